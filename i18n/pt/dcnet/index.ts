import type { NamespaceDcnetTranslation } from '../../i18n-types';

const pt_dcnet: NamespaceDcnetTranslation = {
  title: 'Adesão DCNet',
  intro:
    'A sua posição no programa de parceiros, os tipos de parceiro a que se pode candidatar e as suas candidaturas.',
  standing: 'A sua posição',
  dcnetId: 'ID DCNet',
  notMember: 'Ainda não é membro',
  tier: 'Tipo de parceiro',
  level: 'Nível',
  noLevel: 'Ainda sem nível',
  validity: 'Validade',
  validRange: 'de {start} a {end}',
  noValidity: 'Sem adesão em vigor',
  openTitle: 'Candidatar-se a um tipo de parceiro',
  openIntro: 'Pode candidatar-se agora a estes tipos de parceiro.',
  noneOpen:
    'Tem uma candidatura pendente ou uma adesão em vigor para cada tipo de parceiro, por isso não há nada a que se candidatar agora.',
  applyFor: 'Candidatar-se como {tier}',
  rulesTitle: 'Como a sede decide',
  ruleLevels:
    'A sede analisa cada candidatura e atribui um nível: pré-nível, Silver, Gold ou Diamond, válido pelo período que fixar.',
  ruleDistributor:
    'Um parceiro de projetos autorizado (APP) compra através de um distribuidor principal. Pode propor um; a sede escolhe-o.',
  ruleMigration:
    'A sede pode passar um parceiro de projetos direto (DPP) a parceiro de projetos autorizado (APP).',
  ruleRevoke: 'Pode retirar uma candidatura enquanto aguarda análise.',
  applications: 'As suas candidaturas',
  caption: 'As suas candidaturas de adesão',
  pages: 'Páginas de candidaturas',
  submitted: 'Enviada',
  status: 'Estado',
  actions: 'Ações',
  revoke: 'Retirar',
  revokeRow: 'Retirar a candidatura como {tier}',
  revokeTitle: 'Retirar candidatura',
  revokeQuestion:
    'Retirar a sua candidatura como {tier}? A sede não a analisará e poderá candidatar-se de novo.',
  revokeSubmit: 'Retirar candidatura',
  revoking: 'A retirar…',
  cancel: 'Cancelar',
  forms: {
    distribution: 'Candidatura como parceiro de distribuição',
    project: 'Candidatura como parceiro de projetos',
    direct: 'Candidatura como utilizador final direto',
    service: 'Candidatura como parceiro de serviços',
  },
  formIntro:
    'Fale à sede sobre o seu negócio. Cada candidatura é analisada antes de ser atribuído um nível.',
  back: 'Voltar à adesão DCNet',
  nothingToApply:
    'Tem uma candidatura pendente ou uma adesão em vigor para os tipos de parceiro deste formulário.',
  tierSection: 'Tipo de parceiro',
  businessSection: 'O seu negócio',
  field: {
    type: 'Tipo de parceiro',
    end_user_type: 'Tipo de utilizador final visado',
    product_line: 'Linha de produtos',
    rival_brands: 'Marcas concorrentes',
    master_distributor: 'Distribuidor principal',
  },
  endUserTypeHint: 'Por exemplo, empresas, operadores de telecomunicações, governo ou educação.',
  rivalBrandsHint: 'As marcas concorrentes que os seus clientes usam.',
  distributorHint: 'A sede escolhe o seu distribuidor principal; indique o que propõe.',
  purchasesSection: 'Compras dos últimos três anos (USD)',
  purchasesHint: 'As suas compras de produtos de rede em cada ano, em dólares americanos.',
  purchaseYear: 'Compras em {year} (USD)',
  partnersSection: 'Subparceiros',
  partnersHint:
    'Os parceiros que vendem ou instalam através de si. Adicione as linhas de que precisar.',
  noPartners: 'Nenhum subparceiro adicionado.',
  partnerRow: 'Subparceiro {n}',
  partnerField: {
    company: 'Empresa',
    project_details: 'Detalhes dos projetos',
    industry: 'Setor',
    business_type: 'Tipo de negócio',
    contact: 'Pessoa de contacto',
    email: 'Endereço de e-mail',
    phone: 'Telefone',
    website: 'Site',
  },
  partnerFieldIn: '{field} (subparceiro {n})',
  addPartner: 'Adicionar um subparceiro',
  removePartner: 'Remover o subparceiro {n}',
  partnersFull: 'Uma candidatura tem no máximo {max} subparceiros.',
  partnerRemoved: 'Subparceiro removido.',
  submit: 'Enviar candidatura',
  submitting: 'A enviar…',
  draft: {
    offer: 'Tem uma candidatura por terminar de uma visita anterior.',
    resume: 'Continuar',
    discard: 'Recomeçar',
    kept: 'O seu trabalho fica guardado neste navegador até o enviar.',
  },
};

export default pt_dcnet;
