import { z } from 'zod';
import {
  c,
  CountryCodeSchema,
  envelope,
  IdQuerySchema,
  IdSchema,
  KeywordSchema,
  pageOf,
  PageQuerySchema,
  PartnerTierSchema,
  PUBLIC_ACCESS,
  UrlSchema,
} from './common';
import { MembershipLevelSchema } from './dcnet';

/** A vendor (a partner company listed publicly), as the vendor list shows it. */
export const VendorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  logo: UrlSchema,
  country: z.string(),
  country_name: z.string(),
  partner_type: PartnerTierSchema.nullable(),
  level: MembershipLevelSchema.nullable(),
  website: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** One vendor's company page. `description` is HTML: sanitise before rendering. */
export const VendorCompanySchema = VendorSchema.extend({
  address: z.string(),
  telephone: z.string(),
  email: z.string(),
  description: z.string(),
});
export type VendorCompany = z.infer<typeof VendorCompanySchema>;

/** Filters of the vendor list (find a partner). */
export const VendorListQuerySchema = PageQuerySchema.extend({
  country: CountryCodeSchema.optional(),
  partner_type: PartnerTierSchema.optional(),
  keyword: KeywordSchema,
});

/** The vendor list (find a partner) and vendor company pages. */
export const vendorsContract = c.router(
  {
    vendorList: {
      method: 'GET',
      path: '/vendor',
      query: VendorListQuerySchema,
      responses: { 200: envelope(pageOf(VendorSchema)) },
      summary: 'One page of vendors (partner companies), by country, tier or keyword',
    },
    vendorCompany: {
      method: 'GET',
      path: '/vendor/company',
      query: IdQuerySchema,
      responses: { 200: envelope(VendorCompanySchema) },
      summary: "One vendor's company page",
    },
  },
  PUBLIC_ACCESS,
);
