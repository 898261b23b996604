import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Заполните поле «{field}».',
  tooLong: 'Поле «{field}» может содержать не более {max} символов.',
  tooSmall: 'Значение поля «{field}» должно быть не меньше {min}.',
  tooBig: 'Значение поля «{field}» должно быть не больше {max}.',
  notValid: 'Поле «{field}» заполнено неверно.',
  emailInvalid: 'Введите правильный адрес электронной почты.',
  oneLine: 'Поле «{field}» должно быть одной строкой текста.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'Дата в поле «{field}» не может быть позже сегодняшнего дня.',
    beforeToday: 'Дата в поле «{field}» не может быть раньше сегодняшнего дня.',
    tooFarAhead: 'Дата в поле «{field}» не может быть позже, чем через пять лет.',
  },
};

export default formRules;
