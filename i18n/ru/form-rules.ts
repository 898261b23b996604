import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Заполните поле «{field}».',
  tooLong: 'Поле «{field}» может содержать не более {max} символов.',
  tooSmall: 'Значение поля «{field}» должно быть не меньше {min}.',
  tooBig: 'Значение поля «{field}» должно быть не больше {max}.',
  notValid: 'Поле «{field}» заполнено неверно.',
  emailInvalid: 'Введите правильный адрес электронной почты.',
  oneLine: 'Поле «{field}» должно быть одной строкой текста.',
};

export default formRules;
