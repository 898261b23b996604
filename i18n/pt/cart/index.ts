import type { NamespaceCartTranslation } from '../../i18n-types';

const pt_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    'A cotação foi criada, mas suas linhas não puderam ser retiradas do carrinho: continuam lá.',
  quotedLinesLeave:
    'As linhas que você cotar saem do carrinho; a cotação as mantém e pode ser alterada na página dela.',
  title: 'Carrinho',
  loginFirst: 'Você ainda não entrou; faça login primeiro.',
  intro:
    'Produtos principais com os seus acessórios, a preços GPL. Marque as linhas a cotar e faça uma cotação: ela é calculada com o seu desconto de parceiro.',
  caption: 'O seu carrinho',
  empty: 'O seu carrinho está vazio.',
  openConfigurator: 'Abrir o configurador',
  select: 'Selecionar',
  selectLine: 'Selecionar {model}',
  selectAll: 'Selecionar todas as linhas',
  selected: 'Selecionadas: {count}',
  model: 'Modelo',
  name: 'Produto',
  accessoryOf: 'Acessório de {model}',
  price: 'Preço GPL',
  quantity: 'Quantidade',
  quantityOf: 'Quantidade de {model}',
  quantityHint: 'Guardada quando sai do campo ou prime Enter.',
  quantityProblem: 'Introduza um número inteiro de 1 a {max}.',
  saving: 'A guardar…',
  subtotal: 'Valor parcial',
  actions: 'Ações',
  remove: 'Remover',
  removeLine: 'Remover {model}',
  removeSelected: 'Remover os selecionados',
  removeTitle: 'Remover do carrinho',
  removeQuestion: 'Remover {model} do carrinho?',
  removeMainQuestion: 'Remover {model} do carrinho? Os seus acessórios são removidos com ele.',
  removeSelectedQuestion:
    'Remover as linhas selecionadas do carrinho? Os acessórios de um produto principal removido saem com ele.',
  removing: 'A remover…',
  cancel: 'Cancelar',
  totals: 'Totais a preços GPL',
  selectionTotal: 'Linhas selecionadas',
  total: 'Carrinho inteiro',
  remark: 'Observação para a cotação (opcional)',
  makeQuotation: 'Fazer uma cotação',
  making: 'A fazer a cotação…',
  message: {
    checkProduct: 'Marque um produto',
    selectMain: 'Selecione o produto principal',
  },
};

export default pt_cart;
