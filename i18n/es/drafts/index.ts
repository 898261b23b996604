import type { NamespaceDraftsTranslation } from '../../i18n-types';

const es_drafts: NamespaceDraftsTranslation = {
  title: 'Borradores',
  intro:
    'Formularios de proyectos y cotizaciones guardados antes de enviarlos. Un borrador se conserva 30 días desde la última vez que se guardó; uno vencido todavía se puede abrir y volver a guardar durante unos días.',
  caption: 'Sus borradores',
  pages: 'Páginas de borradores',
  typeFilter: 'Mostrar',
  allTypes: 'Todos los tipos',
  type: {
    project: 'Proyecto',
    quotation: 'Cotización',
  },
  name: 'Nombre',
  untitled: {
    project: 'Proyecto sin nombre',
    quotation: 'Cotización sin nombre',
  },
  kind: 'Tipo',
  created: 'Creado',
  lastSaved: 'Guardado por última vez',
  validUntil: 'Válido hasta',
  expired: 'Vencido',
  expiredOn: 'Venció el {date}',
  expiredHint: 'Ábralo y vuelva a guardarlo para conservarlo.',
  actions: 'Acciones',
  open: 'Abrir',
  openRow: 'Abrir {title}',
  resumeTitle: 'Hay cambios sin guardar',
  resumeBody:
    'Los cambios de este formulario que no se enviaron ni se guardaron en borradores se conservan en este dispositivo desde su última visita.',
  resume: 'Recuperar mis cambios',
  discard: 'Descartarlos',
  offline:
    'No hay conexión. Todo lo que escribe se guarda en este dispositivo; envíe el formulario o guárdelo en borradores cuando vuelva la conexión.',
  keptLocally:
    'Sus cambios se guardan en este dispositivo. Guárdelos en borradores para conservarlos 30 días.',
  saving: 'Guardando en borradores…',
  savedUntil: 'Guardado en borradores. Se conserva hasta el {date}.',
  openedFrom: 'Abierto desde borradores.',
  saveFailed: 'El borrador no se guardó. Sus cambios siguen en este dispositivo.',
  save: 'Guardar en borradores',
  leaveTitle: 'Guarde en borradores antes de salir',
  leaveBody:
    'Este formulario tiene cambios que aún no están en borradores. ¿Quiere guardarlos allí antes de salir?',
  leaveSave: 'Guardar y salir',
  leaveAnyway: 'Salir sin guardar',
  leaveAnywayHint:
    'Sus cambios se quedan en este dispositivo y se le ofrecerán de nuevo la próxima vez.',
  stay: 'Quedarse en esta página',
};

export default es_drafts;
