import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const pt_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'Cotações',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Preço do parceiro (GPL menos o desconto do parceiro)',
  partnerSubtotal: 'Subtotal (quantidade × preço do parceiro)',
  queue: 'Cotações aguardando aprovação',
  pages: 'Páginas de cotações aguardando aprovação',
  keyword: 'Número da cotação, empresa ou e-mail',
  search: 'Buscar',
  number: 'Cotação',
  partner: 'Parceiro',
  project: 'Projeto',
  amount: 'Montante',
  waitingSince: 'Aguardando desde',
  open: 'Abrir',
  none: 'Nenhuma cotação aguarda aprovação.',
  noMatch: 'Nenhuma cotação que aguarda aprovação corresponde a “{keyword}”.',
  detailTitle: 'Cotação {code}',
  close: 'Fechar a cotação',
  status: 'Situação',
  email: 'Endereço de e-mail',
  partnerType: 'Tipo de parceiro',
  dcnetId: 'ID DCNet',
  version: 'Versão',
  created: 'Criada',
  validUntil: 'Válida até',
  noProject: 'Sem projeto',
  remark: 'Observação',
  decision: 'Decisão',
  expired: 'Expirada',
  expiredNotice:
    'Esta cotação expirou em {date}: seus preços não valem mais, então ela pode ser rejeitada, mas não aprovada.',
  decisionHint:
    'Com a aprovação, o parceiro pode fazer um pedido desta versão. Se for recusada, o parceiro recebe o motivo.',
  approve: 'Aprovar',
  reason: 'Motivo da recusa',
  reject: 'Recusar',
  decided: 'A sede já decidiu sobre esta cotação.',
  actions: {
    approve: 'Cotação aprovada',
    reject: 'Cotação recusada',
  },
  partnerView: {
    rejectReason: 'Motivo da recusa',
    rejected:
      'A sede não aprovou esta cotação, por isso não é possível fazer um pedido a partir dela. Faça uma nova cotação com as alterações que a sede pede.',
    toCart: 'Ir para o carrinho',
  },
};

export default pt_quotationDesk;
