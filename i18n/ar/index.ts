import type { Translation } from '../i18n-types';

const ar: Translation = {
  shell: {
    notifications: "الإشعارات",
    close: "إغلاق",
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    mainMenu: 'القائمة الرئيسية',
    home: 'الرئيسية',
    language: 'اللغة',
    search: 'بحث',
    login: 'تسجيل الدخول',
    footer: 'معلومات الموقع',
    opensInNewWindow: 'يفتح في نافذة جديدة',
    loginRequired: 'لم تقم بتسجيل الدخول، يرجى تسجيل الدخول أولاً.',
    menuUnavailable: 'تعذّر تحميل القائمة.',
    loading: 'جارٍ التحميل…',
  },
  home: {
    title: 'حلول الشبكات للشركاء',
    intro:
      'تصفّح المحوّلات والموجّهات ومنتجات الشبكات اللاسلكية والأمان، وأنشئ عروض الأسعار وتابع طلباتك من العقد حتى التسليم.',
  },
  errors: {
    pleaseLogIn: "يرجى تسجيل الدخول",
    timeout: "لم يستجب الخادم في الوقت المحدد. يرجى المحاولة مرة أخرى.",
    requestFailed: "فشل الطلب (HTTP {status}).",
    networkDown: "تعذّر على البوابة الوصول إلى الخادم. تحقّق من اتصالك.",
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'الصفحة المطلوبة غير موجودة أو تم نقلها.',
    unauthorizedTitle: 'غير مصرّح',
    unauthorizedBody: 'ليست لديك صلاحية لفتح هذه الصفحة.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
};

export default ar;
