import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Vui lòng điền vào ô “{field}”.',
  tooLong: 'Ô “{field}” chỉ được có tối đa {max} ký tự.',
  tooSmall: 'Giá trị của “{field}” phải ít nhất là {min}.',
  tooBig: 'Giá trị của “{field}” tối đa là {max}.',
  notValid: 'Ô “{field}” chưa được điền đúng.',
  emailInvalid: 'Vui lòng nhập địa chỉ email đúng.',
  oneLine: 'Ô “{field}” chỉ được có một dòng văn bản.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'Ngày trong ô “{field}” không được sau hôm nay.',
    beforeToday: 'Ngày trong ô “{field}” không được trước hôm nay.',
    tooFarAhead: 'Ngày trong ô “{field}” không được quá năm năm kể từ hôm nay.',
  },
};

export default formRules;
