import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Rellene el campo «{field}».',
  tooLong: 'El campo «{field}» puede tener como máximo {max} caracteres.',
  tooSmall: 'El valor de «{field}» debe ser al menos {min}.',
  tooBig: 'El valor de «{field}» puede ser como máximo {max}.',
  notValid: 'El campo «{field}» no está bien rellenado.',
  emailInvalid: 'Introduzca una dirección de correo electrónico correcta.',
  oneLine: 'El campo «{field}» debe ser una sola línea de texto.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'La fecha del campo «{field}» no puede ser posterior a hoy.',
    beforeToday: 'La fecha del campo «{field}» no puede ser anterior a hoy.',
    tooFarAhead: 'La fecha del campo «{field}» no puede superar los cinco años a partir de hoy.',
  },
};

export default formRules;
