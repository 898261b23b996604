import { z } from 'zod';
import { ProfileFieldsSchema, UserInfoSchema } from './auth';
import { IMAGE_UPLOAD, UrlSchema, envelope, uploadFile, TOKEN_ONLY, c } from './common';

/** Counts shown on the personal home. */
export const UserStatsSchema = z.object({
  projects: z.number().int().nonnegative(),
  quotations: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  end_users: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** The personal home (`GET /user/home`): the user as stored now, and counts of their records. */
export const UserHomeSchema = z.object({
  userinfo: UserInfoSchema,
  stats: UserStatsSchema,
});
export type UserHome = z.infer<typeof UserHomeSchema>;

/** The new avatar image (multipart): JPEG, PNG, GIF or WebP, at most 500 kB. */
export const UploadHeadFormSchema = z.object({ file: uploadFile(IMAGE_UPLOAD) });
export type UploadHeadForm = z.input<typeof UploadHeadFormSchema>;

/** The stored avatar. */
export const UploadHeadResultSchema = z.object({ avatar: UrlSchema });
export type UploadHeadResult = z.infer<typeof UploadHeadResultSchema>;

/** The profile fields a user may change; the e-mail address (user name) is not one of them. */
export const EditUserInfoFormSchema = ProfileFieldsSchema;
export type EditUserInfoForm = z.infer<typeof EditUserInfoFormSchema>;

/** How a server-supplied route is shown. `link` makes it open an external page. */
export const RouteMetaSchema = z.object({
  title: z.string(),
  icon: z.string().optional(),
  link: z.string().nullable().optional(),
  noCache: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof RouteMetaSchema>;

const RouteEntryBaseSchema = z.object({
  name: z.string(),
  /** Relative to the parent entry's path; the client joins them into single paths. */
  path: z.string(),
  /** The named screen component; `Layout` or `ParentView` for a group. */
  component: z.string().optional(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  meta: RouteMetaSchema,
});

/** One entry of the route list; groups carry `children` of the same shape, to any depth. */
export type RouteEntry = z.infer<typeof RouteEntryBaseSchema> & { children?: RouteEntry[] };

/** One entry of the route list fetched after login (docs/decisions/018-added-calls.md). */
export const RouteEntrySchema: z.ZodType<RouteEntry> = RouteEntryBaseSchema.extend({
  children: z
    .lazy(() => z.array(RouteEntrySchema))
    .optional()
    .describe('Entries of the same shape, nested to any depth'),
});

/** The logged-in user's home, profile and server-supplied routes. */
export const accountContract = c.router(
  {
    home: {
      method: 'GET',
      path: '/user/home',
      responses: { 200: envelope(UserHomeSchema) },
      summary: 'The personal home: current user info (roles, permissions) and record counts',
    },
    uploadHead: {
      method: 'POST',
      path: '/user/uploadhead',
      contentType: 'multipart/form-data',
      body: UploadHeadFormSchema,
      responses: { 200: envelope(UploadHeadResultSchema) },
      summary: 'Replace the avatar',
    },
    editUserInfo: {
      method: 'POST',
      path: '/user/edituserinfo',
      body: EditUserInfoFormSchema,
      responses: { 200: envelope(UserInfoSchema) },
      summary: 'Change the profile; answers the user as now stored',
    },
    routers: {
      method: 'GET',
      path: '/getRouters',
      responses: { 200: envelope(z.array(RouteEntrySchema)) },
      summary: 'Routes the user may open, fetched after login; groups nest their entries',
    },
  },
  TOKEN_ONLY,
);
