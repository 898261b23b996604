import type { NamespaceCartTranslation } from '../../i18n-types';

const es_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    'La cotización se ha creado, pero sus líneas no se pudieron quitar del carrito: siguen ahí.',
  quotedLinesLeave:
    'Las líneas que cotiza salen del carrito; la cotización las conserva y puede modificarse desde su página.',
  title: 'Carrito',
  loginFirst: 'Aún no ha iniciado sesión; inicie sesión primero.',
  intro:
    'Productos principales con sus accesorios, a precios GPL. Marque las líneas que desea cotizar y haga una cotización: se calcula con su descuento de socio.',
  caption: 'Su carrito',
  empty: 'Su carrito está vacío.',
  openConfigurator: 'Abrir el configurador',
  select: 'Seleccionar',
  selectLine: 'Seleccionar {model}',
  selectAll: 'Seleccionar todas las líneas',
  selected: 'Seleccionadas: {count}',
  model: 'Modelo',
  name: 'Producto',
  accessoryOf: 'Accesorio de {model}',
  price: 'Precio GPL',
  quantity: 'Cantidad',
  quantityOf: 'Cantidad de {model}',
  quantityHint: 'Se guarda al salir del campo o al pulsar Intro.',
  quantityProblem: 'Indique un número entero de 1 a {max}.',
  saving: 'Guardando…',
  subtotal: 'Suma parcial',
  actions: 'Acciones',
  remove: 'Quitar',
  removeLine: 'Quitar {model}',
  removeSelected: 'Quitar lo seleccionado',
  removeTitle: 'Quitar del carrito',
  removeQuestion: '¿Quitar {model} del carrito?',
  removeMainQuestion: '¿Quitar {model} del carrito? Sus accesorios se quitan con él.',
  removeSelectedQuestion:
    '¿Quitar las líneas seleccionadas del carrito? Los accesorios de un producto principal quitado se van con él.',
  removing: 'Quitando…',
  cancel: 'Cancelar',
  totals: 'Totales a precios GPL',
  selectionTotal: 'Líneas seleccionadas',
  total: 'Carrito completo',
  remark: 'Observación para la cotización (opcional)',
  makeQuotation: 'Hacer una cotización',
  making: 'Haciendo la cotización…',
  message: {
    checkProduct: 'Marque un producto',
    selectMain: 'Seleccione el producto principal',
  },
};

export default es_cart;
