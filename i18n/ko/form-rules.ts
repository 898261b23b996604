import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: '‘{field}’ 항목을 입력해 주세요.',
  tooLong: '‘{field}’ 항목은 {max}자 이하여야 합니다.',
  tooSmall: '‘{field}’ 값은 {min} 이상이어야 합니다.',
  tooBig: '‘{field}’ 값은 {max} 이하여야 합니다.',
  notValid: '‘{field}’ 항목이 올바르게 입력되지 않았습니다.',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
  oneLine: '‘{field}’ 항목은 한 줄로 입력해야 합니다.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: '‘{field}’ 항목에는 오늘 이후의 날짜를 입력할 수 없습니다.',
    beforeToday: '‘{field}’ 항목에는 오늘 이전의 날짜를 입력할 수 없습니다.',
    tooFarAhead: '‘{field}’ 항목에는 지금부터 5년보다 더 이후의 날짜를 입력할 수 없습니다.',
  },
};

export default formRules;
