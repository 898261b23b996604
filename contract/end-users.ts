import { z } from 'zod';
import {
  DateTimeSchema,
  EmailSchema,
  FlagSchema,
  IdSchema,
  MoneySchema,
  NoDataSchema,
  PageQuerySchema,
  envelope,
  fileResponse,
  pageOf,
  TOKEN_ONLY,
  c,
} from './common';

/**
 * An end user as the partner enters it. Company, address, contact, e-mail and mobile are
 * required; purchase figures are in US dollars.
 */
export const EndUserFormSchema = z.object({
  /** Absent to add an end user, present to change one. */
  id: IdSchema.optional(),
  /** The company's full name. */
  company: z.string().trim().min(1),
  /** The registered address. */
  address: z.string().trim().min(1),
  website: z.string().trim().optional(),
  /** The contact person. */
  contact: z.string().trim().min(1),
  email: EmailSchema,
  mobile: z.string().trim().min(1),
  staff_size: z.string().trim().optional(),
  industry: z.string().trim().optional(),
  /** 1 when the partner asks for the end user to be protected. */
  is_protect: FlagSchema.default(0),
  /** The vendor's product lines the end user already runs. */
  product_lines: z.string().trim().optional(),
  /** Competing brands the end user runs. */
  rival_brands: z.string().trim().optional(),
  /** Last year's total networking purchase (USD). */
  last_year_total_purchase: MoneySchema.optional(),
  /** Last year's purchase of the vendor's products (USD). */
  last_year_vendor_purchase: MoneySchema.optional(),
  /** This year's predicted total networking purchase (USD). */
  current_year_total_purchase: MoneySchema.optional(),
  /** This year's predicted purchase of the vendor's products (USD). */
  current_year_vendor_purchase: MoneySchema.optional(),
  /** Other sources the customer buys from. */
  other_sources: z.string().trim().optional(),
});
export type EndUserForm = z.input<typeof EndUserFormSchema>;

/** An end user as stored; optional text is answered as an empty string, figures as null. */
export const EndUserSchema = z.object({
  id: IdSchema,
  company: z.string(),
  address: z.string(),
  website: z.string(),
  contact: z.string(),
  email: z.string(),
  mobile: z.string(),
  staff_size: z.string(),
  industry: z.string(),
  is_protect: FlagSchema,
  product_lines: z.string(),
  rival_brands: z.string(),
  last_year_total_purchase: MoneySchema.nullable(),
  last_year_vendor_purchase: MoneySchema.nullable(),
  current_year_total_purchase: MoneySchema.nullable(),
  current_year_vendor_purchase: MoneySchema.nullable(),
  other_sources: z.string(),
  create_time: DateTimeSchema,
});
export type EndUser = z.infer<typeof EndUserSchema>;

/** Filters of the end-user list. */
export const EndUserListQuerySchema = PageQuerySchema.extend({
  /** Matches company, contact or e-mail. */
  keyword: z.string().trim().optional(),
});
export type EndUserListQuery = z.input<typeof EndUserListQuerySchema>;

/** An end user to pick in a select (projects). */
export const EndUserOptionSchema = EndUserSchema.pick({ id: true, company: true });
export type EndUserOption = z.infer<typeof EndUserOptionSchema>;

/** Filters the end users offered in a select. */
export const EndUserOptionsFormSchema = z.object({ keyword: z.string().trim().optional() });
export type EndUserOptionsForm = z.infer<typeof EndUserOptionsFormSchema>;

/** Names one end user. */
export const EndUserIdFormSchema = z.object({ id: IdSchema });
export type EndUserIdForm = z.infer<typeof EndUserIdFormSchema>;

/** Which end users to export: the given ids, or every one matching `keyword` when none given. */
export const DownloadEndUserFormSchema = z.object({
  ids: z.array(IdSchema).optional(),
  keyword: z.string().trim().optional(),
});
export type DownloadEndUserForm = z.infer<typeof DownloadEndUserFormSchema>;

/** The saved end user's id. */
export const SavedEndUserSchema = z.object({ id: IdSchema });
export type SavedEndUser = z.infer<typeof SavedEndUserSchema>;

/** The partner's end users (customers). */
export const endUsersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/enduser',
      query: EndUserListQuerySchema,
      responses: { 200: envelope(pageOf(EndUserSchema)) },
      summary: "One page of the user's end users",
    },
    save: {
      method: 'POST',
      path: '/user/postenduser',
      body: EndUserFormSchema,
      responses: { 200: envelope(SavedEndUserSchema) },
      summary: 'Add an end user, or change one when id is given',
    },
    delete: {
      method: 'POST',
      path: '/user/deleteenduser',
      body: EndUserIdFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Delete an end user',
    },
    download: {
      method: 'POST',
      path: '/user/downloadenduser',
      body: DownloadEndUserFormSchema,
      responses: { 200: fileResponse },
      summary: 'Export end users as a spreadsheet (.xlsx)',
    },
    options: {
      method: 'POST',
      path: '/user/getenduser',
      body: EndUserOptionsFormSchema,
      responses: { 200: envelope(z.array(EndUserOptionSchema)) },
      summary: 'End users to pick from (id and company), filtered by keyword',
    },
  },
  TOKEN_ONLY,
);
