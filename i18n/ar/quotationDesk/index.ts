import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const ar_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'عروض الأسعار',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'سعر الشريك (GPL بعد خصم الشريك)',
  partnerSubtotal: 'المجموع الفرعي (الكمية × سعر الشريك)',
  queue: 'عروض أسعار بانتظار الاعتماد',
  pages: 'صفحات عروض الأسعار بانتظار الاعتماد',
  keyword: 'رقم عرض السعر أو الشركة أو البريد الإلكتروني',
  search: 'بحث',
  number: 'عرض السعر',
  partner: 'الشريك',
  project: 'المشروع',
  amount: 'المبلغ',
  waitingSince: 'بانتظار منذ',
  open: 'فتح',
  none: 'لا توجد عروض أسعار بانتظار الاعتماد.',
  noMatch: 'لا توجد عروض أسعار بانتظار الاعتماد تطابق «{keyword}».',
  detailTitle: 'عرض السعر {code}',
  close: 'إغلاق عرض السعر',
  status: 'الحالة',
  email: 'البريد الإلكتروني',
  partnerType: 'نوع الشريك',
  dcnetId: 'معرّف DCNet',
  version: 'النسخة',
  created: 'تاريخ الإنشاء',
  validUntil: 'صالح حتى',
  noProject: 'بلا مشروع',
  remark: 'ملاحظة',
  decision: 'القرار',
  expired: 'منتهي الصلاحية',
  expiredNotice:
    'انتهت صلاحية عرض السعر هذا في {date}: لم تعد أسعاره سارية، لذا يمكن رفضه ولا يمكن اعتماده.',
  decisionHint:
    'بعد الاعتماد يستطيع الشريك إنشاء طلب من هذه النسخة. وعند الرفض يُبلَّغ الشريك بالسبب.',
  approve: 'اعتماد',
  reason: 'سبب الرفض',
  reject: 'رفض',
  decided: 'اتخذ المقر الرئيسي قراره بشأن عرض السعر هذا.',
  actions: {
    approve: 'اعتُمد عرض السعر',
    reject: 'رُفض عرض السعر',
  },
  partnerView: {
    rejectReason: 'سبب الرفض',
    rejected:
      'لم يعتمد المقر الرئيسي عرض السعر هذا، لذا لا يمكن إنشاء طلب منه. أعِدّ عرض سعر جديدًا بالتعديلات التي يطلبها المقر الرئيسي.',
    toCart: 'الانتقال إلى السلة',
  },
};

export default ar_quotationDesk;
