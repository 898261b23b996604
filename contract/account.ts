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

/** The image formats an avatar may have, told by their first bytes, not by name or type. */
const IMAGE_SIGNATURES: { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/png',
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: 'image/gif',
    test: (b) => ['GIF87a', 'GIF89a'].some((magic) => latin1(b, 0, 6) === magic),
  },
  { type: 'image/webp', test: (b) => latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP' },
];

/** How many first bytes of a file {@link imageTypeOf} needs to read. */
export const IMAGE_SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The media type of an avatar image by its first bytes (JPEG, PNG, GIF or WebP), or null when
 * it is none of them, whatever the file's name or declared type. The web app checks a chosen
 * file with it before sending; the server checks every upload with it again.
 */
export function imageTypeOf(bytes: Uint8Array): string | null {
  return IMAGE_SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

/** The stored avatar. */
export const UploadHeadResultSchema = z.object({ avatar: UrlSchema });

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

/** One entry of the route list fetched after login (docs/contract.md). */
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
