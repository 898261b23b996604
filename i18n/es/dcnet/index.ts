import type { NamespaceDcnetTranslation } from '../../i18n-types';

const es_dcnet: NamespaceDcnetTranslation = {
  title: 'Membresía DCNet',
  intro:
    'Su posición en el programa de socios, los tipos de socio que puede solicitar y sus solicitudes.',
  standing: 'Su posición',
  dcnetId: 'ID de DCNet',
  notMember: 'Aún no es miembro',
  tier: 'Tipo de socio',
  level: 'Nivel',
  noLevel: 'Aún sin nivel',
  validity: 'Vigencia',
  validRange: 'del {start} al {end}',
  noValidity: 'Sin membresía vigente',
  openTitle: 'Solicitar un tipo de socio',
  openIntro: 'Ahora puede solicitar estos tipos de socio.',
  noneOpen:
    'Tiene una solicitud pendiente o una membresía vigente para cada tipo de socio, así que no hay nada que solicitar por ahora.',
  applyFor: 'Solicitar como {tier}',
  rulesTitle: 'Cómo decide la sede central',
  ruleLevels:
    'La sede central revisa cada solicitud y concede un nivel: previo, Silver, Gold o Diamond, vigente durante el periodo que fija.',
  ruleDistributor:
    'Un socio de proyectos autorizado (APP) compra a través de un distribuidor mayorista. Puede proponer uno; la sede central lo elige.',
  ruleMigration:
    'La sede central puede pasar a un socio de proyectos directo (DPP) a socio de proyectos autorizado (APP).',
  ruleRevoke: 'Puede retirar una solicitud mientras esté pendiente de revisión.',
  applications: 'Sus solicitudes',
  caption: 'Sus solicitudes de membresía',
  pages: 'Páginas de solicitudes',
  submitted: 'Enviada',
  status: 'Estado',
  actions: 'Acciones',
  revoke: 'Retirar',
  revokeRow: 'Retirar la solicitud como {tier}',
  revokeTitle: 'Retirar solicitud',
  revokeQuestion:
    '¿Retirar su solicitud como {tier}? La sede central no la revisará y podrá volver a solicitarlo.',
  revokeSubmit: 'Retirar solicitud',
  revoking: 'Retirando…',
  cancel: 'Cancelar',
  forms: {
    distribution: 'Solicitud como socio de distribución',
    project: 'Solicitud como socio de proyectos',
    direct: 'Solicitud como usuario final directo',
    service: 'Solicitud como socio de servicios',
  },
  formIntro:
    'Cuéntele a la sede central sobre su negocio. Cada solicitud se revisa antes de conceder un nivel.',
  back: 'Volver a la membresía DCNet',
  nothingToApply:
    'Tiene una solicitud pendiente o una membresía vigente para los tipos de socio de este formulario.',
  tierSection: 'Tipo de socio',
  businessSection: 'Su negocio',
  field: {
    type: 'Tipo de socio',
    end_user_type: 'Tipo de usuario final objetivo',
    product_line: 'Línea de productos',
    rival_brands: 'Marcas competidoras',
    master_distributor: 'Distribuidor mayorista',
  },
  endUserTypeHint: 'Por ejemplo, empresas, operadores de telecomunicaciones, gobierno o educación.',
  rivalBrandsHint: 'Las marcas de la competencia que usan sus clientes.',
  distributorHint: 'La sede central elige su distribuidor mayorista; indique el que propone.',
  purchasesSection: 'Compras de los últimos tres años (USD)',
  purchasesHint: 'Sus compras de productos de red de cada año, en dólares estadounidenses.',
  purchaseYear: 'Compras en {year} (USD)',
  partnersSection: 'Subsocios',
  partnersHint:
    'Los socios que venden o instalan a través de usted. Añada todas las filas que necesite.',
  noPartners: 'No se han añadido subsocios.',
  partnerRow: 'Subsocio {n}',
  partnerField: {
    company: 'Empresa',
    project_details: 'Detalles de proyectos',
    industry: 'Sector',
    business_type: 'Tipo de negocio',
    contact: 'Persona de contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    website: 'Sitio web',
  },
  partnerFieldIn: '{field} (subsocio {n})',
  addPartner: 'Añadir un subsocio',
  removePartner: 'Quitar el subsocio {n}',
  partnersFull: 'Una solicitud admite como máximo {max} subsocios.',
  partnerRemoved: 'Subsocio quitado.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando…',
  draft: {
    offer: 'Tiene una solicitud sin terminar de una visita anterior.',
    resume: 'Continuarla',
    discard: 'Empezar de nuevo',
    kept: 'Su trabajo se guarda en este navegador hasta que lo envíe.',
  },
};

export default es_dcnet;
