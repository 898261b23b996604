import { describe, expect, it } from 'vitest';
import {
  ExamFormSchema,
  REGISTRATION_LIMITS,
  TrainingFormSchema,
} from '../../../contract/training';
import {
  examFormOf,
  initialRegistration,
  registrationProblems,
  today,
  trainingFormOf,
  type RegistrationValues,
} from './registration-rules';

const filled: RegistrationValues = {
  name: 'Ana Lima',
  country: 'PT',
  mailbox: 'ana@harbour.example',
  subject: '2',
  permit_number: 'PT-1234',
  registration_date: '2026-11-20',
  registration_code: 'TRN-ABCDEFGHJK',
};

describe('the training and exam registration forms', () => {
  it('start from the profile, registered today', () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(
      initialRegistration({ realname: 'Ana Lima', country: 'PT', username: 'ana@x.example' }, now),
    ).toEqual({
      name: 'Ana Lima',
      country: 'PT',
      mailbox: 'ana@x.example',
      subject: '',
      permit_number: '',
      registration_date: '2026-01-05',
      registration_code: '',
    });
    expect(initialRegistration(null, now).name).toBe('');
    expect(today(now)).toBe('2026-01-05');
  });

  it('need every field, on both forms', () => {
    const empty: RegistrationValues = {
      name: '',
      country: '',
      mailbox: '',
      subject: '',
      permit_number: ' ',
      registration_date: '',
      registration_code: '',
    };
    const everyField = {
      name: { rule: 'required' },
      country: { rule: 'required' },
      mailbox: { rule: 'required' },
      subject: { rule: 'required' },
      permit_number: { rule: 'required' },
      registration_date: { rule: 'required' },
      registration_code: { rule: 'required' },
    };
    expect(registrationProblems('training', empty)).toEqual(everyField);
    expect(registrationProblems('exam', empty)).toEqual(everyField);
    expect(registrationProblems('training', filled)).toEqual({});
    expect(registrationProblems('exam', filled)).toEqual({});
  });

  it('check the e-mail address and the lengths, naming the exam form’s fields as the form does', () => {
    const wrong = {
      ...filled,
      mailbox: 'not an address',
      registration_code: 'x'.repeat(REGISTRATION_LIMITS.code + 1),
    };
    const expected = {
      mailbox: { rule: 'emailInvalid' },
      registration_code: { rule: 'tooLong', max: REGISTRATION_LIMITS.code },
    };
    expect(registrationProblems('training', wrong)).toEqual(expected);
    expect(registrationProblems('exam', wrong)).toEqual(expected);
  });

  it('refuse a registration dated after the day the person registers on', () => {
    const now = new Date(2026, 10, 28, 10, 0);
    const tomorrow = { ...filled, registration_date: '2026-11-29' };
    const expected = { registration_date: { rule: 'day', problem: 'afterToday' } };
    expect(registrationProblems('training', tomorrow, now)).toEqual(expected);
    expect(registrationProblems('exam', tomorrow, now)).toEqual(expected);
    expect(
      registrationProblems('exam', { ...filled, registration_date: '2026-11-28' }, now),
    ).toEqual({});
  });

  it('send what the contract accepts, each under its own names', () => {
    expect(TrainingFormSchema.parse(trainingFormOf(filled))).toMatchObject({ subject: 2 });
    expect(ExamFormSchema.parse(examFormOf(filled))).toEqual({
      name: 'Ana Lima',
      country: 'PT',
      mailbox: 'ana@harbour.example',
      exam_subject: 2,
      exam_permit_number: 'PT-1234',
      registration_date: '2026-11-20',
      exam_registration_code: 'TRN-ABCDEFGHJK',
    });
  });
});
