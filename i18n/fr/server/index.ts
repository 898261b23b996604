import type { NamespaceServerTranslation } from '../../i18n-types';

const fr_server: NamespaceServerTranslation = {
  uploadBodyTooLarge:
    'L’envoi est trop volumineux : {maxKb} ko au plus en tout, et {fileKb} ko par fichier.',
  uploadsBusy: 'Veuillez attendre la fin de vos autres envois, puis réessayer.',
  uploadsTooMany:
    'Vous avez envoyé beaucoup de fichiers ces dernières minutes. Veuillez réessayer dans {minutes} min.',
  ok: 'Succès',
  notFound: 'Introuvable',
  internalError: "Le serveur n'a pas pu traiter la requête. Veuillez réessayer plus tard.",
  databaseUnavailable:
    'Le portail est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  notLoggedIn: "Vous n'êtes pas connecté. Veuillez d'abord vous connecter.",
  sessionEnded: 'Votre session est terminée. Veuillez vous reconnecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer plus tard.',
  loginOk: 'Connexion réussie',
  loginFailed: 'Adresse e-mail ou mot de passe incorrect',
  loginNeedsVerify:
    "Trop d'échecs de connexion. Saisissez le code de vérification envoyé à votre adresse e-mail.",
  verifyCodeWrong: 'Le code de vérification est incorrect ou a expiré.',
  logoutOk: 'Vous êtes déconnecté.',
  codeSent: 'Un code de vérification a été envoyé à {email}.',
  resetCodeSent: 'Si un compte utilise {email}, un code de vérification y a été envoyé.',
  codeCooldown: 'Un code a été envoyé il y a moins d’une minute. Veuillez patienter {seconds} s.',
  emailAvailable: 'Cette adresse e-mail est disponible.',
  emailTaken: 'Cette adresse e-mail est déjà enregistrée.',
  countryUnknown: 'Veuillez choisir un pays dans la liste.',
  telephoneInvalid: 'Veuillez saisir un numéro de téléphone valide pour le pays choisi.',
  passwordTooShort: 'Le mot de passe est trop court (nombre minimal de caractères : {min}).',
  passwordTooLong: 'Le mot de passe est trop long (nombre maximal de caractères : {max}).',
  passwordIsEmail: 'Le mot de passe ne doit pas être votre adresse e-mail.',
  passwordOneCharacter: 'Le mot de passe ne doit pas être un seul caractère répété.',
  passwordCommon:
    'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.',
  registerOk: 'Inscription réussie. Vous pouvez maintenant vous connecter.',
  codeVerified: 'Le code est correct. Veuillez choisir un nouveau mot de passe.',
  passwordResetOk:
    'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau mot de passe.',
  oldPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordUnchanged: "Le nouveau mot de passe doit être différent de l'actuel.",
  passwordChangedOk: 'Mot de passe modifié. Veuillez vous reconnecter.',
  uploadTooLarge: 'Le fichier dépasse {maxKb} ko.',
  uploadNotImage: 'Veuillez choisir une image JPEG, PNG, GIF ou WebP.',
  uploadOk: 'Téléversement réussi',
  profileSaved: 'Votre profil a été enregistré.',
  captchaPlus: 'Combien font {a} plus {b} ? Saisissez la réponse en chiffres.',
  captchaMinus: 'Combien font {a} moins {b} ? Saisissez la réponse en chiffres.',
  captchaWrong:
    'La réponse au captcha est incorrecte ou a expiré. Veuillez répondre à la nouvelle question.',
  mailSubjectRegister: "Votre code de vérification d'inscription",
  mailSubjectReset: 'Votre code de réinitialisation du mot de passe',
  mailSubjectLogin: 'Votre code de vérification de connexion',
  mailCodeBody:
    "Votre code de vérification est {code}. Il est valable {minutes} minutes. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
  routeHome: 'Espace personnel',
  routeQuotation: 'Devis',
  routeOrder: 'Commandes',
  routeProject: 'Projets',
  routeEndUser: 'Utilisateurs finaux',
  routeDcnet: 'Adhésion DCNet',
  routeTraining: 'Formation',
  routeExams: 'Examens',
  routeGrades: 'Résultats',
  routeDrafts: 'Brouillons',
  routeQuotationDetail: 'Détail du devis',
  routeOrderDetail: 'Détail de la commande',
  routeProjectDetail: 'Détail du projet',
  routeTrainingEnroll: 'Inscription à une formation',
  routeExamsEnroll: 'Inscription à un examen',
  routePartnerDistribution: 'Candidature de partenaire de distribution',
  routePartnerProject: 'Candidature de partenaire projet',
  routePartnerService: 'Candidature de partenaire de service',
  routePartnerDirect: 'Candidature d’utilisateur final direct',
  // Public content and lookups.
  certificateNumberRequired: 'Veuillez saisir un numéro de certificat.',
  certificateNotFound: 'Aucune information correspondante n’a encore été trouvée',
  certificatesUnmatched: 'Aucune information trouvée pour : {numbers}',
  snRequired: 'Veuillez saisir un numéro de série.',
  snNotFound: 'Aucune information sur ce numéro de série n’a encore été trouvée',
  snUnmatched: 'SN sans correspondance : {sns}',
  snNotAllowed:
    'La vérification des SN est réservée aux partenaires locaux de service après-vente à l’étranger.',
  tooManyNumbers: 'Saisissez au maximum {max} numéros à la fois.',
  informationNotFound: 'Informations introuvables',
  noData: 'Aucune donnée trouvée',
  noResults: 'Aucun résultat',
  downloadLinkExpired:
    'Ce lien de téléchargement est invalide ou a expiré. Ouvrez la page du produit et téléchargez à nouveau le fichier.',
  cartAdded: 'Ajouté au panier',
  operationOk: 'Opération réussie',
  accessoryNotAllowed: "Cet article n'est pas un accessoire du produit choisi.",
  // End users and the drafts box.
  endUserSaved: 'Le client final a été enregistré.',
  endUserDeleted: 'Le client final a été supprimé.',
  endUserNoneToPick: 'Veuillez ajouter un client final',
  endUsersSheet: 'Clients finaux',
  protectionAsked: 'Demandée',
  protectionNotAsked: 'Non demandée',
  draftSaved: 'Enregistré dans les brouillons.',
  draftOtherType:
    'Ce brouillon contient un autre type de formulaire. Veuillez l’enregistrer comme nouveau brouillon.',
  draftTooLarge: 'Le brouillon est trop volumineux pour être enregistré ({maxKb} ko au maximum).',
  draftTooMany:
    'La boîte de brouillons est pleine ({max} brouillons). Terminez-en un ou attendez que les plus anciens expirent.',
  // Refusals of a request the server cannot take, naming the field as the form labels it.
  refusal: {
    required: 'Veuillez remplir le champ « {field} ».',
    notValid: 'Le champ « {field} » n’est pas correctement rempli.',
    emailInvalid: 'Veuillez saisir une adresse e-mail correcte.',
    tooShort: 'Le champ « {field} » doit contenir au moins {min} caractères.',
    tooLong: 'Le champ « {field} » peut contenir au plus {max} caractères.',
    tooSmall: 'La valeur du champ « {field} » doit être au moins {min}.',
    tooBig: 'La valeur du champ « {field} » peut être au plus {max}.',
    chooseOne: 'Veuillez choisir au moins une option pour « {field} ».',
    chooseListed: 'Veuillez choisir l’une des valeurs proposées pour « {field} ».',
    passwordsDiffer:
      'Vous avez saisi deux mots de passe différents. Veuillez saisir le même mot de passe dans les deux champs.',
    fileNotAllowed:
      'Ce type de fichier ne peut pas être utilisé pour « {field} ». Veuillez choisir un autre fichier.',
    formNotValid:
      'Certaines informations saisies ne sont pas valides. Vérifiez le formulaire et réessayez.',
    unreadable: 'Le formulaire n’a pas pu être lu. Rechargez la page et réessayez.',
    textNotStorable:
      'Le texte contient un caractère qui ne peut pas être enregistré. Supprimez-le et réessayez.',
    unsupportedType:
      'La requête a été envoyée dans un format qui n’est pas accepté. Rechargez la page et réessayez.',
    tooLarge: 'La requête est trop volumineuse. Raccourcissez votre saisie et réessayez.',
    tooSlow: 'La requête a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
  },
  /** Field names in refusals, keyed by the field of the request. */
  /** Fields whose name differs in one form: there `type` is not the search's scope. */
  fieldIn: {
    membership: { type: 'Niveau de partenariat' },
    draft: { type: 'Type de brouillon' },
    // The project form (server/projects/registration.ts).
    project: {
      id: 'Projet',
      project_name: 'Nom du projet',
      end_company: 'Client final',
      description: 'Description du projet',
      is_tender: 'Appel d’offres',
      is_protect: 'Protection du projet',
      rival_brand: 'Marques concurrentes',
      advancement: 'Avancement du projet',
      estimated_po_date: 'Date de commande prévue',
      predicted_awarding_date: 'Date d’attribution prévue',
      predicted_leadtime: 'Délai de livraison prévu',
      notes: 'Remarques',
      quotation_id: 'Devis',
      prices: 'Prix demandés',
      item_id: 'Ligne du devis',
      application_price: 'Prix demandé',
      status: 'Statut',
    },
    // The back office's forms (server/backoffice/routes.ts).
    backoffice: {
      id: 'Demande',
      level: 'Niveau',
      start_date: 'Valable du',
      end_date: "Valable jusqu'au",
      reason: 'Motif',
      subject: 'Sujet',
      count: 'Nombre de codes',
      registration_id: "Inscription à l'examen",
      score: 'Note',
      exam_time: "Heure de l'examen",
      region: 'Région',
      status: 'Statut',
      site_name: 'Nom du site',
      copyright: "Droits d'auteur",
      filing_number: "Numéro d'enregistrement",
      filing_url: "Lien d'enregistrement",
      chat_url: 'Adresse du chat',
    },
    // The order desk (server/backoffice/orders-desk-routes.ts).
    backofficeOrders: {
      id: 'Commande',
      waiting: 'En attente de',
      reason: 'Motif',
      shipping_info: "Informations d'expédition",
      shipping_files: "Documents d'expédition",
      delivery_receipt: "Lettre d'accusé de réception",
    },
    // The project desk (server/backoffice/projects-desk-routes.ts).
    backofficeProjects: {
      id: 'Projet',
      status: 'Statut',
      start_date: 'Protection du',
      end_date: "Protection jusqu'au",
      reason: 'Motif',
    },
    backofficePartners: {
      id: 'Partenaire',
      tier: 'Type de partenaire',
      keyword: 'Texte recherché',
      distributor_id: 'Distributeur principal',
    },
  },
  field: {
    username: 'Adresse e-mail',
    password: 'Mot de passe',
    password_again: 'Confirmer le mot de passe',
    logIp: 'Se souvenir de cet appareil',
    verifyCode: 'Code de vérification',
    realname: 'Nom',
    company: 'Entreprise',
    country: 'Pays',
    telephone: 'Téléphone',
    website: 'Site web',
    address: 'Adresse postale',
    code: 'Code de vérification',
    step: 'Étape',
    old_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    file: 'Fichier',
    goods_id: 'Produit',
    quantity: 'Quantité',
    main_id: 'Produit principal',
    id: 'Élément',
    ids: 'Éléments',
    cate_id: 'Catégorie',
    keyword: 'Texte recherché',
    page: 'Numéro de page',
    limit: 'Lignes par page',
    label_ids: 'Filtres',
    type: 'Rechercher dans',
    industry: 'Secteur',
    partner_type: 'Type de partenaire',
    name: 'Nom',
    number: 'Numéro de certificat',
    sn: 'Numéro de série',
    captcha: 'Code de sécurité',
    uuid: 'Image du code de sécurité',
    mailbox: 'Courriel',
    subject: 'Matière',
    permit_number: 'Numéro d’autorisation',
    registration_date: 'Date d’inscription',
    registration_code: 'Code d’inscription',
    exam_subject: 'Matière de l’examen',
    exam_permit_number: 'Numéro d’autorisation d’examen',
    exam_registration_code: 'Code d’inscription à l’examen',
    // Fields of the DCNet membership application.
    end_user_type: 'Type d’utilisateur final ciblé',
    product_line: 'Gamme de produits',
    master_distributor: 'Distributeur principal',
    purchases: 'Volumes d’achats',
    amount: 'Montant (USD)',
    year: 'Année',
    partners: 'Sous-partenaires',
    project_details: 'Détails du projet',
    business_type: 'Type d’activité',
    phone: 'Téléphone',
    // End users and the drafts box.
    contact: 'Personne à contacter',
    email: 'Adresse e-mail',
    mobile: 'Téléphone mobile',
    staff_size: 'Effectif',
    is_protect: 'Protection demandée',
    product_lines: 'Nos gammes de produits utilisées',
    rival_brands: 'Marques concurrentes utilisées',
    last_year_total_purchase: 'Achats réseau totaux de l’an dernier (USD)',
    last_year_vendor_purchase: 'Achats de nos produits l’an dernier (USD)',
    current_year_total_purchase: 'Achats réseau prévus cette année (USD)',
    current_year_vendor_purchase: 'Achats prévus de nos produits cette année (USD)',
    other_sources: 'Autres fournisseurs',
    create_time: 'Créé le',
    title: 'Titre',
    content: 'Contenu du brouillon',
    // Orders.
    quotation_id: 'Devis',
    customer_name: 'Nom du client',
    remark: 'Remarques',
    sign_contract: 'Signer un contrat',
    contract: 'Contrat signé',
    pay_date: 'Date de paiement',
    receipt: 'Justificatif de paiement',
    expected_delivery_date: 'Date de livraison prévue',
    delivery_plan: 'Plan de livraison',
    freight_forwarder: 'Transitaire',
  },
  // The chat page (server/chat/).
  // DCNet membership applications (server/dcnet/dcnet.ts).
  dcnet: {
    applied: 'Votre demande a été envoyée. Le siège l’examinera.',
    revoked: 'Votre demande a été retirée.',
    notRevocable:
      'Cette demande ne peut plus être retirée : le siège a déjà statué, ou elle a déjà été retirée.',
    tierNotOpen:
      'Vous avez déjà une demande en attente ou une adhésion en cours pour ce type de partenaire.',
    status: {
      pending: 'En cours d’examen',
      approved: 'Approuvée',
      rejected: 'Refusée',
      withdrawn: 'Retirée',
    },
  },
  // Training and exam registrations (server/training/registrations.ts).
  training: {
    trainingCodeWrong: 'Veuillez saisir le bon code d’inscription à la formation',
    examCodeWrong: 'Veuillez saisir le bon code d’inscription à l’examen',
    registered: 'Envoyé avec succès',
  },
  chat: {
    title: 'Discuter avec notre équipe commerciale',
    heading: 'Écrire à notre équipe commerciale',
    intro:
      "Notre équipe commerciale lit chaque message et répond à l'adresse e-mail de votre compte.",
    messageLabel: 'Votre message',
    messageHint: '{max} caractères au maximum.',
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    sent: 'Votre message a été envoyé.',
    history: 'Vos messages précédents',
    empty: "Vous n'avez encore envoyé aucun message.",
    loading: 'Chargement de vos messages…',
    bodyRequired: "Veuillez écrire un message avant de l'envoyer.",
    bodyTooLong: 'Le message est trop long (maximum : {max} caractères).',
    bodyInvalid: 'Le message contient des caractères qui ne peuvent pas être envoyés.',
    failed: "Le message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
    loadFailed: "Vos messages précédents n'ont pas pu être chargés.",
    noScript: "Le chat a besoin de JavaScript. Veuillez l'activer dans votre navigateur.",
  },
  // Quotations (server/quotations/quotations.ts).
  quotation: {
    revisionLine: '{model} × {quantity} (prix demandé {price})',
    statusApplying: 'En demande',
    statusApproved: 'Approuvé',
    statusRejected: 'Refusé',
    selectMainProduct: 'Veuillez sélectionner le produit principal',
    deleteMainFirst: "Veuillez d'abord supprimer le produit principal",
    addProduct: 'Veuillez ajouter un produit',
    checkProduct: 'Veuillez vérifier le produit',
    salePriceInvalid:
      'Veuillez vérifier le prix de vente de {model} : deux décimales au plus et pas plus de {max}.',
    saved: 'Devis enregistré',
    deleted: 'Devis supprimé',
    inProject: 'Ce devis est enregistré dans un projet et ne peut pas être supprimé.',
  },
  // Projects (server/projects/projects.ts).
  project: {
    onlyDirectProjectPartners:
      'Seuls les partenaires projets directs (DPP) peuvent enregistrer des projets. Pour enregistrer des projets, demandez l’adhésion DPP dans DCNet.',
    selectEndUser: 'Veuillez sélectionner le client final',
    selectQuotation: 'Veuillez sélectionner le devis',
    quotationExpired:
      'Ce devis a expiré : ses prix ne sont plus valables. Veuillez l’enregistrer de nouveau pour obtenir de nouveaux prix, ou sélectionner un autre devis.',
    quotationTaken:
      'Ce devis est déjà enregistré dans un autre projet. Veuillez sélectionner un autre devis.',
    pricesMissing: 'Veuillez saisir un prix demandé pour chaque ligne du devis.',
    priceInvalid:
      'Veuillez vérifier le prix demandé de {model} : supérieur à 0, deux décimales au plus et pas plus de {max}.',
    notChangeable: 'Le siège a déjà statué sur ce projet : il ne peut plus être modifié.',
    notDeletable: 'Le siège a déjà statué sur ce projet : il ne peut plus être supprimé.',
    registered: 'Le projet a été enregistré. Le siège va l’examiner.',
    saved: 'Le projet a été enregistré.',
    deleted: 'Le projet a été supprimé.',
    endUserInProject: 'Ce client final figure dans un projet et ne peut pas être supprimé.',
    quotationInProject: 'Ce devis est enregistré dans un projet et ne peut pas être modifié.',
  },
  // Orders (server/orders/orders.ts).
  order: {
    quotationExpired:
      'Ce devis a expiré : ses prix ne sont plus valables. Enregistrez-le de nouveau pour obtenir de nouveaux prix ; le siège l’approuvera ensuite à nouveau.',
    step: {
      generate: 'Créer la commande',
      basic: 'Informations générales',
      contract: 'Informations sur le contrat',
      payment: 'Paiement',
      schedule: 'Calendrier de livraison',
      reminder: 'Rappel d’expédition',
      shipping: 'Informations d’expédition',
      receipt: 'Réception de la livraison et confirmation',
      done: 'Commande terminée',
    },
    paymentConfirming: 'Paiement en attente de confirmation',
    stepOutOfOrder:
      'Cette commande en est à l’étape « {step} ». Veuillez recharger la commande et reprendre à cette étape.',
    orderCompleted: 'Cette commande est terminée. Plus rien ne peut être envoyé.',
    contractFileRule:
      'Veuillez téléverser le contrat signé au format Word ou PDF, 500 Ko au maximum.',
    receiptFileRule:
      'Veuillez téléverser le justificatif de paiement au format JPG ou PDF, 500 Ko au maximum.',
    quotationNotApproved: 'Une commande ne peut être créée qu’à partir d’un devis approuvé.',
    orderExists: 'Une commande a déjà été créée à partir de ce devis.',
    quotationHasOrder:
      'Une commande a été créée à partir de ce devis ; il ne peut donc pas être supprimé.',
    quotationHasOrderChange:
      'Une commande a été générée à partir de ce devis : il ne peut plus être modifié.',
    templateNotYet:
      'Le modèle de contrat est disponible une fois les informations générales confirmées.',
    linkExpired:
      'Ce lien de téléchargement n’est pas valide ou a expiré. Veuillez rouvrir la commande et télécharger le fichier depuis celle-ci.',
    created: 'La commande a été créée.',
    submitted: 'Envoyé avec succès',
    uploaded: 'Téléversement réussi',
    reminded: 'Rappel d’expédition envoyé',
    finished: 'Commande terminée',
    headOffice: 'Siège',
    documentState: {
      waiting: 'Pas encore disponible',
      available: 'Prêt à télécharger',
      uploaded: 'Téléversé',
      not_required: 'Non requis',
      confirmed: 'Confirmé',
    },
    event: {
      created: 'A créé la commande à partir du devis {code}',
      basic: 'A confirmé les informations générales',
      contract_signed: 'A téléversé le contrat signé',
      contract_not_signed: 'A choisi de poursuivre sans contrat',
      payment_sent: 'A envoyé la date de paiement et le justificatif',
      payment_confirmed: 'A confirmé le justificatif de paiement',
      payment_returned: 'A renvoyé le justificatif de paiement',
      schedule: 'A indiqué le calendrier de livraison',
      reminded: 'A demandé au siège d’expédier la commande',
      shipped: 'A téléversé les informations d’expédition et l’accusé de réception de la livraison',
      finished: 'A confirmé la réception de la livraison',
      shipping_uploaded: "A téléversé les informations et documents d'expédition",
      delivery_receipt_uploaded: "A téléversé la lettre d'accusé de réception",
    },
  },
  // Head office's side (server/backoffice/).
  backoffice: {
    notPermitted: "Vous n'avez pas l'autorisation de faire ceci. Demandez l'accès au siège.",
    notPending: 'Cette demande a déjà été traitée ou retirée.',
    dateInvalid: 'Veuillez saisir des dates et heures valides.',
    subjectUnknown: 'Veuillez choisir une formation ou un examen dans la liste.',
    alreadyRecorded: "Un résultat a déjà été enregistré pour cette inscription à l'examen.",
    languageUnknown: 'Les textes ne peuvent être donnés que dans les langues du portail.',
    chatAddressInvalid:
      "L'adresse du chat doit être vide, une adresse http(s) ou un chemin de ce site.",
    membershipApproved: 'La demande a été approuvée et le partenaire en a été informé par e-mail.',
    membershipRejected: 'La demande a été refusée et le partenaire en a été informé par e-mail.',
    codesIssued: "Codes d'inscription émis : {count}.",
    resultRecorded: 'Le résultat a été enregistré.',
    resultRecordedPassed:
      'Le résultat a été enregistré et le certificat {certificate} a été délivré.',
    settingsSaved: 'Les paramètres ont été enregistrés.',
    // E-mails to the partner, in the partner's language.
    mail: {
      levels: {
        pre: 'Niveau préliminaire',
        silver: 'Argent',
        gold: 'Or',
        diamond: 'Diamant',
      },
      membershipApprovedSubject: 'Votre adhésion {tier} a été approuvée',
      membershipApprovedBody:
        "Bonjour {name},\n\nLe siège a approuvé votre demande {tier} au niveau {level}. L'adhésion est valable du {start} au {end}.\n\nPortail partenaires DCN",
      membershipApprovedMovedBody:
        "Bonjour {name},\n\nLe siège a approuvé votre demande {tier} au niveau {level}. L'adhésion est valable du {start} au {end}.\n\nVotre compte est désormais un compte {tier}. Le portail vous présente les écrans de ce type de partenaire dès la prochaine page que vous ouvrez.\n\nPortail partenaires DCN",
      membershipRejectedSubject: "Votre demande {tier} n'a pas été approuvée",
      membershipRejectedBody:
        "Bonjour {name},\n\nLe siège n'a pas approuvé votre demande {tier}. Motif : {reason}\n\nVous pourrez la renouveler une fois le motif résolu.\n\nPortail partenaires DCN",
    },
  },
  // Head office's order and project desks (server/backoffice/orders-desk.ts,
  // backoffice-projects.ts, backoffice-partners.ts).
  backofficeDesks: {
    stale:
      "Cette commande n'attend plus cette action : elle est maintenant à l'étape « {status} ». Veuillez la recharger.",
    shippingAlreadyUploaded:
      "Les informations d'expédition de cette commande ont déjà été téléversées. Veuillez téléverser la lettre d'accusé de réception.",
    shippingFirst:
      "Veuillez téléverser les informations et documents d'expédition de cette commande avant la lettre d'accusé de réception.",
    shippingFilesRule:
      "Veuillez téléverser un à dix documents d'expédition au format PDF, JPEG, PNG, Word ou Excel, de 2 Mo au plus chacun.",
    deliveryReceiptRule:
      "Veuillez téléverser la lettre d'accusé de réception au format PDF, JPEG ou Word, de 2 Mo au plus.",
    fileRefused:
      "Le fichier « {file} » n'est pas un fichier PDF, JPEG, PNG, Word ou Excel de 2 Mo au plus.",
    paymentConfirmed:
      'Le justificatif de paiement a été confirmé et le partenaire en a été informé par e-mail.',
    paymentReturned:
      'Le justificatif de paiement a été renvoyé et le partenaire en a été informé par e-mail.',
    shippingUploaded:
      "Les informations d'expédition ont été téléversées et le partenaire en a été informé par e-mail.",
    deliveryReceiptUploaded:
      "La lettre d'accusé de réception a été téléversée et le partenaire a été invité à confirmer la réception.",
    notApplying: 'Le siège a déjà pris sa décision sur ce projet.',
    projectApproved: 'Le projet a été approuvé et le partenaire en a été informé par e-mail.',
    projectRejected: 'Le projet a été refusé et le partenaire en a été informé par e-mail.',
    notDirectProjectPartner: 'Seul un partenaire projet direct (DPP) peut être migré vers APP.',
    notAuthorizedProjectPartner:
      'Un distributeur principal ne peut être choisi que pour un partenaire projet agréé (APP).',
    notDistributor:
      'Veuillez choisir un partenaire de distribution direct (DDP) comme distributeur principal.',
    migrated:
      'Le partenaire est désormais partenaire projet agréé (APP) et en a été informé par e-mail.',
    distributorChosen:
      'Le distributeur principal a été choisi et le partenaire en a été informé par e-mail.',
    history: {
      registered: 'A enregistré le projet',
      approved: 'A approuvé le projet, avec une protection du {start} au {end}',
      rejected: 'A refusé le projet',
      expired: 'La période de protection a pris fin',
    },
    mail: {
      paymentConfirmedSubject: 'Commande {order} : paiement confirmé',
      paymentConfirmedBody:
        'Bonjour {name},\n\nLe siège a confirmé le justificatif de paiement de la commande {order}. Veuillez indiquer le calendrier de livraison dans le portail.\n\nPortail partenaires DCN',
      paymentReturnedSubject: 'Commande {order} : veuillez renvoyer le justificatif de paiement',
      paymentReturnedBody:
        "Bonjour {name},\n\nLe siège n'a pas pu accepter le justificatif de paiement de la commande {order}. Motif : {reason}\n\nVeuillez téléverser la date de paiement et un nouveau justificatif dans le portail.\n\nPortail partenaires DCN",
      shippedSubject: 'La commande {order} a été expédiée',
      shippedBody:
        "Bonjour {name},\n\nLe siège a expédié la commande {order}. Informations d'expédition : {info}\n\nLes documents d'expédition se trouvent dans la commande, dans le portail.\n\nPortail partenaires DCN",
      deliveryReceiptSubject: 'Commande {order} : veuillez confirmer la réception',
      deliveryReceiptBody:
        "Bonjour {name},\n\nLa lettre d'accusé de réception de la commande {order} est dans le portail. Veuillez y confirmer la réception de la livraison.\n\nPortail partenaires DCN",
      projectApprovedSubject: 'Votre projet « {project} » a été approuvé',
      projectApprovedBody:
        'Bonjour {name},\n\nLe siège a approuvé votre projet « {project} ». Il est protégé du {start} au {end}.\n\nPortail partenaires DCN',
      projectRejectedSubject: "Votre projet « {project} » n'a pas été approuvé",
      projectRejectedBody:
        "Bonjour {name},\n\nLe siège n'a pas approuvé votre projet « {project} ». Motif : {reason}\n\nPortail partenaires DCN",
      migratedSubject: 'Vous êtes désormais partenaire projet agréé (APP)',
      migratedBody:
        "Bonjour {name},\n\nLe siège a fait passer votre société de partenaire projet direct (DPP) à partenaire projet agréé (APP). Vos projets restent inchangés ; les nouveaux projets s'enregistrent par l'intermédiaire de votre distributeur principal.\n\nPortail partenaires DCN",
      distributorSubject: 'Votre distributeur principal : {distributor}',
      distributorBody:
        "Bonjour {name},\n\nLe siège a choisi {distributor} comme distributeur principal auprès duquel votre société s'approvisionne.\n\nPortail partenaires DCN",
    },
  },
  // Head office's quotation desk (server/backoffice/quotations-desk.ts).
  quotationDesk: {
    decided: "Ce devis n'attend plus le siège : il est « {status} ». Veuillez le recharger.",
    expired:
      'Ce devis a expiré le {date} : ses prix ne sont plus valables. Refusez-le en indiquant la raison, ou demandez au partenaire de l’enregistrer de nouveau avec de nouveaux prix.',
    changed:
      'Le partenaire a modifié ce devis depuis que vous l’avez ouvert. Veuillez le recharger et statuer sur la nouvelle version.',
    approved: 'Le devis a été approuvé et le partenaire en a été informé par e-mail.',
    rejected: 'Le devis a été refusé et le partenaire en a été informé par e-mail.',
    mail: {
      approvedSubject: 'Votre devis {code} a été approuvé',
      approvedBody:
        'Bonjour {name},\n\nLe siège a approuvé votre devis {code}. Vous pouvez maintenant en faire une commande sur le portail.\n\nPortail partenaires DCN',
      rejectedSubject: "Votre devis {code} n'a pas été approuvé",
      rejectedBody:
        "Bonjour {name},\n\nLe siège n'a pas approuvé votre devis {code}. Motif : {reason}\n\nVeuillez établir un nouveau devis avec les modifications demandées par le siège.\n\nPortail partenaires DCN",
    },
  },
  /** The documents a partner downloads: quotation and packing list (server/quotations/documents.ts). */
  documents: {
    quotation: 'Devis',
    packingList: 'Liste de colisage',
    quotationNo: 'N° de devis',
    issued: 'Date d’émission',
    validUntil: 'Valable jusqu’au',
    currency: 'Devise',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    endUser: 'Utilisateur final et projet',
    project: 'Projet : {name}',
    sellerPlace: 'Siège, Chine',
    no: 'N°',
    model: 'Modèle',
    description: 'Désignation',
    erpNo: 'N° ERP',
    quantity: 'Quantité',
    gplPrice: 'Prix GPL (USD)',
    unitPrice: 'Prix unitaire (USD)',
    subtotal: 'Sous-total (USD)',
    priceNote:
      'Le prix unitaire est votre prix partenaire : le prix GPL moins votre remise partenaire. Sous-total = quantité × prix unitaire.',
    total: 'Totaux',
    poTotal: 'Total de la commande (USD)',
    vat: 'TVA {rate} %',
    amount: 'Montant dû (USD)',
    terms: 'Conditions',
    termFob: 'Prix FOB Shenzhen en dollars américains ; FOB Hong Kong en supplément.',
    termPayment: 'Conditions de paiement : OA45 (compte ouvert, 45 jours).',
    termVat:
      'Lorsque le total de la commande est inférieur à {threshold} USD, {rate} % de la valeur totale de la commande sont ajoutés au titre de la TVA.',
    termValid: 'Prix valables jusqu’au {date}.',
    page: 'Page {page} sur {pages}',
    customerFile: 'Devis {code} pour le client',
    /** The sales contract of an order (server/orders/contract-template.ts). */
    contract: {
      title: 'Contrat de vente',
      number: 'N° de contrat',
      date: 'Date du contrat',
      parties: 'Les parties',
      contact: 'Interlocuteur',
      address: 'Adresse',
      endCustomer: 'Client final',
      remarks: 'Remarques',
      goods: 'Marchandises',
      termPrice:
        'Prix : FOB Shenzhen en dollars américains ; la livraison FOB Hong Kong est en supplément.',
      termPayment:
        'Conditions de paiement : OA45 (compte ouvert, 45 jours). L’Acheteur transmet la date de paiement et le justificatif via le portail partenaires.',
      termDelivery: 'Date de livraison prévue : {date}.',
      termDeliveryPlan:
        'Livraison : à la date et selon le plan que l’Acheteur indique dans le calendrier de livraison de la commande.',
      termShipping:
        'Le Vendeur expédie après le rappel d’expédition de l’Acheteur et fournit les documents d’expédition et une lettre de réception, que l’Acheteur confirme à la réception des marchandises.',
      forSeller: 'Pour le Vendeur : {party}',
      forBuyer: 'Pour l’Acheteur : {party}',
      signName: 'Nom',
      signTitle: 'Fonction',
      signature: 'Signature et cachet de l’entreprise',
      signDate: 'Date de signature',
      englishPrevails:
        'Ce contrat est rédigé en {language} et en anglais. Le texte anglais fait foi ; la traduction qui l’accompagne est fournie pour commodité.',
      file: 'Contrat {sn}',
    },
  },
};

export default fr_server;
