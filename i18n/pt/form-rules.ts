import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Preencha o campo «{field}».',
  tooLong: 'O campo «{field}» pode ter no máximo {max} caracteres.',
  tooSmall: 'O valor de «{field}» deve ser pelo menos {min}.',
  tooBig: 'O valor de «{field}» pode ser no máximo {max}.',
  notValid: 'O campo «{field}» não está preenchido corretamente.',
  emailInvalid: 'Digite um endereço de e-mail correto.',
  oneLine: 'O campo «{field}» deve ser uma única linha de texto.',
};

export default formRules;
