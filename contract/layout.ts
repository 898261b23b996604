import { z } from 'zod';
import { IdSchema, UrlSchema, envelope, PUBLIC_ACCESS, c } from './common';
import { isChatAddress } from './values';

/** One entry of the top menu. `external` entries open outside the portal. */
export const MenuLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  external: z.boolean(),
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

/** A top-level menu entry with its sub-entries (the menu is two levels deep). */
export const MenuItemSchema = MenuLinkSchema.extend({
  children: z.array(MenuLinkSchema),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

// The rule is a plain function, in a file without schemas
// (docs/decisions/138-first-paint-without-zod-and-xstate.md).
export { isChatAddress };

/**
 * Site settings of the header, footer and side box (the spec's `sysConifg`, spelled as the
 * backend sends it).
 */
export const SysConfigSchema = z.object({
  site_name: z.string(),
  copyright: z.string(),
  filing_number: z.string(),
  filing_url: z.string(),
  /**
   * The messaging page the side box's chat opens in a frame (docs/content.md): empty, null
   * or missing when there is no chat, otherwise a {@link isChatAddress chat address}.
   */
  chat_url: z
    .string()
    .refine((value) => value === '' || isChatAddress(value), {
      message: 'chat_url must be empty, an http(s) URL or a path on this site',
    })
    .nullish(),
});

/** The layout shell's data: the menu (`columb`) and the footer settings (`sysConifg`). */
export const LayoutSchema = z.object({
  columb: z.array(MenuItemSchema),
  sysConifg: SysConfigSchema,
});
export type Layout = z.infer<typeof LayoutSchema>;

/** A country as the backend lists it; `phone_code` is the calling code without '+', empty for uninhabited territories. */
export const CountrySchema = z.object({
  english_name: z.string(),
  chinese_name: z.string(),
  country_code: z.string().length(2),
  phone_code: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

/** A partner or friendly site linked in the footer. */
export const FriendLinkSchema = z.object({
  id: IdSchema,
  name: z.string(),
  url: z.string(),
  /** Logo image; empty when the link is shown as text. */
  logo: UrlSchema,
});
export type FriendLink = z.infer<typeof FriendLinkSchema>;

/** `GET /friendlink`: the footer links (`data.links`). */
export const FriendLinksSchema = z.object({ links: z.array(FriendLinkSchema) });
export type FriendLinks = z.infer<typeof FriendLinksSchema>;

/** What the layout shell loads: the menu and footer settings, the footer links, the country list. */
export const layoutContract = c.router(
  {
    layout: {
      method: 'GET',
      path: '/layout',
      responses: { 200: envelope(LayoutSchema) },
      summary: 'Menu, copyright and filing number for the layout shell',
    },
    countries: {
      method: 'GET',
      path: '/ajax/getCountries',
      responses: { 200: envelope(z.object({ countries: z.array(CountrySchema) })) },
      summary: 'Every ISO 3166 country with its names and calling code',
    },
    friendLinks: {
      method: 'GET',
      path: '/friendlink',
      responses: { 200: envelope(FriendLinksSchema) },
      summary: 'Footer links (data.links)',
    },
  },
  PUBLIC_ACCESS,
);
