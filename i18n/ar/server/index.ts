import type { NamespaceServerTranslation } from '../../i18n-types';

const ar_server: NamespaceServerTranslation = {
  ok: 'تمت العملية بنجاح',
  invalidRequest: 'طلب غير صالح: {detail}',
  notFound: 'غير موجود',
  internalError: 'تعذّر على الخادم إكمال الطلب. يرجى المحاولة لاحقًا.',
};

export default ar_server;
