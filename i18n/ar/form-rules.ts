import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'يُرجى ملء حقل «{field}».',
  tooLong: 'يمكن أن يحتوي حقل «{field}» على {max} حرفًا على الأكثر.',
  tooSmall: 'يجب ألا تقل قيمة «{field}» عن {min}.',
  tooBig: 'يجب ألا تزيد قيمة «{field}» على {max}.',
  notValid: 'حقل «{field}» غير مملوء بشكل صحيح.',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
  oneLine: 'يجب أن يكون حقل «{field}» سطرًا واحدًا من النص.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'لا يمكن أن يكون التاريخ في حقل «{field}» بعد اليوم.',
    beforeToday: 'لا يمكن أن يكون التاريخ في حقل «{field}» قبل اليوم.',
    tooFarAhead: 'لا يمكن أن يتجاوز التاريخ في حقل «{field}» خمس سنوات من اليوم.',
  },
};

export default formRules;
