import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const es_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'Cotizaciones',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Precio del socio (GPL menos el descuento del socio)',
  partnerSubtotal: 'Subtotal (cantidad × precio del socio)',
  queue: 'Cotizaciones pendientes de aprobación',
  pages: 'Páginas de cotizaciones pendientes de aprobación',
  keyword: 'Número de cotización, empresa o correo electrónico',
  search: 'Buscar',
  number: 'Cotización',
  partner: 'Socio',
  project: 'Proyecto',
  amount: 'Importe',
  waitingSince: 'Pendiente desde',
  open: 'Abrir',
  none: 'No hay cotizaciones pendientes de aprobación.',
  noMatch: 'Ninguna cotización pendiente de aprobación coincide con «{keyword}».',
  detailTitle: 'Cotización {code}',
  close: 'Cerrar la cotización',
  status: 'Estado',
  email: 'Correo electrónico',
  partnerType: 'Tipo de socio',
  dcnetId: 'ID de DCNet',
  version: 'Versión',
  created: 'Creada',
  validUntil: 'Válida hasta',
  noProject: 'Sin proyecto',
  remark: 'Observación',
  decision: 'Decisión',
  expired: 'Vencida',
  expiredNotice:
    'Esta cotización venció el {date}: sus precios ya no son válidos, así que puede rechazarse pero no aprobarse.',
  decisionHint:
    'Al aprobarla, el socio podrá hacer un pedido de esta versión. Si se rechaza, el socio recibe el motivo.',
  approve: 'Aprobar',
  reason: 'Motivo del rechazo',
  reject: 'Rechazar',
  decided: 'La oficina central ya ha decidido sobre esta cotización.',
  actions: {
    approve: 'Cotización aprobada',
    reject: 'Cotización rechazada',
  },
  partnerView: {
    rejectReason: 'Motivo del rechazo',
    rejected:
      'La oficina central no ha aprobado esta cotización, así que no se puede hacer un pedido con ella. Haga una nueva cotización con los cambios que pide la oficina central.',
    toCart: 'Ir al carrito',
  },
};

export default es_quotationDesk;
