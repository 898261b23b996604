import { dayOf } from '../../../contract/common';
import {
  ExamFormSchema,
  REGISTRATION_NAMES,
  TrainingFormSchema,
  type ExamForm,
  type TrainingForm,
} from '../../../contract/training';
import { dayProblems, schemaProblems, type RuleProblem } from '../../lib/form-rules';
import type { RegistrationKind } from './api';

/** A training or exam registration as typed; the exam form's fields have their own names. */
export interface RegistrationValues {
  name: string;
  country: string;
  mailbox: string;
  subject: string;
  permit_number: string;
  registration_date: string;
  registration_code: string;
}
export type RegistrationField = keyof RegistrationValues;

/** The fields in the order of the form, which the error summary follows. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'country',
  'mailbox',
  'subject',
  'permit_number',
  'registration_date',
  'registration_code',
];

/** The exam form's name of a field, which the exam calls prefix with `exam_`. */
function examName(field: string): string {
  const names: Record<string, string> = REGISTRATION_NAMES.exam;
  return names[field] ?? field;
}

/** Today in the browser's calendar, as the backend writes dates. */
export function today(now = new Date()): string {
  return dayOf(now, 'local');
}

/** A new form, filled in from the user's profile where it can be, registered today. */
export function initialRegistration(
  user: { realname?: string; country?: string; username?: string } | null,
  now = new Date(),
): RegistrationValues {
  return {
    name: user?.realname ?? '',
    country: user?.country ?? '',
    mailbox: user?.username ?? '',
    subject: '',
    permit_number: '',
    registration_date: today(now),
    registration_code: '',
  };
}

/** The request body of the training form. */
export function trainingFormOf(values: RegistrationValues): TrainingForm {
  return {
    name: values.name.trim(),
    country: values.country,
    mailbox: values.mailbox.trim(),
    subject: values.subject === '' ? Number.NaN : Number(values.subject),
    permit_number: values.permit_number.trim(),
    registration_date: values.registration_date,
    registration_code: values.registration_code.trim(),
  };
}

/** The request body of the exam form: the training form's, under the exam's names. */
export function examFormOf(values: RegistrationValues): ExamForm {
  const fields = Object.entries(trainingFormOf(values)).map(([name, value]) => [
    examName(name),
    value,
  ]);
  return Object.fromEntries(fields) as ExamForm;
}

/**
 * The problems of the typed form under the contract's schema of its kind: every field is
 * required, the e-mail address must be one, the texts and codes have their lengths.
 */
export function registrationProblems(
  kind: RegistrationKind,
  values: RegistrationValues,
  now = new Date(),
): Partial<Record<RegistrationField, RuleProblem>> {
  const problems = dayProblems<RegistrationField>(values, now);
  if (kind === 'training') {
    Object.assign(problems, schemaProblems(TrainingFormSchema, trainingFormOf(values)));
  } else {
    const byExamName: Partial<Record<string, RuleProblem>> = schemaProblems(
      ExamFormSchema,
      examFormOf(values),
    );
    for (const field of REGISTRATION_FIELDS) {
      const problem = byExamName[examName(field)];
      if (problem) problems[field] = problem;
    }
  }
  // Every field is required: an empty one is missing, whatever else its schema says of it.
  for (const field of REGISTRATION_FIELDS) {
    if (values[field].trim() === '') problems[field] = { rule: 'required' };
  }
  return problems;
}
