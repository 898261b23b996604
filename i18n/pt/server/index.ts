import type { NamespaceServerTranslation } from '../../i18n-types';

const pt_server: NamespaceServerTranslation = {
  uploadBodyTooLarge:
    'O envio é grande demais: no máximo {maxKb} kB no total e {fileKb} kB por arquivo.',
  uploadsBusy: 'Aguarde o fim dos seus outros envios e tente novamente.',
  uploadsTooMany:
    'Você enviou muitos arquivos nos últimos minutos. Tente novamente em {minutes} min.',
  ok: 'Sucesso',
  notFound: 'Não encontrado',
  internalError: 'O servidor não conseguiu concluir a solicitação. Tente novamente mais tarde.',
  databaseUnavailable:
    'O portal está temporariamente indisponível. Tente novamente dentro de alguns instantes.',
  notLoggedIn: 'Você não está conectado. Faça login primeiro.',
  sessionEnded: 'Sua sessão foi encerrada. Faça login novamente.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  tooManyRequests: 'Tentativas demais. Tente novamente mais tarde.',
  loginOk: 'Login realizado com sucesso',
  loginFailed: 'Endereço de e-mail ou senha incorretos',
  loginNeedsVerify:
    'Tentativas com falha demais. Digite o código de verificação enviado para o seu e-mail.',
  verifyCodeWrong: 'O código de verificação está incorreto ou expirou.',
  logoutOk: 'Você saiu da sua conta.',
  codeSent: 'Um código de verificação foi enviado para {email}.',
  resetCodeSent:
    'Se alguma conta usa {email}, um código de verificação foi enviado para esse endereço.',
  codeCooldown: 'Um código foi enviado há menos de um minuto. Aguarde {seconds} s.',
  emailAvailable: 'Este endereço de e-mail está disponível.',
  emailTaken: 'Este endereço de e-mail já está cadastrado.',
  countryUnknown: 'Escolha um país da lista.',
  telephoneInvalid: 'Digite um número de telefone válido para o país escolhido.',
  passwordTooShort: 'A senha é curta demais (mínimo de caracteres: {min}).',
  passwordTooLong: 'A senha é longa demais (máximo de caracteres: {max}).',
  passwordIsEmail: 'A senha não pode ser o seu endereço de e-mail.',
  passwordOneCharacter: 'A senha não pode ser um único caractere repetido.',
  passwordCommon: 'Esta senha é uma das mais usadas e é fácil de adivinhar. Escolha outra.',
  registerOk: 'Cadastro concluído. Agora você pode fazer login.',
  codeVerified: 'O código está correto. Escolha uma nova senha.',
  passwordResetOk: 'Sua senha foi redefinida. Faça login com a nova senha.',
  oldPasswordWrong: 'A senha atual está incorreta.',
  passwordUnchanged: 'A nova senha deve ser diferente da atual.',
  passwordChangedOk: 'Senha alterada. Faça login novamente.',
  uploadTooLarge: 'O arquivo é maior que {maxKb} kB.',
  uploadNotImage: 'Escolha uma imagem JPEG, PNG, GIF ou WebP.',
  uploadOk: 'Envio concluído',
  profileSaved: 'Seu perfil foi salvo.',
  captchaPlus: 'Quanto é {a} mais {b}? Digite a resposta em algarismos.',
  captchaMinus: 'Quanto é {a} menos {b}? Digite a resposta em algarismos.',
  captchaWrong: 'A resposta do captcha está incorreta ou expirou. Responda à nova pergunta.',
  mailSubjectRegister: 'Seu código de verificação de cadastro',
  mailSubjectReset: 'Seu código para redefinir a senha',
  mailSubjectLogin: 'Seu código de verificação de login',
  mailCodeBody:
    'Seu código de verificação é {code}. Ele é válido por {minutes} minutos. Se você não o solicitou, ignore este e-mail.',
  routeHome: 'Área pessoal',
  routeQuotation: 'Cotações',
  routeOrder: 'Pedidos',
  routeProject: 'Projetos',
  routeEndUser: 'Usuários finais',
  routeDcnet: 'Associação DCNet',
  routeTraining: 'Treinamento',
  routeExams: 'Exames',
  routeGrades: 'Notas',
  routeDrafts: 'Rascunhos',
  routeQuotationDetail: 'Detalhes da cotação',
  routeOrderDetail: 'Detalhes do pedido',
  routeProjectDetail: 'Detalhes do projeto',
  routeTrainingEnroll: 'Inscrição no treinamento',
  routeExamsEnroll: 'Inscrição no exame',
  routePartnerDistribution: 'Candidatura de parceiro de distribuição',
  routePartnerProject: 'Candidatura de parceiro de projetos',
  routePartnerService: 'Candidatura de parceiro de serviço',
  routePartnerDirect: 'Candidatura de usuário final direto',
  // Public content and lookups.
  certificateNumberRequired: 'Informe um número de certificado.',
  certificateNotFound: 'Nenhuma informação relevante foi encontrada ainda',
  certificatesUnmatched: 'Nenhuma informação encontrada para: {numbers}',
  snRequired: 'Informe um número de série.',
  snNotFound: 'Nenhuma informação do número de série foi encontrada ainda',
  snUnmatched: 'SN sem correspondência: {sns}',
  snNotAllowed:
    'A consulta de SN está disponível apenas para parceiros locais de pós-venda no exterior.',
  tooManyNumbers: 'Informe no máximo {max} números por vez.',
  informationNotFound: 'Informação não encontrada',
  noData: 'Nenhum dado encontrado',
  noResults: 'Nenhum resultado',
  downloadLinkExpired:
    'O link de download é inválido ou expirou. Abra a página do produto e baixe o arquivo novamente.',
  cartAdded: 'Adicionado ao carrinho',
  operationOk: 'Operação concluída com sucesso',
  accessoryNotAllowed: 'Este item não é um acessório do produto escolhido.',
  // End users and the drafts box.
  endUserSaved: 'O usuário final foi salvo.',
  endUserDeleted: 'O usuário final foi excluído.',
  endUserNoneToPick: 'Adicione um usuário final',
  endUsersSheet: 'Usuários finais',
  protectionAsked: 'Solicitada',
  protectionNotAsked: 'Não solicitada',
  draftSaved: 'Salvo na caixa de rascunhos.',
  draftOtherType: 'Este rascunho contém outro tipo de formulário. Salve-o como um novo rascunho.',
  draftTooLarge: 'O rascunho é grande demais para ser salvo (no máximo {maxKb} kB).',
  draftTooMany:
    'A caixa de rascunhos está cheia ({max} rascunhos). Conclua algum ou aguarde a expiração dos mais antigos.',
  // Refusals of a request the server cannot take, naming the field as the form labels it.
  refusal: {
    required: 'Preencha o campo «{field}».',
    notValid: 'O campo «{field}» não está preenchido corretamente.',
    emailInvalid: 'Digite um endereço de e-mail correto.',
    tooShort: 'O campo «{field}» deve ter pelo menos {min} caracteres.',
    tooLong: 'O campo «{field}» pode ter no máximo {max} caracteres.',
    tooSmall: 'O valor de «{field}» deve ser pelo menos {min}.',
    tooBig: 'O valor de «{field}» pode ser no máximo {max}.',
    chooseOne: 'Escolha pelo menos uma opção em «{field}».',
    chooseListed: 'Escolha um dos valores oferecidos em «{field}».',
    passwordsDiffer: 'Você digitou duas senhas diferentes. Digite a mesma senha nos dois campos.',
    fileNotAllowed: 'Este tipo de arquivo não pode ser usado em «{field}». Escolha outro arquivo.',
    formNotValid:
      'Parte das informações digitadas não é válida. Verifique o formulário e tente novamente.',
    unreadable: 'Não foi possível ler o formulário. Recarregue a página e tente novamente.',
    textNotStorable:
      'O texto contém um caractere que não pode ser salvo. Remova-o e tente novamente.',
    unsupportedType:
      'A solicitação foi enviada em um formato não aceito. Recarregue a página e tente novamente.',
    tooLarge: 'A solicitação é grande demais. Reduza o que você digitou e tente novamente.',
    tooSlow: 'A solicitação demorou demais para chegar. Verifique sua conexão e tente novamente.',
  },
  /** Field names in refusals, keyed by the field of the request. */
  /** Fields whose name differs in one form: there `type` is not the search's scope. */
  fieldIn: {
    membership: { type: 'Nível de parceiro' },
    draft: { type: 'Tipo de rascunho' },
    // The project form (server/projects/registration.ts).
    project: {
      id: 'Projeto',
      project_name: 'Nome do projeto',
      end_company: 'Usuário final',
      description: 'Descrição do projeto',
      is_tender: 'Licitação',
      is_protect: 'Proteção do projeto',
      rival_brand: 'Marcas concorrentes',
      advancement: 'Andamento do projeto',
      estimated_po_date: 'Data prevista do pedido',
      predicted_awarding_date: 'Data prevista de adjudicação',
      predicted_leadtime: 'Prazo de entrega previsto',
      notes: 'Observações',
      quotation_id: 'Cotação',
      prices: 'Preços solicitados',
      item_id: 'Linha da cotação',
      application_price: 'Preço solicitado',
      status: 'Situação',
    },
    // The back office's forms (server/backoffice/routes.ts).
    backoffice: {
      id: 'Solicitação',
      level: 'Nível',
      start_date: 'Válida de',
      end_date: 'Válida até',
      reason: 'Motivo',
      subject: 'Assunto',
      count: 'Número de códigos',
      registration_id: 'Inscrição no exame',
      score: 'Nota',
      exam_time: 'Horário do exame',
      region: 'Região',
      status: 'Situação',
      site_name: 'Nome do site',
      copyright: 'Direitos autorais',
      filing_number: 'Número de registro',
      filing_url: 'Link do registro',
      chat_url: 'Endereço do chat',
    },
    // The order desk (server/backoffice/orders-desk-routes.ts).
    backofficeOrders: {
      id: 'Pedido',
      waiting: 'Aguardando',
      reason: 'Motivo',
      shipping_info: 'Informações de embarque',
      shipping_files: 'Documentos de embarque',
      delivery_receipt: 'Carta de confirmação de recebimento',
    },
    // The project desk (server/backoffice/projects-desk-routes.ts).
    backofficeProjects: {
      id: 'Projeto',
      status: 'Situação',
      start_date: 'Proteção a partir de',
      end_date: 'Proteção até',
      reason: 'Motivo',
    },
    backofficePartners: {
      id: 'Parceiro',
      tier: 'Tipo de parceiro',
      keyword: 'Texto de busca',
      distributor_id: 'Distribuidor principal',
    },
  },
  field: {
    username: 'Endereço de e-mail',
    password: 'Senha',
    password_again: 'Confirmar senha',
    logIp: 'Lembrar este dispositivo',
    verifyCode: 'Código de verificação',
    realname: 'Nome',
    company: 'Empresa',
    country: 'País',
    telephone: 'Telefone',
    website: 'Site',
    address: 'Endereço',
    code: 'Código de verificação',
    step: 'Etapa',
    old_password: 'Senha atual',
    new_password: 'Nova senha',
    file: 'Arquivo',
    goods_id: 'Produto',
    quantity: 'Quantidade',
    main_id: 'Produto principal',
    id: 'Elemento',
    ids: 'Itens',
    cate_id: 'Categoria',
    keyword: 'Texto da pesquisa',
    page: 'Página',
    limit: 'Linhas por página',
    label_ids: 'Filtros',
    type: 'Pesquisar em',
    industry: 'Setor',
    partner_type: 'Tipo de parceiro',
    name: 'Nome',
    number: 'Número do certificado',
    sn: 'Número de série',
    captcha: 'Código de segurança',
    uuid: 'Imagem do código de segurança',
    mailbox: 'E-mail de contato',
    subject: 'Disciplina',
    permit_number: 'Número da autorização',
    registration_date: 'Data de inscrição',
    registration_code: 'Código de inscrição',
    exam_subject: 'Disciplina do exame',
    exam_permit_number: 'Número da autorização do exame',
    exam_registration_code: 'Código de inscrição do exame',
    // Fields of the DCNet membership application.
    end_user_type: 'Tipo de usuário final visado',
    product_line: 'Linha de produtos',
    master_distributor: 'Distribuidor principal',
    purchases: 'Volumes de compra',
    amount: 'Valor (USD)',
    year: 'Ano',
    partners: 'Subparceiros',
    project_details: 'Detalhes do projeto',
    business_type: 'Tipo de negócio',
    phone: 'Telefone',
    // End users and the drafts box.
    contact: 'Pessoa de contato',
    email: 'Endereço de e-mail',
    mobile: 'Celular',
    staff_size: 'Número de funcionários',
    is_protect: 'Proteção solicitada',
    product_lines: 'Nossas linhas de produtos em uso',
    rival_brands: 'Marcas concorrentes em uso',
    last_year_total_purchase: 'Compra total de rede do ano passado (USD)',
    last_year_vendor_purchase: 'Compra dos nossos produtos no ano passado (USD)',
    current_year_total_purchase: 'Compra total de rede prevista para este ano (USD)',
    current_year_vendor_purchase: 'Compra prevista dos nossos produtos este ano (USD)',
    other_sources: 'Outros fornecedores',
    create_time: 'Criado em',
    title: 'Título',
    content: 'Conteúdo do rascunho',
    // Orders.
    quotation_id: 'Cotação',
    customer_name: 'Nome do cliente',
    remark: 'Observações',
    sign_contract: 'Assinar um contrato',
    contract: 'Contrato assinado',
    pay_date: 'Data de pagamento',
    receipt: 'Comprovante de pagamento',
    expected_delivery_date: 'Data de entrega prevista',
    delivery_plan: 'Plano de entrega',
    freight_forwarder: 'Agente de cargas',
  },
  // The chat page (server/chat/).
  // DCNet membership applications (server/dcnet/dcnet.ts).
  dcnet: {
    applied: 'Sua solicitação foi enviada. A sede irá analisá-la.',
    revoked: 'Sua solicitação foi retirada.',
    notRevocable:
      'Esta solicitação não pode mais ser retirada: a sede já decidiu sobre ela, ou ela já foi retirada antes.',
    tierNotOpen:
      'Você já tem uma solicitação pendente ou uma associação vigente para este tipo de parceiro.',
    status: {
      pending: 'Em análise',
      approved: 'Aprovada',
      rejected: 'Rejeitada',
      withdrawn: 'Retirada',
    },
  },
  // Training and exam registrations (server/training/registrations.ts).
  training: {
    trainingCodeWrong: 'Insira o código de inscrição do treinamento correto',
    examCodeWrong: 'Insira o código de inscrição do exame correto',
    registered: 'Enviado com sucesso',
  },
  chat: {
    title: 'Converse com nossa equipe de vendas',
    heading: 'Escreva para nossa equipe de vendas',
    intro:
      'Nossa equipe de vendas lê todas as mensagens e responde no endereço de e-mail da sua conta.',
    messageLabel: 'Sua mensagem',
    messageHint: 'Até {max} caracteres.',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: 'Sua mensagem foi enviada.',
    history: 'Suas mensagens anteriores',
    empty: 'Você ainda não enviou nenhuma mensagem.',
    loading: 'Carregando suas mensagens…',
    bodyRequired: 'Escreva uma mensagem antes de enviá-la.',
    bodyTooLong: 'A mensagem é longa demais (máximo: {max} caracteres).',
    bodyInvalid: 'A mensagem contém caracteres que não podem ser enviados.',
    failed: 'Não foi possível enviar a mensagem. Verifique sua conexão e tente novamente.',
    loadFailed: 'Não foi possível carregar suas mensagens anteriores.',
    noScript: 'O chat precisa de JavaScript. Ative-o no seu navegador.',
  },
  // Quotations (server/quotations/quotations.ts).
  quotation: {
    revisionLine: '{model} × {quantity} (preço solicitado {price})',
    statusApplying: 'Em solicitação',
    statusApproved: 'Aprovada',
    statusRejected: 'Rejeitada',
    selectMainProduct: 'Selecione o produto principal',
    deleteMainFirst: 'Exclua primeiro o produto principal',
    addProduct: 'Adicione um produto',
    checkProduct: 'Verifique o produto',
    salePriceInvalid:
      'Verifique o preço de venda de {model}: no máximo duas casas decimais e não mais que {max}.',
    saved: 'Cotação salva',
    deleted: 'Cotação excluída',
    inProject: 'Esta cotação está registrada em um projeto e não pode ser excluída.',
  },
  // Projects (server/projects/projects.ts).
  project: {
    onlyDirectProjectPartners:
      'Somente parceiros diretos de projetos (DPP) podem registrar projetos. Para registrar projetos, solicite a associação DPP no DCNet.',
    selectEndUser: 'Selecione o usuário final',
    selectQuotation: 'Selecione a cotação',
    quotationExpired:
      'Esta cotação expirou: seus preços não valem mais. Salve-a de novo para obter preços novos ou selecione outra cotação.',
    quotationTaken: 'Esta cotação já está registrada em outro projeto. Selecione outra cotação.',
    pricesMissing: 'Informe um preço solicitado para cada linha da cotação.',
    priceInvalid:
      'Verifique o preço solicitado de {model}: maior que 0, no máximo duas casas decimais e não mais que {max}.',
    notChangeable:
      'A matriz já decidiu sobre este projeto; por isso, ele não pode mais ser alterado.',
    notDeletable:
      'A matriz já decidiu sobre este projeto; por isso, ele não pode mais ser excluído.',
    registered: 'O projeto foi registrado. A matriz irá analisá-lo.',
    saved: 'O projeto foi salvo.',
    deleted: 'O projeto foi excluído.',
    endUserInProject: 'Este usuário final consta em um projeto e não pode ser excluído.',
    quotationInProject: 'Esta cotação está registrada em um projeto e não pode ser alterada.',
  },
  // Orders (server/orders/orders.ts).
  order: {
    quotationExpired:
      'Esta cotação expirou: seus preços não valem mais. Salve-a de novo para obter preços novos; depois a sede a aprova novamente.',
    step: {
      generate: 'Gerar pedido',
      basic: 'Informações básicas',
      contract: 'Informações do contrato',
      payment: 'Pagamento',
      schedule: 'Cronograma de entrega',
      reminder: 'Lembrete de envio',
      shipping: 'Informações de envio',
      receipt: 'Recebimento da entrega e confirmação',
      done: 'Pedido concluído',
    },
    paymentConfirming: 'Pagamento aguardando confirmação',
    stepOutOfOrder:
      'Este pedido está na etapa «{step}». Recarregue o pedido e continue a partir dessa etapa.',
    orderCompleted: 'Este pedido foi concluído. Nada mais pode ser enviado.',
    contractFileRule: 'Envie o contrato assinado como arquivo Word ou PDF de no máximo 500 kB.',
    receiptFileRule:
      'Envie o comprovante de pagamento como arquivo JPG ou PDF de no máximo 500 kB.',
    quotationNotApproved: 'Só é possível gerar um pedido a partir de uma cotação aprovada.',
    orderExists: 'Já foi gerado um pedido a partir desta cotação.',
    quotationHasOrder:
      'Foi gerado um pedido a partir desta cotação; por isso ela não pode ser excluída.',
    quotationHasOrderChange:
      'Um pedido já foi gerado a partir desta cotação, por isso ela não pode ser alterada.',
    templateNotYet:
      'O modelo de contrato fica disponível depois que as informações básicas forem confirmadas.',
    linkExpired:
      'Este link de download é inválido ou expirou. Abra o pedido novamente e baixe o arquivo a partir dele.',
    created: 'O pedido foi gerado.',
    submitted: 'Enviado com sucesso',
    uploaded: 'Envio concluído',
    reminded: 'Lembrete de envio feito',
    finished: 'Pedido concluído',
    headOffice: 'Sede',
    documentState: {
      waiting: 'Ainda não disponível',
      available: 'Pronto para baixar',
      uploaded: 'Enviado',
      not_required: 'Não necessário',
      confirmed: 'Confirmado',
    },
    event: {
      created: 'Gerou o pedido a partir da cotação {code}',
      basic: 'Confirmou as informações básicas',
      contract_signed: 'Enviou o contrato assinado',
      contract_not_signed: 'Optou por seguir sem contrato',
      payment_sent: 'Enviou a data de pagamento e o comprovante',
      payment_confirmed: 'Confirmou o comprovante de pagamento',
      payment_returned: 'Devolveu o comprovante de pagamento',
      schedule: 'Informou o cronograma de entrega',
      reminded: 'Pediu à sede que enviasse o pedido',
      shipped: 'Enviou as informações de embarque e a carta de recebimento da entrega',
      finished: 'Confirmou o recebimento da entrega',
      shipping_uploaded: 'Enviou as informações e os documentos de embarque',
      delivery_receipt_uploaded: 'Enviou a carta de confirmação de recebimento',
    },
  },
  // Head office's side (server/backoffice/).
  backoffice: {
    notPermitted: 'Você não tem permissão para fazer isto. Peça acesso à sede.',
    notPending: 'Esta solicitação já foi decidida ou retirada.',
    dateInvalid: 'Informe datas e horários válidos.',
    subjectUnknown: 'Escolha um treinamento ou exame da lista.',
    alreadyRecorded: 'Já foi registrado um resultado para esta inscrição no exame.',
    languageUnknown: 'Só é possível informar textos nos idiomas do portal.',
    chatAddressInvalid:
      'O endereço do chat deve estar vazio, ser um endereço http(s) ou um caminho deste site.',
    membershipApproved: 'A solicitação foi aprovada e o parceiro foi avisado por e-mail.',
    membershipRejected: 'A solicitação foi recusada e o parceiro foi avisado por e-mail.',
    codesIssued: 'Códigos de inscrição emitidos: {count}.',
    resultRecorded: 'O resultado foi registrado.',
    resultRecordedPassed: 'O resultado foi registrado e o certificado {certificate} foi emitido.',
    settingsSaved: 'As configurações foram salvas.',
    // E-mails to the partner, in the partner's language.
    mail: {
      levels: {
        pre: 'Nível inicial',
        silver: 'Prata',
        gold: 'Ouro',
        diamond: 'Diamante',
      },
      membershipApprovedSubject: 'Sua adesão {tier} foi aprovada',
      membershipApprovedBody:
        'Prezado(a) {name},\n\nA sede aprovou sua solicitação de {tier} no nível {level}. A adesão é válida de {start} a {end}.\n\nPortal de parceiros DCN',
      membershipApprovedMovedBody:
        'Prezado(a) {name},\n\nA sede aprovou sua solicitação de {tier} no nível {level}. A adesão é válida de {start} a {end}.\n\nSua conta agora é uma conta {tier}. O portal mostra as telas desse tipo de parceiro na próxima vez que você abrir uma de suas páginas.\n\nPortal de parceiros DCN',
      membershipRejectedSubject: 'Sua solicitação de {tier} não foi aprovada',
      membershipRejectedBody:
        'Prezado(a) {name},\n\nA sede não aprovou sua solicitação de {tier}. Motivo: {reason}\n\nVocê pode solicitar novamente quando o motivo for resolvido.\n\nPortal de parceiros DCN',
    },
  },
  // Head office's order and project desks (server/backoffice/orders-desk.ts,
  // backoffice-projects.ts, backoffice-partners.ts).
  backofficeDesks: {
    stale: 'Este pedido não aguarda mais esta ação: agora está em «{status}». Recarregue-o.',
    shippingAlreadyUploaded:
      'As informações de embarque deste pedido já foram enviadas. Envie a carta de confirmação de recebimento.',
    shippingFirst:
      'Envie as informações e os documentos de embarque deste pedido antes da carta de confirmação de recebimento.',
    shippingFilesRule:
      'Envie de um a dez documentos de embarque em PDF, JPEG, PNG, Word ou Excel, com no máximo 2 MB cada.',
    deliveryReceiptRule:
      'Envie a carta de confirmação de recebimento em PDF, JPEG ou Word, com no máximo 2 MB.',
    fileRefused: 'O arquivo «{file}» não é um PDF, JPEG, PNG, Word ou Excel de no máximo 2 MB.',
    paymentConfirmed:
      'O comprovante de pagamento foi confirmado e o parceiro foi avisado por e-mail.',
    paymentReturned:
      'O comprovante de pagamento foi devolvido e o parceiro foi avisado por e-mail.',
    shippingUploaded:
      'As informações de embarque foram enviadas e o parceiro foi avisado por e-mail.',
    deliveryReceiptUploaded:
      'A carta de confirmação de recebimento foi enviada e o parceiro foi solicitado a confirmar o recebimento.',
    notApplying: 'A sede já decidiu sobre este projeto.',
    projectApproved: 'O projeto foi aprovado e o parceiro foi avisado por e-mail.',
    projectRejected: 'O projeto foi recusado e o parceiro foi avisado por e-mail.',
    notDirectProjectPartner:
      'Somente um parceiro de projetos direto (DPP) pode ser migrado para APP.',
    notAuthorizedProjectPartner:
      'Um distribuidor principal só pode ser escolhido para um parceiro de projetos autorizado (APP).',
    notDistributor: 'Escolha um parceiro de distribuição direto (DDP) como distribuidor principal.',
    migrated: 'O parceiro agora é parceiro de projetos autorizado (APP) e foi avisado por e-mail.',
    distributorChosen:
      'O distribuidor principal foi escolhido e o parceiro foi avisado por e-mail.',
    history: {
      registered: 'Registrou o projeto',
      approved: 'Aprovou o projeto, com proteção de {start} a {end}',
      rejected: 'Recusou o projeto',
      expired: 'O período de proteção terminou',
    },
    mail: {
      paymentConfirmedSubject: 'Pedido {order}: pagamento confirmado',
      paymentConfirmedBody:
        'Prezado(a) {name},\n\nA sede confirmou o comprovante de pagamento do pedido {order}. Informe o cronograma de entrega no portal.\n\nPortal de parceiros DCN',
      paymentReturnedSubject: 'Pedido {order}: envie o comprovante de pagamento novamente',
      paymentReturnedBody:
        'Prezado(a) {name},\n\nA sede não pôde aceitar o comprovante de pagamento do pedido {order}. Motivo: {reason}\n\nEnvie a data de pagamento e um novo comprovante no portal.\n\nPortal de parceiros DCN',
      shippedSubject: 'O pedido {order} foi embarcado',
      shippedBody:
        'Prezado(a) {name},\n\nA sede embarcou o pedido {order}. Informações de embarque: {info}\n\nOs documentos de embarque estão no pedido, no portal.\n\nPortal de parceiros DCN',
      deliveryReceiptSubject: 'Pedido {order}: confirme o recebimento',
      deliveryReceiptBody:
        'Prezado(a) {name},\n\nA carta de confirmação de recebimento do pedido {order} está no portal. Confirme lá o recebimento da entrega.\n\nPortal de parceiros DCN',
      projectApprovedSubject: 'Seu projeto «{project}» foi aprovado',
      projectApprovedBody:
        'Prezado(a) {name},\n\nA sede aprovou seu projeto «{project}». Ele está protegido de {start} a {end}.\n\nPortal de parceiros DCN',
      projectRejectedSubject: 'Seu projeto «{project}» não foi aprovado',
      projectRejectedBody:
        'Prezado(a) {name},\n\nA sede não aprovou seu projeto «{project}». Motivo: {reason}\n\nPortal de parceiros DCN',
      migratedSubject: 'Agora você é parceiro de projetos autorizado (APP)',
      migratedBody:
        'Prezado(a) {name},\n\nA sede migrou sua empresa de parceiro de projetos direto (DPP) para parceiro de projetos autorizado (APP). Seus projetos continuam como estão; novos projetos são registrados por meio do seu distribuidor principal.\n\nPortal de parceiros DCN',
      distributorSubject: 'Seu distribuidor principal: {distributor}',
      distributorBody:
        'Prezado(a) {name},\n\nA sede escolheu {distributor} como o distribuidor principal do qual sua empresa compra.\n\nPortal de parceiros DCN',
    },
  },
  // Head office's quotation desk (server/backoffice/quotations-desk.ts).
  quotationDesk: {
    decided: 'Esta cotação já não aguarda a sede: ela está «{status}». Recarregue-a.',
    expired:
      'Esta cotação expirou em {date}: seus preços não valem mais. Rejeite-a com um motivo ou peça ao parceiro que a salve de novo com preços novos.',
    changed:
      'O parceiro alterou esta cotação depois que você a abriu. Recarregue-a e decida sobre a nova versão.',
    approved: 'A cotação foi aprovada e o parceiro foi avisado por e-mail.',
    rejected: 'A cotação foi recusada e o parceiro foi avisado por e-mail.',
    mail: {
      approvedSubject: 'Sua cotação {code} foi aprovada',
      approvedBody:
        'Olá, {name},\n\nA sede aprovou sua cotação {code}. Agora você pode gerar um pedido a partir dela no portal.\n\nPortal de Parceiros DCN',
      rejectedSubject: 'Sua cotação {code} não foi aprovada',
      rejectedBody:
        'Olá, {name},\n\nA sede não aprovou sua cotação {code}. Motivo: {reason}\n\nFaça uma nova cotação com as alterações que a sede pede.\n\nPortal de Parceiros DCN',
    },
  },
  /** The documents a partner downloads: quotation and packing list (server/quotations/documents.ts). */
  documents: {
    quotation: 'Cotação',
    packingList: 'Lista de embalagem',
    quotationNo: 'N.º da cotação',
    issued: 'Data de emissão',
    validUntil: 'Válida até',
    currency: 'Moeda',
    seller: 'Vendedor',
    buyer: 'Comprador',
    endUser: 'Usuário final e projeto',
    project: 'Projeto: {name}',
    sellerPlace: 'Sede, China',
    no: 'N.º',
    model: 'Modelo',
    description: 'Descrição',
    erpNo: 'N.º ERP',
    quantity: 'Quantidade',
    gplPrice: 'Preço GPL (USD)',
    unitPrice: 'Preço unitário (USD)',
    subtotal: 'Valor parcial (USD)',
    priceNote:
      'O preço unitário é o seu preço de parceiro: o preço GPL menos o seu desconto de parceiro. Subtotal = quantidade × preço unitário.',
    total: 'Totais',
    poTotal: 'Total do pedido (USD)',
    vat: 'IVA {rate}%',
    amount: 'Valor devido (USD)',
    terms: 'Condições',
    termFob: 'Preços FOB Shenzhen em dólares americanos; FOB Hong Kong tem custo adicional.',
    termPayment: 'Condições de pagamento: OA45 (conta aberta, 45 dias).',
    termVat:
      'Quando o total do pedido for inferior a {threshold} USD, são acrescentados {rate}% do valor total do pedido a título de IVA.',
    termValid: 'Preços válidos até {date}.',
    page: 'Página {page} de {pages}',
    customerFile: 'Cotação {code} para o cliente',
    /** The sales contract of an order (server/orders/contract-template.ts). */
    contract: {
      title: 'Contrato de compra e venda',
      number: 'N.º do contrato',
      date: 'Data',
      parties: 'Partes',
      contact: 'Contato',
      address: 'Endereço',
      endCustomer: 'Cliente final',
      remarks: 'Observações',
      goods: 'Mercadorias',
      termPrice:
        'Preço: FOB Shenzhen em dólares americanos; a entrega FOB Hong Kong tem custo adicional.',
      termPayment:
        'Condições de pagamento: OA45 (conta aberta, 45 dias). O Comprador envia a data de pagamento e o comprovante pelo portal de parceiros.',
      termDelivery: 'Data de entrega prevista: {date}.',
      termDeliveryPlan:
        'Entrega: na data e conforme o plano que o Comprador informar no cronograma de entrega do pedido.',
      termShipping:
        'O Vendedor expede após o lembrete de expedição do Comprador e fornece os documentos de embarque e uma carta de recebimento, que o Comprador confirma ao receber as mercadorias.',
      forSeller: 'Pelo Vendedor: {party}',
      forBuyer: 'Pelo Comprador: {party}',
      signName: 'Nome',
      signTitle: 'Cargo',
      signature: 'Assinatura e carimbo da empresa',
      signDate: 'Data',
      englishPrevails:
        'Este contrato é apresentado em {language} e em inglês. O texto em inglês é o vinculativo; a tradução ao lado é fornecida por conveniência.',
      file: 'Contrato {sn}',
    },
  },
};

export default pt_server;
