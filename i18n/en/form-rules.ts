/**
 * The sentences of a form's own checks, worded as the server's refusals are, so that a field
 * is named and described alike before and after sending.
 */
const formRules = {
  required: 'Please fill in “{field:string}”.',
  tooLong: '“{field:string}” may have at most {max:number} characters.',
  tooSmall: '“{field:string}” must be at least {min:string}.',
  tooBig: '“{field:string}” may be at most {max:string}.',
  notValid: '“{field:string}” is not filled in correctly.',
  emailInvalid: 'Please enter the correct email address.',
  oneLine: '“{field:string}” must be one line of text.',
  /** A day that makes no sense for what it dates (contract `dayProblem`). */
  day: {
    afterToday: '“{field:string}” cannot be later than today.',
    beforeToday: '“{field:string}” cannot be earlier than today.',
    tooFarAhead: '“{field:string}” cannot be more than five years from now.',
  },
};

export default formRules;
