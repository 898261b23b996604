import { z } from 'zod';
import {
  CountryCodeSchema,
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  IdSchema,
  PageBodySchema,
  PageQuerySchema,
  CaptchaSchema,
  envelope,
  pageOf,
  PUBLIC_ACCESS,
  TOKEN_ONLY,
  c,
} from './common';

/** Most characters of a registration's texts; codes are short. */
export const REGISTRATION_LIMITS = { text: 200, code: 32 } as const;

const text = () => z.string().trim().min(1).max(REGISTRATION_LIMITS.text);
const code = () => z.string().trim().min(1).max(REGISTRATION_LIMITS.code);

/** A training or exam subject. */
export const SubjectSchema = z.object({ id: IdSchema, name: z.string() });
export type Subject = z.infer<typeof SubjectSchema>;

/**
 * The training registration form; every field is required. The registration code comes from
 * the regional sales or training partner and must be correct.
 */
export const TrainingFormSchema = z.object({
  name: text(),
  country: CountryCodeSchema,
  mailbox: EmailSchema.max(254),
  /** The training subject (`GET /v2/category/trainList`). */
  subject: IdSchema,
  permit_number: text(),
  registration_date: DateSchema,
  registration_code: code(),
});
export type TrainingForm = z.infer<typeof TrainingFormSchema>;

/** A training registration as stored. */
export const TrainingRegistrationSchema = TrainingFormSchema.extend({
  id: IdSchema,
  subject_name: z.string(),
  create_time: DateTimeSchema,
});
export type TrainingRegistration = z.infer<typeof TrainingRegistrationSchema>;

/** The exam registration form; every field is required, the code must be correct. */
export const ExamFormSchema = z.object({
  name: text(),
  country: CountryCodeSchema,
  mailbox: EmailSchema.max(254),
  /** The exam subject (`GET /v2/category/examList`). */
  exam_subject: IdSchema,
  exam_permit_number: text(),
  registration_date: DateSchema,
  exam_registration_code: code(),
});
export type ExamForm = z.infer<typeof ExamFormSchema>;

/** An exam registration as stored. */
export const ExamRegistrationSchema = ExamFormSchema.extend({
  id: IdSchema,
  exam_subject_name: z.string(),
  create_time: DateTimeSchema,
});
export type ExamRegistration = z.infer<typeof ExamRegistrationSchema>;

/** One exam result (a grade). */
export const ExamResultSchema = z.object({
  id: IdSchema,
  name: z.string(),
  exam_permit_number: z.string(),
  score: z.number().nonnegative(),
  exam_time: DateTimeSchema,
  category_name: z.string(),
  region: z.string(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

/** Filters of the grade query. */
export const ExamResultsFormSchema = PageBodySchema.extend({
  exam_permit_number: z.string().trim().max(REGISTRATION_LIMITS.text).optional(),
});
export type ExamResultsForm = z.input<typeof ExamResultsFormSchema>;

/** The saved registration's id. */
export const SavedRegistrationSchema = z.object({ id: IdSchema });
export type SavedRegistration = z.infer<typeof SavedRegistrationSchema>;

/** Training and exam registration, grades, and the captcha. */
export const trainingContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/v2/training/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageOf(TrainingRegistrationSchema)) },
      summary: "One page of the user's training registrations",
    },
    apply: {
      method: 'POST',
      path: '/v2/training/apply',
      body: TrainingFormSchema,
      responses: { 200: envelope(SavedRegistrationSchema) },
      summary: 'Register for a training with a registration code',
    },
    trainSubjects: {
      method: 'GET',
      path: '/v2/category/trainList',
      responses: { 200: envelope(z.array(SubjectSchema)) },
      summary: 'Training subjects',
    },
    examSubjects: {
      method: 'GET',
      path: '/v2/category/examList',
      responses: { 200: envelope(z.array(SubjectSchema)) },
      summary: 'Exam subjects',
    },
    examApply: {
      method: 'POST',
      path: '/v2/training/exam/apply',
      body: ExamFormSchema,
      responses: { 200: envelope(SavedRegistrationSchema) },
      summary: 'Register for an exam with an exam registration code',
    },
    examList: {
      method: 'GET',
      path: '/v2/training/exam/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageOf(ExamRegistrationSchema)) },
      summary: "One page of the user's exam registrations",
    },
    examResults: {
      method: 'POST',
      path: '/v2/training/exam/results',
      body: ExamResultsFormSchema,
      responses: { 200: envelope(pageOf(ExamResultSchema)) },
      summary: "One page of the user's exam results (grades)",
    },
    captcha: {
      method: 'GET',
      path: '/v2/common/captcha',
      responses: { 200: envelope(CaptchaSchema) },
      summary: 'A new captcha image and its uuid',
      metadata: PUBLIC_ACCESS.metadata,
    },
  },
  TOKEN_ONLY,
);
