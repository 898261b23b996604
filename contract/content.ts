import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { envelope } from './common';

const c = initContract();

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

/** Site settings shown in the footer (the spec's `sysConifg`, spelled as the backend sends it). */
export const SysConfigSchema = z.object({
  site_name: z.string(),
  copyright: z.string(),
  filing_number: z.string(),
  filing_url: z.string(),
});
export type SysConfig = z.infer<typeof SysConfigSchema>;

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

/** Public content: the layout shell and the reference lists. */
export const contentContract = c.router({
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
});
