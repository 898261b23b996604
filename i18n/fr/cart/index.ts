import type { NamespaceCartTranslation } from '../../i18n-types';

const fr_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    'Le devis a été créé, mais ses lignes n’ont pas pu être retirées du panier : elles y sont toujours.',
  quotedLinesLeave:
    'Les lignes que vous chiffrez quittent le panier ; le devis les garde et peut être modifié depuis sa page.',
  title: 'Panier',
  loginFirst: 'Vous ne vous êtes pas encore connecté, veuillez d’abord vous connecter.',
  intro:
    'Produits principaux avec leurs accessoires, aux prix GPL. Cochez les lignes à chiffrer et faites un devis : il est calculé avec votre remise de partenaire.',
  caption: 'Votre panier',
  empty: 'Votre panier est vide.',
  openConfigurator: 'Ouvrir le configurateur',
  select: 'Sélectionner',
  selectLine: 'Sélectionner {model}',
  selectAll: 'Sélectionner toutes les lignes',
  selected: 'Sélection : {count}',
  model: 'Modèle',
  name: 'Produit',
  accessoryOf: 'Accessoire de {model}',
  price: 'Prix GPL',
  quantity: 'Quantité',
  quantityOf: 'Quantité de {model}',
  quantityHint: 'Enregistrée quand vous quittez le champ ou appuyez sur Entrée.',
  quantityProblem: 'Saisissez un nombre entier de 1 à {max}.',
  saving: 'Enregistrement…',
  subtotal: 'Sous-total',
  actions: 'Opérations',
  remove: 'Retirer',
  removeLine: 'Retirer {model}',
  removeSelected: 'Retirer la sélection',
  removeTitle: 'Retirer du panier',
  removeQuestion: 'Retirer {model} du panier ?',
  removeMainQuestion: 'Retirer {model} du panier ? Ses accessoires sont retirés avec lui.',
  removeSelectedQuestion:
    'Retirer les lignes sélectionnées du panier ? Les accessoires d’un produit principal retiré partent avec lui.',
  removing: 'Retrait…',
  cancel: 'Annuler',
  totals: 'Totaux aux prix GPL',
  selectionTotal: 'Lignes sélectionnées',
  total: 'Panier entier',
  remark: 'Remarque pour le devis (facultatif)',
  makeQuotation: 'Faire un devis',
  making: 'Création du devis…',
  message: {
    checkProduct: 'Veuillez cocher un produit',
    selectMain: 'Veuillez sélectionner le produit principal',
  },
};

export default fr_cart;
