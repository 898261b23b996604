import type { NamespaceBaseTranslation } from '../../namespace-base';

/** Texts of the cart: its lines, quantities, removal and the quotation made from it. */
const en_cart = {
  quotedLinesKept:
    'The quotation has been made, but its lines could not be taken out of the cart: they are still there.',
  quotedLinesLeave:
    'The lines you quote leave the cart; the quotation keeps them and can be changed from its page.',
  title: 'Cart',
  loginFirst: "You haven't logged in yet, please log in first.",
  intro:
    'Main products with their accessories, at GPL prices. Tick the lines to quote and make a quotation: it is priced at your partner discount.',
  caption: 'Your cart',
  empty: 'Your cart is empty.',
  openConfigurator: 'Open the configurator',
  select: 'Select',
  selectLine: 'Select {model}',
  selectAll: 'Select every line',
  selected: 'Selected: {count}',
  model: 'Model',
  name: 'Product',
  accessoryOf: 'Accessory of {model}',
  price: 'GPL price',
  quantity: 'Quantity',
  quantityOf: 'Quantity of {model}',
  quantityHint: 'Saved when you leave the field or press Enter.',
  quantityProblem: 'Enter a whole number from 1 to {max}.',
  saving: 'Saving…',
  subtotal: 'Subtotal',
  actions: 'Actions',
  remove: 'Remove',
  removeLine: 'Remove {model}',
  removeSelected: 'Remove selected',
  removeTitle: 'Remove from the cart',
  removeQuestion: 'Remove {model} from the cart?',
  removeMainQuestion: 'Remove {model} from the cart? Its accessories are removed with it.',
  removeSelectedQuestion:
    'Remove the selected lines from the cart? The accessories of a removed main product go with it.',
  removing: 'Removing…',
  cancel: 'Cancel',
  totals: 'Totals at GPL prices',
  selectionTotal: 'Selected lines',
  total: 'Whole cart',
  remark: 'Remark for the quotation (optional)',
  makeQuotation: 'Make a quotation',
  making: 'Making the quotation…',
  message: {
    checkProduct: 'Please check product',
    selectMain: 'Please select main product',
  },
} satisfies NamespaceBaseTranslation;

export default en_cart;
