import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Preencha o campo «{field}».',
  tooLong: 'O campo «{field}» pode ter no máximo {max} caracteres.',
  tooSmall: 'O valor de «{field}» deve ser pelo menos {min}.',
  tooBig: 'O valor de «{field}» pode ser no máximo {max}.',
  notValid: 'O campo «{field}» não está preenchido corretamente.',
  emailInvalid: 'Digite um endereço de e-mail correto.',
  oneLine: 'O campo «{field}» deve ser uma única linha de texto.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'A data do campo «{field}» não pode ser posterior a hoje.',
    beforeToday: 'A data do campo «{field}» não pode ser anterior a hoje.',
    tooFarAhead: 'A data do campo «{field}» não pode ultrapassar cinco anos a partir de hoje.',
  },
};

export default formRules;
