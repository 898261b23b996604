import type { NamespaceBaseTranslation } from '../../namespace-base';

const en_server: NamespaceBaseTranslation = {
  uploadBodyTooLarge:
    'The upload is too large: at most {maxKb:number} kB in all, and {fileKb:number} kB for each file.',
  uploadsBusy: 'Please wait for your other uploads to finish, then try again.',
  uploadsTooMany:
    'You have sent many files in the last few minutes. Please try again in {minutes:number} min.',
  ok: 'Success',
  notFound: 'Not found',
  internalError: 'The server could not complete the request. Please try again later.',
  databaseUnavailable: 'The portal is temporarily unavailable. Please try again in a moment.',
  notLoggedIn: 'You are not logged in. Please log in first.',
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  loginOk: 'Login successful',
  loginFailed: 'Incorrect email address or password',
  loginNeedsVerify:
    'Too many failed attempts. Enter the verification code sent to your email address.',
  verifyCodeWrong: 'The verification code is incorrect or has expired.',
  logoutOk: 'You have logged out.',
  codeSent: 'A verification code has been sent to {email:string}.',
  resetCodeSent: 'If an account uses {email:string}, a verification code has been sent to it.',
  codeCooldown: 'A code was sent less than a minute ago. Please wait {seconds:number} s.',
  emailAvailable: 'This email address is available.',
  emailTaken: 'This email address is already registered.',
  countryUnknown: 'Please choose a country from the list.',
  telephoneInvalid: 'Please enter a telephone number that is valid for the chosen country.',
  passwordTooShort: 'The password is too short (minimum: {min:number} characters).',
  passwordTooLong: 'The password is too long (maximum: {max:number} characters).',
  passwordIsEmail: 'The password must not be your email address.',
  passwordOneCharacter: 'The password must not be one character repeated.',
  passwordCommon:
    'This password is one of the most commonly used and is easy to guess. Please choose another one.',
  registerOk: 'Registration successful. You can now log in.',
  codeVerified: 'The code is correct. Please choose a new password.',
  passwordResetOk: 'Your password has been reset. Please log in with the new password.',
  oldPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  passwordChangedOk: 'Password changed. Please log in again.',
  uploadTooLarge: 'The file is larger than {maxKb:number} kB.',
  uploadNotImage: 'Please choose a JPEG, PNG, GIF or WebP image.',
  uploadOk: 'Upload successful',
  profileSaved: 'Your profile has been saved.',
  captchaPlus: 'What is {a:number} plus {b:number}? Type the answer in digits.',
  captchaMinus: 'What is {a:number} minus {b:number}? Type the answer in digits.',
  captchaWrong: 'The captcha answer is incorrect or has expired. Please answer the new one.',
  mailSubjectRegister: 'Your sign-up verification code',
  mailSubjectReset: 'Your password reset code',
  mailSubjectLogin: 'Your login verification code',
  mailCodeBody:
    'Your verification code is {code:string}. It is valid for {minutes:number} minutes. If you did not ask for it, you can ignore this email.',
  routeHome: 'Personal home',
  routeQuotation: 'Quotations',
  routeOrder: 'Orders',
  routeProject: 'Projects',
  routeEndUser: 'End users',
  routeDcnet: 'DCNet membership',
  routeTraining: 'Training',
  routeExams: 'Exams',
  routeGrades: 'Grades',
  routeDrafts: 'Drafts box',
  routeQuotationDetail: 'Quotation details',
  routeOrderDetail: 'Order details',
  routeProjectDetail: 'Project details',
  routeTrainingEnroll: 'Training registration',
  routeExamsEnroll: 'Exam registration',
  routePartnerDistribution: 'Distribution partner application',
  routePartnerProject: 'Project partner application',
  routePartnerService: 'Service partner application',
  routePartnerDirect: 'Direct end-user application',
  // Public content and lookups.
  certificateNumberRequired: 'Please enter a certificate number.',
  certificateNotFound: 'No relevant information has been found yet',
  certificatesUnmatched: 'No relevant information has been found for: {numbers:string}',
  snRequired: 'Please enter a serial number.',
  snNotFound: 'No series information has been found yet',
  snUnmatched: 'Unmatched SN: {sns:string}',
  snNotAllowed: 'The SN check is only available to overseas local after-sales service partners.',
  tooManyNumbers: 'Please enter at most {max:number} numbers at a time.',
  informationNotFound: 'Information not found',
  noData: 'No data found',
  noResults: 'No Results',
  downloadLinkExpired:
    'This download link is invalid or has expired. Please open the product page and download the file again.',
  cartAdded: 'Added to the cart',
  operationOk: 'Operation successful',
  accessoryNotAllowed: 'This item is not an accessory of the chosen product.',
  // End users and the drafts box.
  endUserSaved: 'The end user has been saved.',
  endUserDeleted: 'The end user has been deleted.',
  endUserNoneToPick: 'Please add end user',
  endUsersSheet: 'End users',
  protectionAsked: 'Requested',
  protectionNotAsked: 'Not requested',
  draftSaved: 'Saved to the drafts box.',
  draftOtherType: 'This draft holds another kind of form. Please save it as a new draft.',
  draftTooLarge: 'The draft is too large to be saved (at most {maxKb:number} kB).',
  draftTooMany:
    'The drafts box is full ({max:number} drafts). Please finish or let older drafts expire first.',
  // Refusals of a request the server cannot take, naming the field as the form labels it.
  refusal: {
    required: 'Please fill in “{field:string}”.',
    notValid: '“{field:string}” is not filled in correctly.',
    emailInvalid: 'Please enter the correct email address.',
    tooShort: '“{field:string}” must have at least {min:number} characters.',
    tooLong: '“{field:string}” may have at most {max:number} characters.',
    tooSmall: '“{field:string}” must be at least {min:number}.',
    tooBig: '“{field:string}” may be at most {max:number}.',
    chooseOne: 'Please choose at least one entry for “{field:string}”.',
    chooseListed: 'Please choose one of the offered values for “{field:string}”.',
    passwordsDiffer:
      'You entered two different passwords. Please type the same password in both fields.',
    fileNotAllowed:
      'This kind of file cannot be used for “{field:string}”. Please choose another file.',
    formNotValid:
      'Some of the information you entered is not valid. Please check the form and try again.',
    unreadable: 'The form could not be read. Please reload the page and try again.',
    textNotStorable:
      'The text contains a character that cannot be saved. Please remove it and try again.',
    unsupportedType:
      'The request was sent in a format that this call does not accept. Please reload the page and try again.',
    tooLarge: 'The request is too large. Please shorten what you entered and try again.',
    tooSlow: 'The request took too long to arrive. Please check your connection and try again.',
  },
  /** Field names in refusals, keyed by the field of the request. */
  /** Fields whose name differs in one form: there `type` is not the search's scope. */
  fieldIn: {
    membership: { type: 'Partner tier' },
    draft: { type: 'Draft type' },
    // The project form (server/projects/registration.ts).
    project: {
      id: 'Project',
      project_name: 'Project name',
      end_company: 'End user',
      description: 'Project description',
      is_tender: 'Tender',
      is_protect: 'Project protection',
      rival_brand: 'Competing brands',
      advancement: 'Project progress',
      estimated_po_date: 'Predicted PO date',
      predicted_awarding_date: 'Predicted awarding date',
      predicted_leadtime: 'Predicted lead time',
      notes: 'Notes',
      quotation_id: 'Quotation',
      prices: 'Application prices',
      item_id: 'Quotation line',
      application_price: 'Application price',
      status: 'Status',
    },
    // The back office's forms (server/backoffice/routes.ts).
    backoffice: {
      id: 'Application',
      level: 'Level',
      start_date: 'Valid from',
      end_date: 'Valid until',
      reason: 'Reason',
      subject: 'Subject',
      count: 'Number of codes',
      registration_id: 'Exam registration',
      score: 'Score',
      exam_time: 'Exam time',
      region: 'Region',
      status: 'Status',
      site_name: 'Site name',
      copyright: 'Copyright',
      filing_number: 'Filing number',
      filing_url: 'Filing link',
      chat_url: 'Chat address',
    },
    // The order desk (server/backoffice/orders-desk-routes.ts).
    backofficeOrders: {
      id: 'Order',
      waiting: 'Waiting for',
      reason: 'Reason',
      shipping_info: 'Shipping information',
      shipping_files: 'Shipping materials',
      delivery_receipt: 'Delivery receipt letter',
    },
    // The project desk (server/backoffice/projects-desk-routes.ts).
    backofficeProjects: {
      id: 'Project',
      status: 'Status',
      start_date: 'Protection from',
      end_date: 'Protection until',
      reason: 'Reason',
    },
    backofficePartners: {
      id: 'Partner',
      tier: 'Partner type',
      keyword: 'Search text',
      distributor_id: 'Master distributor',
    },
  },
  field: {
    username: 'Email address',
    password: 'Password',
    password_again: 'Confirm password',
    logIp: 'Remember this device',
    verifyCode: 'Verification code',
    realname: 'Name',
    company: 'Company',
    country: 'Country',
    telephone: 'Telephone',
    website: 'Website',
    address: 'Address',
    code: 'Verification code',
    step: 'Step',
    old_password: 'Current password',
    new_password: 'New password',
    file: 'File',
    goods_id: 'Product',
    quantity: 'Quantity',
    main_id: 'Main product',
    id: 'Item',
    ids: 'Items',
    cate_id: 'Category',
    keyword: 'Search text',
    page: 'Page',
    limit: 'Rows per page',
    label_ids: 'Filters',
    type: 'Search in',
    industry: 'Industry',
    partner_type: 'Partner type',
    name: 'Name',
    number: 'Certificate number',
    sn: 'Serial number',
    captcha: 'Captcha',
    uuid: 'Captcha image',
    mailbox: 'Email',
    subject: 'Subject',
    permit_number: 'Permit number',
    registration_date: 'Registration date',
    registration_code: 'Registration code',
    exam_subject: 'Exam subject',
    exam_permit_number: 'Exam permit number',
    exam_registration_code: 'Exam registration code',
    // Fields of the DCNet membership application.
    end_user_type: 'Target end-user type',
    product_line: 'Product line',
    master_distributor: 'Master distributor',
    purchases: 'Purchase volumes',
    amount: 'Amount (USD)',
    year: 'Year',
    partners: 'Sub-partners',
    project_details: 'Project details',
    business_type: 'Business type',
    phone: 'Phone',
    // End users and the drafts box.
    contact: 'Contact person',
    email: 'Email address',
    mobile: 'Mobile',
    staff_size: 'Staff size',
    is_protect: 'Protection requested',
    product_lines: 'Our product lines in use',
    rival_brands: 'Competing brands in use',
    last_year_total_purchase: 'Last year’s total networking purchase (USD)',
    last_year_vendor_purchase: 'Last year’s purchase of our products (USD)',
    current_year_total_purchase: 'This year’s predicted networking purchase (USD)',
    current_year_vendor_purchase: 'This year’s predicted purchase of our products (USD)',
    other_sources: 'Other sources',
    create_time: 'Created',
    title: 'Title',
    content: 'Draft content',
    // Orders.
    quotation_id: 'Quotation',
    customer_name: 'Customer name',
    remark: 'Remarks',
    sign_contract: 'Sign a contract',
    contract: 'Signed contract',
    pay_date: 'Payment date',
    receipt: 'Payment receipt',
    expected_delivery_date: 'Expected delivery date',
    delivery_plan: 'Delivery plan',
    freight_forwarder: 'Freight forwarder',
  },
  // The chat page (server/chat/).
  // DCNet membership applications (server/dcnet/dcnet.ts).
  dcnet: {
    applied: 'Your application has been submitted. Head office will review it.',
    revoked: 'Your application has been withdrawn.',
    notRevocable:
      'This application can no longer be withdrawn: head office has already decided on it, or it was withdrawn before.',
    tierNotOpen:
      'You already have a pending application or a current membership for this partner type.',
    status: {
      pending: 'Pending review',
      approved: 'Approved',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
  },
  // Training and exam registrations (server/training/registrations.ts).
  training: {
    trainingCodeWrong: 'Please enter the correct training registration code',
    examCodeWrong: 'Please enter the correct exam registration code',
    registered: 'Submitted successfully',
  },
  chat: {
    title: 'Chat with our sales team',
    heading: 'Message our sales team',
    intro: 'Our sales team reads every message and answers at the email address of your account.',
    messageLabel: 'Your message',
    messageHint: 'Up to {max:number} characters.',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Your message was sent.',
    history: 'Your earlier messages',
    empty: 'You have not sent any messages yet.',
    loading: 'Loading your messages…',
    bodyRequired: 'Please write a message before you send it.',
    bodyTooLong: 'The message is too long (maximum: {max:number} characters).',
    bodyInvalid: 'The message contains characters that cannot be sent.',
    failed: 'The message could not be sent. Please check your connection and try again.',
    loadFailed: 'Your earlier messages could not be loaded.',
    noScript: 'The chat needs JavaScript. Please turn it on in your browser.',
  },
  // Quotations (server/quotations/quotations.ts).
  quotation: {
    revisionLine: '{model:string} × {quantity:string} (application price {price:string})',
    statusApplying: 'Applying',
    statusApproved: 'Approved',
    statusRejected: 'Rejected',
    selectMainProduct: 'Please select main product',
    deleteMainFirst: 'Please delete the main product first',
    addProduct: 'Please add product',
    checkProduct: 'Please check product',
    salePriceInvalid:
      'Please check the sale price of {model:string}: at most two decimals and no more than {max:string}.',
    saved: 'Quotation saved',
    deleted: 'Quotation deleted',
    inProject: 'This quotation is registered with a project and cannot be deleted.',
  },
  // Projects (server/projects/projects.ts).
  project: {
    onlyDirectProjectPartners:
      'Only Direct Project Partners (DPP) can register projects. To register projects, please apply for DPP membership in DCNet.',
    selectEndUser: 'Please select end user',
    selectQuotation: 'Please select quotation',
    quotationExpired:
      'This quotation has expired: its prices no longer hold. Please save it again for new prices, or select another quotation.',
    quotationTaken:
      'This quotation is already registered with another project. Please select another quotation.',
    pricesMissing: 'Please enter one application price for each line of the quotation.',
    priceInvalid:
      'Please check the application price of {model:string}: more than 0, at most two decimals and no more than {max:string}.',
    notChangeable:
      'Head office has already decided on this project, so it can no longer be changed.',
    notDeletable:
      'Head office has already decided on this project, so it can no longer be deleted.',
    registered: 'The project has been registered. Head office will review it.',
    saved: 'The project has been saved.',
    deleted: 'The project has been deleted.',
    endUserInProject: 'This end user is named in a project and cannot be deleted.',
    quotationInProject: 'This quotation is registered with a project and cannot be changed.',
  },
  // Orders (server/orders/orders.ts).
  order: {
    quotationExpired:
      'This quotation has expired: its prices no longer hold. Please save it again for new prices; head office then approves it again.',
    step: {
      generate: 'Generate order',
      basic: 'Basic information',
      contract: 'Contract information',
      payment: 'Payment',
      schedule: 'Delivery schedule',
      reminder: 'Shipping reminder',
      shipping: 'Shipping information',
      receipt: 'Delivery receipt and confirmation',
      done: 'Order completed',
    },
    paymentConfirming: 'Payment awaiting confirmation',
    stepOutOfOrder:
      'This order is at the step “{step:string}”. Please reload the order and continue from there.',
    orderCompleted: 'This order has been completed. Nothing more can be submitted.',
    contractFileRule: 'Please upload the signed contract as a Word or PDF file of at most 500 kB.',
    receiptFileRule: 'Please upload the payment receipt as a JPG or PDF file of at most 500 kB.',
    quotationNotApproved: 'An order can only be generated from an approved quotation.',
    orderExists: 'An order has already been generated from this quotation.',
    quotationHasOrder: 'An order has been generated from this quotation, so it cannot be deleted.',
    quotationHasOrderChange:
      'An order has been generated from this quotation, so it cannot be changed.',
    templateNotYet:
      'The contract template is available once the basic information has been confirmed.',
    linkExpired:
      'This download link is invalid or has expired. Please open the order again and download the file from there.',
    created: 'The order has been generated.',
    submitted: 'Submitted successfully',
    uploaded: 'Upload successful',
    reminded: 'Reminded to ship',
    finished: 'Order completed',
    headOffice: 'Head office',
    documentState: {
      waiting: 'Not yet available',
      available: 'Ready to download',
      uploaded: 'Uploaded',
      not_required: 'Not required',
      confirmed: 'Confirmed',
    },
    event: {
      created: 'Generated the order from quotation {code:string}',
      basic: 'Confirmed the basic information',
      contract_signed: 'Uploaded the signed contract',
      contract_not_signed: 'Chose to go ahead without a contract',
      payment_sent: 'Sent the payment date and receipt',
      payment_confirmed: 'Confirmed the payment slip',
      payment_returned: 'Returned the payment slip',
      schedule: 'Gave the delivery schedule',
      reminded: 'Asked head office to ship',
      shipped: 'Uploaded the shipping information and the delivery receipt letter',
      finished: 'Confirmed receipt of the delivery',
      shipping_uploaded: 'Uploaded the shipping information and materials',
      delivery_receipt_uploaded: 'Uploaded the delivery receipt letter',
    },
  },
  // Head office's side (server/backoffice/).
  backoffice: {
    notPermitted: 'You do not have permission to do this. Please ask head office for access.',
    notPending: 'This application has already been decided or withdrawn.',
    dateInvalid: 'Please enter valid dates and times.',
    subjectUnknown: 'Please choose a training or exam subject from the list.',
    alreadyRecorded: 'A result has already been recorded for this exam registration.',
    languageUnknown: "Texts can only be given for the portal's languages.",
    chatAddressInvalid:
      'The chat address must be empty, an http(s) address or a path on this site.',
    membershipApproved: 'The application has been approved and the partner has been told by email.',
    membershipRejected: 'The application has been rejected and the partner has been told by email.',
    codesIssued: 'Registration codes issued: {count:number}.',
    resultRecorded: 'The result has been recorded.',
    resultRecordedPassed:
      'The result has been recorded and certificate {certificate:string} has been issued.',
    settingsSaved: 'The settings have been saved.',
    // Emails to the partner, in the partner's language.
    mail: {
      levels: {
        pre: 'Pre-level',
        silver: 'Silver',
        gold: 'Gold',
        diamond: 'Diamond',
      },
      membershipApprovedSubject: 'Your {tier:string} membership has been approved',
      membershipApprovedBody:
        'Dear {name:string},\n\nHead office has approved your application for {tier:string} at the {level:string} level. The membership is valid from {start:string} to {end:string}.\n\nDCN Partner Portal',
      membershipApprovedMovedBody:
        'Dear {name:string},\n\nHead office has approved your application for {tier:string} at the {level:string} level. The membership is valid from {start:string} to {end:string}.\n\nYour account is now a {tier:string} account. The portal shows the screens of that partner type the next time you open one of its pages.\n\nDCN Partner Portal',
      membershipRejectedSubject: 'Your {tier:string} application was not approved',
      membershipRejectedBody:
        'Dear {name:string},\n\nHead office has not approved your application for {tier:string}. Reason: {reason:string}\n\nYou may apply again once the reason has been addressed.\n\nDCN Partner Portal',
    },
  },
  // Head office's order and project desks (server/backoffice/orders-desk.ts,
  // backoffice-projects.ts, backoffice-partners.ts).
  backofficeDesks: {
    stale:
      'This order is no longer waiting for this: it is now at “{status:string}”. Please reload it.',
    shippingAlreadyUploaded:
      'The shipping information of this order has already been uploaded. Please upload the delivery receipt letter.',
    shippingFirst:
      'Please upload the shipping information and materials of this order before the delivery receipt letter.',
    shippingFilesRule:
      'Please upload one to ten shipping materials as PDF, JPEG, PNG, Word or Excel files of at most 2 MB each.',
    deliveryReceiptRule:
      'Please upload the delivery receipt letter as a PDF, JPEG or Word file of at most 2 MB.',
    fileRefused:
      'The file “{file:string}” is not a PDF, JPEG, PNG, Word or Excel file of at most 2 MB.',
    paymentConfirmed: 'The payment slip has been confirmed and the partner has been told by email.',
    paymentReturned: 'The payment slip has been returned and the partner has been told by email.',
    shippingUploaded:
      'The shipping information has been uploaded and the partner has been told by email.',
    deliveryReceiptUploaded:
      'The delivery receipt letter has been uploaded and the partner has been asked to confirm receipt.',
    notApplying: 'Head office has already decided on this project.',
    projectApproved: 'The project has been approved and the partner has been told by email.',
    projectRejected: 'The project has been rejected and the partner has been told by email.',
    notDirectProjectPartner: 'Only a Direct Project Partner (DPP) can be migrated to APP.',
    notAuthorizedProjectPartner:
      'A master distributor can only be chosen for an Authorized Project Partner (APP).',
    notDistributor: 'Please choose a Direct Distribution Partner (DDP) as the master distributor.',
    migrated: 'The partner is now an Authorized Project Partner (APP) and has been told by email.',
    distributorChosen:
      'The master distributor has been chosen and the partner has been told by email.',
    // A project's history, as its detail shows it.
    history: {
      registered: 'Registered the project',
      approved: 'Approved the project, with protection from {start:string} to {end:string}',
      rejected: 'Rejected the project',
      expired: 'The protection period ended',
    },
    // Emails to the partner, in the partner's language.
    mail: {
      paymentConfirmedSubject: 'Order {order:string}: payment confirmed',
      paymentConfirmedBody:
        'Dear {name:string},\n\nHead office has confirmed the payment slip of order {order:string}. Please give the delivery schedule in the portal.\n\nDCN Partner Portal',
      paymentReturnedSubject: 'Order {order:string}: please send the payment slip again',
      paymentReturnedBody:
        'Dear {name:string},\n\nHead office could not accept the payment slip of order {order:string}. Reason: {reason:string}\n\nPlease upload the payment date and a new receipt in the portal.\n\nDCN Partner Portal',
      shippedSubject: 'Order {order:string} has been shipped',
      shippedBody:
        'Dear {name:string},\n\nHead office has shipped order {order:string}. Shipping information: {info:string}\n\nThe shipping materials are in the order in the portal.\n\nDCN Partner Portal',
      deliveryReceiptSubject: 'Order {order:string}: please confirm receipt',
      deliveryReceiptBody:
        'Dear {name:string},\n\nThe delivery receipt letter of order {order:string} is in the portal. Please confirm receipt of the delivery there.\n\nDCN Partner Portal',
      projectApprovedSubject: 'Your project “{project:string}” has been approved',
      projectApprovedBody:
        'Dear {name:string},\n\nHead office has approved your project “{project:string}”. It is protected from {start:string} to {end:string}.\n\nDCN Partner Portal',
      projectRejectedSubject: 'Your project “{project:string}” was not approved',
      projectRejectedBody:
        'Dear {name:string},\n\nHead office has not approved your project “{project:string}”. Reason: {reason:string}\n\nDCN Partner Portal',
      migratedSubject: 'You are now an Authorized Project Partner (APP)',
      migratedBody:
        'Dear {name:string},\n\nHead office has migrated your company from Direct Project Partner (DPP) to Authorized Project Partner (APP). Your projects stay as they are; new projects are registered through your master distributor.\n\nDCN Partner Portal',
      distributorSubject: 'Your master distributor: {distributor:string}',
      distributorBody:
        'Dear {name:string},\n\nHead office has chosen {distributor:string} as the master distributor your company buys from.\n\nDCN Partner Portal',
    },
  },
  // Head office's quotation desk (server/backoffice/quotations-desk.ts).
  quotationDesk: {
    decided:
      'This quotation is no longer waiting for head office: it is “{status:string}”. Please reload it.',
    expired:
      'This quotation expired on {date:string}: its prices no longer hold. Reject it with a reason, or ask the partner to save it again for new prices.',
    changed:
      'The partner has changed this quotation since you opened it. Please reload it and decide on the new version.',
    approved: 'The quotation has been approved and the partner has been told by email.',
    rejected: 'The quotation has been rejected and the partner has been told by email.',
    // Emails to the partner, in the partner's language.
    mail: {
      approvedSubject: 'Your quotation {code:string} has been approved',
      approvedBody:
        'Dear {name:string},\n\nHead office has approved your quotation {code:string}. You can now make an order from it in the portal.\n\nDCN Partner Portal',
      rejectedSubject: 'Your quotation {code:string} was not approved',
      rejectedBody:
        'Dear {name:string},\n\nHead office has not approved your quotation {code:string}. Reason: {reason:string}\n\nPlease make a new quotation with the changes head office asks for.\n\nDCN Partner Portal',
    },
  },
  /** The documents a partner downloads: quotation and packing list (server/quotations/documents.ts). */
  documents: {
    quotation: 'Quotation',
    packingList: 'Packing list',
    quotationNo: 'Quotation No.',
    issued: 'Issue date',
    validUntil: 'Valid until',
    currency: 'Currency',
    seller: 'Seller',
    buyer: 'Buyer',
    endUser: 'End user and project',
    project: 'Project: {name:string}',
    sellerPlace: 'Head office, China',
    no: 'No.',
    model: 'Model',
    description: 'Description',
    erpNo: 'ERP No.',
    quantity: 'Quantity',
    gplPrice: 'GPL price (USD)',
    unitPrice: 'Unit price (USD)',
    subtotal: 'Subtotal (USD)',
    priceNote:
      'Unit price is your partner price: the GPL price less your partner discount. Subtotal = quantity × unit price.',
    total: 'Total',
    poTotal: 'PO total (USD)',
    vat: 'VAT {rate:number}%',
    amount: 'Amount due (USD)',
    terms: 'Terms',
    termFob: 'Prices are FOB Shenzhen in US dollars; FOB Hong Kong costs extra.',
    termPayment: 'Payment terms: OA45 (open account, 45 days).',
    termVat:
      'When the PO total is below USD {threshold:string}, an extra {rate:number}% of the total PO value is added for VAT.',
    termValid: 'Prices are valid until {date:string}.',
    page: 'Page {page:number} of {pages:number}',
    customerFile: 'Quotation {code:string} for the customer',
    /** The sales contract of an order (server/orders/contract-template.ts). */
    contract: {
      title: 'Sales Contract',
      number: 'Contract No.',
      date: 'Date',
      parties: 'Parties',
      contact: 'Contact',
      address: 'Address',
      endCustomer: 'End customer',
      remarks: 'Remarks',
      goods: 'Goods',
      termPrice: 'Price: FOB Shenzhen in US dollars; delivery FOB Hong Kong costs extra.',
      termPayment:
        'Payment terms: OA45 (open account, 45 days). The Buyer sends the payment date and receipt through the partner portal.',
      termDelivery: 'Expected delivery date: {date:string}.',
      termDeliveryPlan:
        'Delivery: on the date and plan the Buyer gives in the order’s delivery schedule.',
      termShipping:
        'The Seller ships after the Buyer’s shipping reminder and provides the shipping documents and a delivery receipt letter, which the Buyer confirms on receipt of the goods.',
      forSeller: 'For the Seller: {party:string}',
      forBuyer: 'For the Buyer: {party:string}',
      signName: 'Name',
      signTitle: 'Title',
      signature: 'Signature and company seal',
      signDate: 'Date',
      englishPrevails:
        'This contract is given in {language:string} and in English. The English text is binding; the translation beside it is for convenience.',
      file: 'Contract {sn:string}',
    },
  },
};

export default en_server;
