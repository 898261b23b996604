import type { NamespaceCartTranslation } from '../../i18n-types';

const ar_cart: NamespaceCartTranslation = {
  quotedLinesKept: 'أُنشئ عرض السعر، لكن تعذّر إخراج بنوده من السلة: ما زالت فيها.',
  quotedLinesLeave:
    'تغادر البنود التي تضعها في عرض السعر السلة؛ يحتفظ بها عرض السعر ويمكن تعديله من صفحته.',
  title: 'سلة المشتريات',
  loginFirst: 'لم تسجّل الدخول بعد، يرجى تسجيل الدخول أولاً.',
  intro:
    'المنتجات الرئيسية مع ملحقاتها بأسعار GPL. حدّد الأسطر التي تريد تسعيرها وأعدّ عرض سعر: يُحسب بخصم الشريك الخاص بك.',
  caption: 'سلة مشترياتك',
  empty: 'سلة مشترياتك فارغة.',
  openConfigurator: 'فتح المُهيِّئ',
  select: 'تحديد',
  selectLine: 'تحديد {model}',
  selectAll: 'تحديد كل الأسطر',
  selected: 'المحدد: {count}',
  model: 'الطراز',
  name: 'المنتج',
  accessoryOf: 'ملحق لـ {model}',
  price: 'سعر GPL',
  quantity: 'الكمية',
  quantityOf: 'كمية {model}',
  quantityHint: 'تُحفظ عند مغادرة الحقل أو الضغط على Enter.',
  quantityProblem: 'أدخل عددًا صحيحًا من 1 إلى {max}.',
  saving: 'جارٍ الحفظ…',
  subtotal: 'المجموع الفرعي',
  actions: 'الإجراءات',
  remove: 'إزالة',
  removeLine: 'إزالة {model}',
  removeSelected: 'إزالة المحدد',
  removeTitle: 'الإزالة من السلة',
  removeQuestion: 'هل تريد إزالة {model} من السلة؟',
  removeMainQuestion: 'هل تريد إزالة {model} من السلة؟ تُزال ملحقاته معه.',
  removeSelectedQuestion:
    'هل تريد إزالة الأسطر المحددة من السلة؟ تُزال ملحقات المنتج الرئيسي المُزال معه.',
  removing: 'جارٍ الإزالة…',
  cancel: 'إلغاء',
  totals: 'الإجماليات بأسعار GPL',
  selectionTotal: 'الأسطر المحددة',
  total: 'السلة كلها',
  remark: 'ملاحظة لعرض السعر (اختيارية)',
  makeQuotation: 'إعداد عرض سعر',
  making: 'جارٍ إعداد عرض السعر…',
  message: {
    checkProduct: 'يرجى تحديد منتج',
    selectMain: 'يرجى اختيار المنتج الرئيسي',
  },
};

export default ar_cart;
