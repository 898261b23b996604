import type { NamespaceServerTranslation } from '../../i18n-types';

const es_server: NamespaceServerTranslation = {
  uploadBodyTooLarge:
    'La carga es demasiado grande: como máximo {maxKb} kB en total y {fileKb} kB por archivo.',
  uploadsBusy: 'Espere a que terminen sus otras cargas y vuelva a intentarlo.',
  uploadsTooMany:
    'Ha enviado muchos archivos en los últimos minutos. Vuelva a intentarlo dentro de {minutes} min.',
  ok: 'Correcto',
  notFound: 'No encontrado',
  internalError: 'El servidor no pudo completar la solicitud. Inténtelo de nuevo más tarde.',
  databaseUnavailable:
    'El portal no está disponible temporalmente. Inténtelo de nuevo en unos momentos.',
  notLoggedIn: 'No ha iniciado sesión. Inicie sesión primero.',
  sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  sessionExpired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  tooManyRequests: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  loginOk: 'Inicio de sesión correcto',
  loginFailed: 'Dirección de correo electrónico o contraseña incorrecta',
  loginNeedsVerify:
    'Demasiados intentos fallidos. Introduzca el código de verificación enviado a su correo electrónico.',
  verifyCodeWrong: 'El código de verificación es incorrecto o ha caducado.',
  logoutOk: 'Ha cerrado la sesión.',
  codeSent: 'Se ha enviado un código de verificación a {email}.',
  resetCodeSent: 'Si alguna cuenta usa {email}, se le ha enviado un código de verificación.',
  codeCooldown: 'Se envió un código hace menos de un minuto. Espere {seconds} s.',
  emailAvailable: 'Esta dirección de correo electrónico está disponible.',
  emailTaken: 'Esta dirección de correo electrónico ya está registrada.',
  countryUnknown: 'Elija un país de la lista.',
  telephoneInvalid: 'Introduzca un número de teléfono válido para el país elegido.',
  passwordTooShort: 'La contraseña es demasiado corta (mínimo de caracteres: {min}).',
  passwordTooLong: 'La contraseña es demasiado larga (máximo de caracteres: {max}).',
  passwordIsEmail: 'La contraseña no puede ser su dirección de correo electrónico.',
  passwordOneCharacter: 'La contraseña no puede ser un solo carácter repetido.',
  passwordCommon: 'Esta contraseña es una de las más usadas y es fácil de adivinar. Elija otra.',
  registerOk: 'Registro completado. Ya puede iniciar sesión.',
  codeVerified: 'El código es correcto. Elija una contraseña nueva.',
  passwordResetOk: 'Su contraseña se ha restablecido. Inicie sesión con la contraseña nueva.',
  oldPasswordWrong: 'La contraseña actual es incorrecta.',
  passwordUnchanged: 'La contraseña nueva debe ser distinta de la actual.',
  passwordChangedOk: 'Contraseña cambiada. Vuelva a iniciar sesión.',
  uploadTooLarge: 'El archivo supera {maxKb} kB.',
  uploadNotImage: 'Elija una imagen JPEG, PNG, GIF o WebP.',
  uploadOk: 'Archivo subido correctamente',
  profileSaved: 'Su perfil se ha guardado.',
  captchaPlus: '¿Cuánto es {a} más {b}? Escriba la respuesta en cifras.',
  captchaMinus: '¿Cuánto es {a} menos {b}? Escriba la respuesta en cifras.',
  captchaWrong:
    'La respuesta del captcha es incorrecta o ha caducado. Responda a la nueva pregunta.',
  mailSubjectRegister: 'Su código de verificación de registro',
  mailSubjectReset: 'Su código para restablecer la contraseña',
  mailSubjectLogin: 'Su código de verificación de inicio de sesión',
  mailCodeBody:
    'Su código de verificación es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, puede ignorar este correo.',
  routeHome: 'Área personal',
  routeQuotation: 'Cotizaciones',
  routeOrder: 'Pedidos',
  routeProject: 'Proyectos',
  routeEndUser: 'Usuarios finales',
  routeDcnet: 'Membresía DCNet',
  routeTraining: 'Formación',
  routeExams: 'Exámenes',
  routeGrades: 'Calificaciones',
  routeDrafts: 'Borradores',
  routeQuotationDetail: 'Detalle de la cotización',
  routeOrderDetail: 'Detalle del pedido',
  routeProjectDetail: 'Detalle del proyecto',
  routeTrainingEnroll: 'Inscripción en formación',
  routeExamsEnroll: 'Inscripción en examen',
  routePartnerDistribution: 'Solicitud de socio de distribución',
  routePartnerProject: 'Solicitud de socio de proyectos',
  routePartnerService: 'Solicitud de socio de servicio',
  routePartnerDirect: 'Solicitud de usuario final directo',
  // Public content and lookups.
  certificateNumberRequired: 'Introduzca un número de certificado.',
  certificateNotFound: 'Todavía no se ha encontrado información relevante',
  certificatesUnmatched: 'No se ha encontrado información para: {numbers}',
  snRequired: 'Introduzca un número de serie.',
  snNotFound: 'Todavía no se ha encontrado información del número de serie',
  snUnmatched: 'SN sin coincidencia: {sns}',
  snNotAllowed:
    'La consulta de SN solo está disponible para socios locales de servicio posventa en el extranjero.',
  tooManyNumbers: 'Introduzca como máximo {max} números a la vez.',
  informationNotFound: 'Información no encontrada',
  noData: 'No se encontraron datos',
  noResults: 'Sin resultados',
  downloadLinkExpired:
    'El enlace de descarga no es válido o ha caducado. Abra la página del producto y vuelva a descargar el archivo.',
  cartAdded: 'Añadido al carrito',
  operationOk: 'Operación realizada correctamente',
  accessoryNotAllowed: 'Este artículo no es un accesorio del producto elegido.',
  // End users and the drafts box.
  endUserSaved: 'El usuario final se ha guardado.',
  endUserDeleted: 'El usuario final se ha eliminado.',
  endUserNoneToPick: 'Agregue un usuario final',
  endUsersSheet: 'Usuarios finales',
  protectionAsked: 'Solicitada',
  protectionNotAsked: 'No solicitada',
  draftSaved: 'Guardado en la bandeja de borradores.',
  draftOtherType:
    'Este borrador contiene otro tipo de formulario. Guárdelo como un borrador nuevo.',
  draftTooLarge: 'El borrador es demasiado grande para guardarlo (máximo {maxKb} kB).',
  draftTooMany:
    'La bandeja de borradores está llena ({max} borradores). Termine alguno o espere a que caduquen los más antiguos.',
  // Refusals of a request the server cannot take, naming the field as the form labels it.
  refusal: {
    required: 'Rellene el campo «{field}».',
    notValid: 'El campo «{field}» no está bien rellenado.',
    emailInvalid: 'Introduzca una dirección de correo electrónico correcta.',
    tooShort: 'El campo «{field}» debe tener al menos {min} caracteres.',
    tooLong: 'El campo «{field}» puede tener como máximo {max} caracteres.',
    tooSmall: 'El valor de «{field}» debe ser al menos {min}.',
    tooBig: 'El valor de «{field}» puede ser como máximo {max}.',
    chooseOne: 'Elija al menos una opción en «{field}».',
    chooseListed: 'Elija uno de los valores ofrecidos en «{field}».',
    passwordsDiffer:
      'Ha introducido dos contraseñas diferentes. Escriba la misma contraseña en ambos campos.',
    fileNotAllowed: 'Este tipo de archivo no se puede usar en «{field}». Elija otro archivo.',
    formNotValid:
      'Parte de la información introducida no es válida. Revise el formulario e inténtelo de nuevo.',
    unreadable: 'No se pudo leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
    textNotStorable:
      'El texto contiene un carácter que no se puede guardar. Elimínelo e inténtelo de nuevo.',
    unsupportedType:
      'La solicitud se envió en un formato que no se admite. Vuelva a cargar la página e inténtelo de nuevo.',
    tooLarge:
      'La solicitud es demasiado grande. Acorte lo que ha introducido e inténtelo de nuevo.',
    tooSlow: 'La solicitud tardó demasiado en llegar. Compruebe su conexión e inténtelo de nuevo.',
  },
  /** Field names in refusals, keyed by the field of the request. */
  /** Fields whose name differs in one form: there `type` is not the search's scope. */
  fieldIn: {
    membership: { type: 'Nivel de socio' },
    draft: { type: 'Tipo de borrador' },
    // The project form (server/projects/registration.ts).
    project: {
      id: 'Proyecto',
      project_name: 'Nombre del proyecto',
      end_company: 'Usuario final',
      description: 'Descripción del proyecto',
      is_tender: 'Licitación',
      is_protect: 'Protección del proyecto',
      rival_brand: 'Marcas competidoras',
      advancement: 'Avance del proyecto',
      estimated_po_date: 'Fecha prevista del pedido',
      predicted_awarding_date: 'Fecha prevista de adjudicación',
      predicted_leadtime: 'Plazo de entrega previsto',
      notes: 'Notas',
      quotation_id: 'Cotización',
      prices: 'Precios solicitados',
      item_id: 'Línea de la cotización',
      application_price: 'Precio solicitado',
      status: 'Estado',
    },
    // The back office's forms (server/backoffice/routes.ts).
    backoffice: {
      id: 'Solicitud',
      level: 'Nivel',
      start_date: 'Válida desde',
      end_date: 'Válida hasta',
      reason: 'Motivo',
      subject: 'Materia',
      count: 'Número de códigos',
      registration_id: 'Inscripción al examen',
      score: 'Puntuación',
      exam_time: 'Hora del examen',
      region: 'Región',
      status: 'Estado',
      site_name: 'Nombre del sitio',
      copyright: 'Derechos de autor',
      filing_number: 'Número de registro',
      filing_url: 'Enlace del registro',
      chat_url: 'Dirección del chat',
    },
    // The order desk (server/backoffice/orders-desk-routes.ts).
    backofficeOrders: {
      id: 'Pedido',
      waiting: 'En espera de',
      reason: 'Motivo',
      shipping_info: 'Información de envío',
      shipping_files: 'Documentación de envío',
      delivery_receipt: 'Carta de acuse de recibo',
    },
    // The project desk (server/backoffice/projects-desk-routes.ts).
    backofficeProjects: {
      id: 'Proyecto',
      status: 'Estado',
      start_date: 'Protección desde',
      end_date: 'Protección hasta',
      reason: 'Motivo',
    },
    backofficePartners: {
      id: 'Socio',
      tier: 'Tipo de socio',
      keyword: 'Texto de búsqueda',
      distributor_id: 'Distribuidor principal',
    },
  },
  field: {
    username: 'Correo electrónico',
    password: 'Contraseña',
    password_again: 'Confirmar contraseña',
    logIp: 'Recordar este dispositivo',
    verifyCode: 'Código de verificación',
    realname: 'Nombre',
    company: 'Empresa',
    country: 'País',
    telephone: 'Teléfono',
    website: 'Sitio web',
    address: 'Dirección',
    code: 'Código de verificación',
    step: 'Paso',
    old_password: 'Contraseña actual',
    new_password: 'Nueva contraseña',
    file: 'Archivo',
    goods_id: 'Producto',
    quantity: 'Cantidad',
    main_id: 'Producto principal',
    id: 'Elemento',
    ids: 'Elementos',
    cate_id: 'Categoría',
    keyword: 'Texto de búsqueda',
    page: 'Página',
    limit: 'Filas por página',
    label_ids: 'Filtros',
    type: 'Buscar en',
    industry: 'Sector',
    partner_type: 'Tipo de socio',
    name: 'Nombre',
    number: 'Número de certificado',
    sn: 'Número de serie',
    captcha: 'Código de seguridad',
    uuid: 'Imagen del código de seguridad',
    mailbox: 'Correo',
    subject: 'Materia',
    permit_number: 'Número de permiso',
    registration_date: 'Fecha de inscripción',
    registration_code: 'Código de inscripción',
    exam_subject: 'Materia del examen',
    exam_permit_number: 'Número de permiso del examen',
    exam_registration_code: 'Código de inscripción al examen',
    // Fields of the DCNet membership application.
    end_user_type: 'Tipo de usuario final objetivo',
    product_line: 'Línea de productos',
    master_distributor: 'Distribuidor mayorista',
    purchases: 'Volúmenes de compra',
    amount: 'Importe (USD)',
    year: 'Año',
    partners: 'Subsocios',
    project_details: 'Detalles del proyecto',
    business_type: 'Tipo de negocio',
    phone: 'Teléfono',
    // End users and the drafts box.
    contact: 'Persona de contacto',
    email: 'Correo electrónico',
    mobile: 'Móvil',
    staff_size: 'Número de empleados',
    is_protect: 'Protección solicitada',
    product_lines: 'Líneas de nuestros productos en uso',
    rival_brands: 'Marcas competidoras en uso',
    last_year_total_purchase: 'Compra total de red del año pasado (USD)',
    last_year_vendor_purchase: 'Compra de nuestros productos del año pasado (USD)',
    current_year_total_purchase: 'Compra total de red prevista este año (USD)',
    current_year_vendor_purchase: 'Compra prevista de nuestros productos este año (USD)',
    other_sources: 'Otros proveedores',
    create_time: 'Creado',
    title: 'Título',
    content: 'Contenido del borrador',
    // Orders.
    quotation_id: 'Cotización',
    customer_name: 'Nombre del cliente',
    remark: 'Observaciones',
    sign_contract: 'Firmar un contrato',
    contract: 'Contrato firmado',
    pay_date: 'Fecha de pago',
    receipt: 'Comprobante de pago',
    expected_delivery_date: 'Fecha de entrega prevista',
    delivery_plan: 'Plan de entrega',
    freight_forwarder: 'Transitario',
  },
  // The chat page (server/chat/).
  // DCNet membership applications (server/dcnet/dcnet.ts).
  dcnet: {
    applied: 'Su solicitud se ha enviado. La sede central la revisará.',
    revoked: 'Su solicitud se ha retirado.',
    notRevocable:
      'Esta solicitud ya no se puede retirar: la sede central ya ha decidido sobre ella o se retiró antes.',
    tierNotOpen:
      'Ya tiene una solicitud pendiente o una membresía vigente para este tipo de socio.',
    status: {
      pending: 'Pendiente de revisión',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      withdrawn: 'Retirada',
    },
  },
  // Training and exam registrations (server/training/registrations.ts).
  training: {
    trainingCodeWrong: 'Introduzca el código de inscripción a la formación correcto',
    examCodeWrong: 'Introduzca el código de inscripción al examen correcto',
    registered: 'Enviado correctamente',
  },
  chat: {
    title: 'Chat con nuestro equipo de ventas',
    heading: 'Escriba a nuestro equipo de ventas',
    intro:
      'Nuestro equipo de ventas lee cada mensaje y responde a la dirección de correo electrónico de su cuenta.',
    messageLabel: 'Su mensaje',
    messageHint: 'Hasta {max} caracteres.',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: 'Su mensaje se ha enviado.',
    history: 'Sus mensajes anteriores',
    empty: 'Todavía no ha enviado ningún mensaje.',
    loading: 'Cargando sus mensajes…',
    bodyRequired: 'Escriba un mensaje antes de enviarlo.',
    bodyTooLong: 'El mensaje es demasiado largo (máximo: {max} caracteres).',
    bodyInvalid: 'El mensaje contiene caracteres que no se pueden enviar.',
    failed: 'No se pudo enviar el mensaje. Compruebe la conexión e inténtelo de nuevo.',
    loadFailed: 'No se pudieron cargar sus mensajes anteriores.',
    noScript: 'El chat necesita JavaScript. Actívelo en su navegador.',
  },
  // Quotations (server/quotations/quotations.ts).
  quotation: {
    revisionLine: '{model} × {quantity} (precio solicitado {price})',
    statusApplying: 'En solicitud',
    statusApproved: 'Aprobada',
    statusRejected: 'Rechazada',
    selectMainProduct: 'Seleccione el producto principal',
    deleteMainFirst: 'Elimine primero el producto principal',
    addProduct: 'Añada un producto',
    checkProduct: 'Revise el producto',
    salePriceInvalid:
      'Revise el precio de venta de {model}: como máximo dos decimales y no más de {max}.',
    saved: 'Cotización guardada',
    deleted: 'Cotización eliminada',
    inProject: 'Esta cotización está registrada en un proyecto y no se puede eliminar.',
  },
  // Projects (server/projects/projects.ts).
  project: {
    onlyDirectProjectPartners:
      'Solo los socios directos de proyectos (DPP) pueden registrar proyectos. Para registrar proyectos, solicite la membresía DPP en DCNet.',
    selectEndUser: 'Seleccione el usuario final',
    selectQuotation: 'Seleccione la cotización',
    quotationExpired:
      'Esta cotización ha vencido: sus precios ya no son válidos. Guárdela de nuevo para obtener precios nuevos o seleccione otra cotización.',
    quotationTaken:
      'Esta cotización ya está registrada en otro proyecto. Seleccione otra cotización.',
    pricesMissing: 'Indique un precio solicitado para cada línea de la cotización.',
    priceInvalid:
      'Revise el precio solicitado de {model}: mayor que 0, como máximo dos decimales y no más de {max}.',
    notChangeable:
      'La oficina central ya ha decidido sobre este proyecto, por lo que ya no se puede modificar.',
    notDeletable:
      'La oficina central ya ha decidido sobre este proyecto, por lo que ya no se puede eliminar.',
    registered: 'El proyecto se ha registrado. La oficina central lo revisará.',
    saved: 'El proyecto se ha guardado.',
    deleted: 'El proyecto se ha eliminado.',
    endUserInProject: 'Este usuario final figura en un proyecto y no se puede eliminar.',
    quotationInProject: 'Esta cotización está registrada en un proyecto y no se puede modificar.',
  },
  // Orders (server/orders/orders.ts).
  order: {
    quotationExpired:
      'Esta cotización ha vencido: sus precios ya no son válidos. Guárdela de nuevo para obtener precios nuevos; después la sede central la aprobará otra vez.',
    step: {
      generate: 'Generar pedido',
      basic: 'Información básica',
      contract: 'Información del contrato',
      payment: 'Pago',
      schedule: 'Calendario de entrega',
      reminder: 'Recordatorio de envío',
      shipping: 'Información de envío',
      receipt: 'Recepción de la entrega y confirmación',
      done: 'Pedido completado',
    },
    paymentConfirming: 'Pago pendiente de confirmación',
    stepOutOfOrder:
      'Este pedido está en el paso «{step}». Vuelva a cargar el pedido y continúe desde ese paso.',
    orderCompleted: 'Este pedido está completado. Ya no se puede enviar nada más.',
    contractFileRule: 'Suba el contrato firmado como archivo Word o PDF de 500 kB como máximo.',
    receiptFileRule: 'Suba el comprobante de pago como archivo JPG o PDF de 500 kB como máximo.',
    quotationNotApproved: 'Solo se puede generar un pedido a partir de una cotización aprobada.',
    orderExists: 'Ya se ha generado un pedido a partir de esta cotización.',
    quotationHasOrder:
      'Se ha generado un pedido a partir de esta cotización, por lo que no se puede eliminar.',
    quotationHasOrderChange:
      'Ya se ha generado un pedido a partir de esta cotización, por lo que no se puede modificar.',
    templateNotYet:
      'La plantilla del contrato estará disponible cuando se haya confirmado la información básica.',
    linkExpired:
      'Este enlace de descarga no es válido o ha caducado. Abra de nuevo el pedido y descargue el archivo desde allí.',
    created: 'Se ha generado el pedido.',
    submitted: 'Enviado correctamente',
    uploaded: 'Archivo subido correctamente',
    reminded: 'Se ha recordado el envío',
    finished: 'Pedido completado',
    headOffice: 'Sede central',
    documentState: {
      waiting: 'Aún no disponible',
      available: 'Lista para descargar',
      uploaded: 'Subido',
      not_required: 'No necesario',
      confirmed: 'Confirmado',
    },
    event: {
      created: 'Generó el pedido a partir de la cotización {code}',
      basic: 'Confirmó la información básica',
      contract_signed: 'Subió el contrato firmado',
      contract_not_signed: 'Decidió continuar sin contrato',
      payment_sent: 'Envió la fecha de pago y el comprobante',
      payment_confirmed: 'Confirmó el comprobante de pago',
      payment_returned: 'Devolvió el comprobante de pago',
      schedule: 'Indicó el calendario de entrega',
      reminded: 'Pidió a la sede central que enviara el pedido',
      shipped: 'Subió la información de envío y el acuse de recibo de la entrega',
      finished: 'Confirmó la recepción de la entrega',
      shipping_uploaded: 'Subió la información y la documentación de envío',
      delivery_receipt_uploaded: 'Subió la carta de acuse de recibo de la entrega',
    },
  },
  // Head office's side (server/backoffice/).
  backoffice: {
    notPermitted: 'No tiene permiso para hacer esto. Solicite acceso a la oficina central.',
    notPending: 'Esta solicitud ya se ha resuelto o se ha retirado.',
    dateInvalid: 'Introduzca fechas y horas válidas.',
    subjectUnknown: 'Elija una formación o un examen de la lista.',
    alreadyRecorded: 'Ya se ha registrado un resultado para esta inscripción al examen.',
    languageUnknown: 'Solo se pueden indicar textos en los idiomas del portal.',
    chatAddressInvalid:
      'La dirección del chat debe estar vacía, ser una dirección http(s) o una ruta de este sitio.',
    membershipApproved:
      'La solicitud se ha aprobado y se ha informado al socio por correo electrónico.',
    membershipRejected:
      'La solicitud se ha rechazado y se ha informado al socio por correo electrónico.',
    codesIssued: 'Códigos de inscripción emitidos: {count}.',
    resultRecorded: 'El resultado se ha registrado.',
    resultRecordedPassed:
      'El resultado se ha registrado y se ha emitido el certificado {certificate}.',
    settingsSaved: 'La configuración se ha guardado.',
    // E-mails to the partner, in the partner's language.
    mail: {
      levels: {
        pre: 'Nivel inicial',
        silver: 'Plata',
        gold: 'Oro',
        diamond: 'Diamante',
      },
      membershipApprovedSubject: 'Su membresía {tier} ha sido aprobada',
      membershipApprovedBody:
        'Estimado/a {name}:\n\nLa oficina central ha aprobado su solicitud de {tier} con el nivel {level}. La membresía es válida del {start} al {end}.\n\nPortal de socios DCN',
      membershipApprovedMovedBody:
        'Estimado/a {name}:\n\nLa oficina central ha aprobado su solicitud de {tier} con el nivel {level}. La membresía es válida del {start} al {end}.\n\nSu cuenta es ahora una cuenta {tier}. El portal le mostrará las pantallas de ese tipo de socio la próxima vez que abra una de sus páginas.\n\nPortal de socios DCN',
      membershipRejectedSubject: 'Su solicitud de {tier} no ha sido aprobada',
      membershipRejectedBody:
        'Estimado/a {name}:\n\nLa oficina central no ha aprobado su solicitud de {tier}. Motivo: {reason}\n\nPuede volver a solicitarla cuando se haya resuelto el motivo.\n\nPortal de socios DCN',
    },
  },
  // Head office's order and project desks (server/backoffice/orders-desk.ts,
  // backoffice-projects.ts, backoffice-partners.ts).
  backofficeDesks: {
    stale: 'Este pedido ya no espera esta acción: ahora está en «{status}». Vuelva a cargarlo.',
    shippingAlreadyUploaded:
      'La información de envío de este pedido ya se ha subido. Suba la carta de acuse de recibo.',
    shippingFirst:
      'Suba la información y la documentación de envío de este pedido antes de la carta de acuse de recibo.',
    shippingFilesRule:
      'Suba de uno a diez documentos de envío en PDF, JPEG, PNG, Word o Excel, de 2 MB como máximo cada uno.',
    deliveryReceiptRule:
      'Suba la carta de acuse de recibo en PDF, JPEG o Word, de 2 MB como máximo.',
    fileRefused: 'El archivo «{file}» no es un PDF, JPEG, PNG, Word o Excel de 2 MB como máximo.',
    paymentConfirmed:
      'El comprobante de pago se ha confirmado y se ha informado al socio por correo electrónico.',
    paymentReturned:
      'El comprobante de pago se ha devuelto y se ha informado al socio por correo electrónico.',
    shippingUploaded:
      'La información de envío se ha subido y se ha informado al socio por correo electrónico.',
    deliveryReceiptUploaded:
      'La carta de acuse de recibo se ha subido y se ha pedido al socio que confirme la recepción.',
    notApplying: 'La oficina central ya ha decidido sobre este proyecto.',
    projectApproved:
      'El proyecto se ha aprobado y se ha informado al socio por correo electrónico.',
    projectRejected:
      'El proyecto se ha rechazado y se ha informado al socio por correo electrónico.',
    notDirectProjectPartner: 'Solo un socio de proyectos directo (DPP) puede pasar a APP.',
    notAuthorizedProjectPartner:
      'Solo se puede elegir un distribuidor principal para un socio de proyectos autorizado (APP).',
    notDistributor: 'Elija un socio de distribución directo (DDP) como distribuidor principal.',
    migrated:
      'El socio es ahora socio de proyectos autorizado (APP) y se le ha informado por correo electrónico.',
    distributorChosen:
      'Se ha elegido el distribuidor principal y se ha informado al socio por correo electrónico.',
    history: {
      registered: 'Registró el proyecto',
      approved: 'Aprobó el proyecto, con protección del {start} al {end}',
      rejected: 'Rechazó el proyecto',
      expired: 'Terminó el período de protección',
    },
    mail: {
      paymentConfirmedSubject: 'Pedido {order}: pago confirmado',
      paymentConfirmedBody:
        'Estimado/a {name}:\n\nLa oficina central ha confirmado el comprobante de pago del pedido {order}. Indique el calendario de entrega en el portal.\n\nPortal de socios DCN',
      paymentReturnedSubject: 'Pedido {order}: envíe de nuevo el comprobante de pago',
      paymentReturnedBody:
        'Estimado/a {name}:\n\nLa oficina central no ha podido aceptar el comprobante de pago del pedido {order}. Motivo: {reason}\n\nSuba en el portal la fecha de pago y un nuevo comprobante.\n\nPortal de socios DCN',
      shippedSubject: 'El pedido {order} se ha enviado',
      shippedBody:
        'Estimado/a {name}:\n\nLa oficina central ha enviado el pedido {order}. Información de envío: {info}\n\nLa documentación de envío está en el pedido, en el portal.\n\nPortal de socios DCN',
      deliveryReceiptSubject: 'Pedido {order}: confirme la recepción',
      deliveryReceiptBody:
        'Estimado/a {name}:\n\nLa carta de acuse de recibo del pedido {order} está en el portal. Confirme allí la recepción de la entrega.\n\nPortal de socios DCN',
      projectApprovedSubject: 'Su proyecto «{project}» se ha aprobado',
      projectApprovedBody:
        'Estimado/a {name}:\n\nLa oficina central ha aprobado su proyecto «{project}». Está protegido del {start} al {end}.\n\nPortal de socios DCN',
      projectRejectedSubject: 'Su proyecto «{project}» no se ha aprobado',
      projectRejectedBody:
        'Estimado/a {name}:\n\nLa oficina central no ha aprobado su proyecto «{project}». Motivo: {reason}\n\nPortal de socios DCN',
      migratedSubject: 'Ahora es socio de proyectos autorizado (APP)',
      migratedBody:
        'Estimado/a {name}:\n\nLa oficina central ha pasado su empresa de socio de proyectos directo (DPP) a socio de proyectos autorizado (APP). Sus proyectos no cambian; los nuevos proyectos se registran a través de su distribuidor principal.\n\nPortal de socios DCN',
      distributorSubject: 'Su distribuidor principal: {distributor}',
      distributorBody:
        'Estimado/a {name}:\n\nLa oficina central ha elegido a {distributor} como el distribuidor principal al que compra su empresa.\n\nPortal de socios DCN',
    },
  },
  // Head office's quotation desk (server/backoffice/quotations-desk.ts).
  quotationDesk: {
    decided:
      'Esta cotización ya no está pendiente de la oficina central: está «{status}». Vuelva a cargarla.',
    expired:
      'Esta cotización venció el {date}: sus precios ya no son válidos. Recházela con un motivo o pida al socio que la guarde de nuevo con precios nuevos.',
    changed:
      'El socio ha modificado esta cotización después de que usted la abriera. Vuelva a cargarla y decida sobre la nueva versión.',
    approved: 'La cotización se ha aprobado y se ha avisado al socio por correo electrónico.',
    rejected: 'La cotización se ha rechazado y se ha avisado al socio por correo electrónico.',
    mail: {
      approvedSubject: 'Su cotización {code} se ha aprobado',
      approvedBody:
        'Estimado/a {name}:\n\nLa oficina central ha aprobado su cotización {code}. Ya puede generar un pedido a partir de ella en el portal.\n\nPortal de socios de DCN',
      rejectedSubject: 'Su cotización {code} no se ha aprobado',
      rejectedBody:
        'Estimado/a {name}:\n\nLa oficina central no ha aprobado su cotización {code}. Motivo: {reason}\n\nCree una nueva cotización con los cambios que pide la oficina central.\n\nPortal de socios de DCN',
    },
  },
  /** The documents a partner downloads: quotation and packing list (server/quotations/documents.ts). */
  documents: {
    quotation: 'Presupuesto',
    packingList: 'Lista de empaque',
    quotationNo: 'N.º de presupuesto',
    issued: 'Fecha de emisión',
    validUntil: 'Válido hasta',
    currency: 'Moneda',
    seller: 'Vendedor',
    buyer: 'Comprador',
    endUser: 'Usuario final y proyecto',
    project: 'Proyecto: {name}',
    sellerPlace: 'Sede central, China',
    no: 'N.º',
    model: 'Modelo',
    description: 'Descripción',
    erpNo: 'N.º ERP',
    quantity: 'Cantidad',
    gplPrice: 'Precio GPL (USD)',
    unitPrice: 'Precio unitario (USD)',
    subtotal: 'Importe (USD)',
    priceNote:
      'El precio unitario es su precio de socio: el precio GPL menos su descuento de socio. Subtotal = cantidad × precio unitario.',
    total: 'Totales',
    poTotal: 'Total del pedido (USD)',
    vat: 'IVA {rate}%',
    amount: 'Importe a pagar (USD)',
    terms: 'Condiciones',
    termFob:
      'Precios FOB Shenzhen en dólares estadounidenses; FOB Hong Kong tiene un coste adicional.',
    termPayment: 'Condiciones de pago: OA45 (cuenta abierta, 45 días).',
    termVat:
      'Si el total del pedido es inferior a {threshold} USD, se añade un {rate}% adicional del valor total del pedido en concepto de IVA.',
    termValid: 'Precios válidos hasta el {date}.',
    page: 'Página {page} de {pages}',
    customerFile: 'Presupuesto {code} para el cliente',
    /** The sales contract of an order (server/orders/contract-template.ts). */
    contract: {
      title: 'Contrato de compraventa',
      number: 'N.º de contrato',
      date: 'Fecha',
      parties: 'Partes',
      contact: 'Contacto',
      address: 'Dirección',
      endCustomer: 'Cliente final',
      remarks: 'Observaciones',
      goods: 'Mercancías',
      termPrice:
        'Precio: FOB Shenzhen en dólares estadounidenses; la entrega FOB Hong Kong tiene un coste adicional.',
      termPayment:
        'Condiciones de pago: OA45 (cuenta abierta, 45 días). El Comprador envía la fecha de pago y el justificante a través del portal de socios.',
      termDelivery: 'Fecha de entrega prevista: {date}.',
      termDeliveryPlan:
        'Entrega: en la fecha y según el plan que el Comprador indique en el calendario de entrega del pedido.',
      termShipping:
        'El Vendedor envía tras el aviso de envío del Comprador y entrega los documentos de envío y una carta de recepción, que el Comprador confirma al recibir la mercancía.',
      forSeller: 'Por el Vendedor: {party}',
      forBuyer: 'Por el Comprador: {party}',
      signName: 'Nombre',
      signTitle: 'Cargo',
      signature: 'Firma y sello de la empresa',
      signDate: 'Fecha',
      englishPrevails:
        'Este contrato se presenta en {language} y en inglés. El texto en inglés es el vinculante; la traducción que lo acompaña se ofrece por comodidad.',
      file: 'Contrato {sn}',
    },
  },
};

export default es_server;
