import { z } from 'zod';
import {
  c,
  DateTimeSchema,
  envelope,
  IdQuerySchema,
  IdSchema,
  pageOf,
  PageQuerySchema,
  TOKEN_ONLY,
} from './common';

/** What a draft holds: a project form or a quotation form. */
export const DRAFT_TYPES = ['project', 'quotation'] as const;
/** The kind of a draft. */
export const DraftTypeSchema = z.enum(DRAFT_TYPES);
export type DraftType = z.infer<typeof DraftTypeSchema>;

/**
 * The form as it was when saved. A draft is by nature unfinished, so the backend stores it as
 * given and checks nothing inside it; the screen validates it once it is restored and submitted
 * (docs/projects.md).
 */
export const DraftContentSchema = z.record(z.string(), z.unknown());
export type DraftContent = z.infer<typeof DraftContentSchema>;

/** A draft as the drafts box lists it. */
export const DraftSummarySchema = z.object({
  id: IdSchema,
  type: DraftTypeSchema,
  /** A label for the list: the project or quotation name typed so far, possibly empty. */
  title: z.string(),
  create_time: DateTimeSchema,
  /** When the draft was last saved. */
  update_time: DateTimeSchema,
  /** The draft is valid until then; afterwards it is marked expired and later removed. */
  validity_time: DateTimeSchema,
  /**
   * The validity time has passed: the list still shows the draft for a few days so that it can
   * be opened once more, then it is removed (docs/projects.md).
   */
  expired: z.boolean(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

/** A draft with its content. */
export const DraftSchema = DraftSummarySchema.extend({ content: DraftContentSchema });
export type Draft = z.infer<typeof DraftSchema>;

/** Saves a draft: without `id` a new one, with `id` over an existing one of the same type. */
export const SaveDraftFormSchema = z.object({
  id: IdSchema.optional(),
  type: DraftTypeSchema,
  title: z.string().trim().max(200).default(''),
  content: DraftContentSchema,
});
export type SaveDraftForm = z.input<typeof SaveDraftFormSchema>;

/** The saved draft's id and how long it is kept. */
export const SavedDraftSchema = DraftSummarySchema.pick({ id: true, validity_time: true });
export type SavedDraft = z.infer<typeof SavedDraftSchema>;

/** Filters of the drafts box. */
export const DraftListQuerySchema = PageQuerySchema.extend({ type: DraftTypeSchema.optional() });
export type DraftListQuery = z.input<typeof DraftListQuerySchema>;

/** The drafts box: unfinished project and quotation forms. */
export const draftsContract = c.router(
  {
    save: {
      method: 'POST',
      path: '/v2/user/saveDraftBoxData',
      body: SaveDraftFormSchema,
      responses: { 200: envelope(SavedDraftSchema) },
      summary: 'Save a project or quotation form to the drafts box',
    },
    list: {
      method: 'GET',
      path: '/v2/user/getMyDraftBoxLists',
      query: DraftListQuerySchema,
      responses: { 200: envelope(pageOf(DraftSummarySchema)) },
      summary: "One page of the user's drafts, newest first",
    },
    detail: {
      method: 'GET',
      path: '/v2/user/getDraftBoxDetail',
      query: IdQuerySchema,
      responses: { 200: envelope(DraftSchema) },
      summary: 'One draft with its content',
    },
  },
  TOKEN_ONLY,
);
