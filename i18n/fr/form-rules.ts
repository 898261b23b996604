import type { Translation } from '../i18n-types';

const formRules: Translation['formRules'] = {
  required: 'Veuillez remplir le champ « {field} ».',
  tooLong: 'Le champ « {field} » peut contenir au plus {max} caractères.',
  tooSmall: 'La valeur du champ « {field} » doit être au moins {min}.',
  tooBig: 'La valeur du champ « {field} » peut être au plus {max}.',
  notValid: 'Le champ « {field} » n’est pas correctement rempli.',
  emailInvalid: 'Veuillez saisir une adresse e-mail correcte.',
  oneLine: 'Le champ « {field} » doit tenir sur une seule ligne.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: 'La date du champ « {field} » ne peut pas être postérieure à aujourd’hui.',
    beforeToday: 'La date du champ « {field} » ne peut pas être antérieure à aujourd’hui.',
    tooFarAhead:
      'La date du champ « {field} » ne peut pas dépasser cinq ans à partir d’aujourd’hui.',
  },
};

export default formRules;
