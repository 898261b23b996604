import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ProductSummarySchema } from './catalog';
import {
  CaptchaAnswerSchema,
  CountryCodeSchema,
  DateSchema,
  DateTimeSchema,
  IdSchema,
  PageQuerySchema,
  PartnerTierSchema,
  UrlSchema,
  WireIdSchema,
  envelope,
  pageOf,
  PUBLIC_ACCESS,
  TOKEN_ONLY,
} from './common';
import { MembershipLevelSchema } from './dcnet';

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

/** A slide of the home page carousel; `url` is where it leads, empty for none. */
export const BannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  url: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A news article as lists show it. */
export const NewsSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  summary: z.string(),
  create_time: DateTimeSchema,
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

/** A neighbouring article, for the previous and next links. */
export const NewsNeighbourSchema = NewsSummarySchema.pick({ id: true, title: true });
export type NewsNeighbour = z.infer<typeof NewsNeighbourSchema>;

/** One news article. `content` is HTML from the back office: sanitise before rendering. */
export const NewsDetailSchema = NewsSummarySchema.extend({
  content: z.string(),
  source: z.string(),
  prev: NewsNeighbourSchema.nullable(),
  next: NewsNeighbourSchema.nullable(),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** A solution (an industry offering) as lists show it. */
export const SolutionSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  summary: z.string(),
  industry: z.string(),
});
export type SolutionSummary = z.infer<typeof SolutionSummarySchema>;

/** One solution with the products it uses. `content` is HTML: sanitise before rendering. */
export const SolutionDetailSchema = SolutionSummarySchema.extend({
  content: z.string(),
  products: z.array(ProductSummarySchema),
});
export type SolutionDetail = z.infer<typeof SolutionDetailSchema>;

/** The home page (`GET /index`). */
export const HomeSchema = z.object({
  banner: z.array(BannerSchema),
  products: z.array(ProductSummarySchema),
  solutions: z.array(SolutionSummarySchema),
  news: z.array(NewsSummarySchema),
});
export type Home = z.infer<typeof HomeSchema>;

/** What a search looks in. */
export const SEARCH_TYPES = ['product', 'solution', 'news'] as const;
/** What a search hit is. */
export const SearchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** The search form (form-encoded, so numbers travel as text). Without `type`, all kinds. */
export const SearchFormSchema = PageQuerySchema.extend({
  keyword: z.string().trim().min(1),
  type: SearchTypeSchema.optional(),
});
export type SearchForm = z.input<typeof SearchFormSchema>;

/** One search hit; the client links it by `type` and `id`. */
export const SearchHitSchema = z.object({
  type: SearchTypeSchema,
  id: IdSchema,
  title: z.string(),
  summary: z.string(),
  image: UrlSchema,
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Asks for the address of a product download (`ProductDownload.id`). */
export const CheckDownloadFormSchema = z.object({ id: IdSchema });
export type CheckDownloadForm = z.infer<typeof CheckDownloadFormSchema>;

/** Where the file may be fetched; refused with `code: 0` (or a session code) when not allowed. */
export const DownloadLinkSchema = z.object({ url: UrlSchema });
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;

/** Filters of the news list. */
export const NewsListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().optional(),
});
export type NewsListQuery = z.input<typeof NewsListQuerySchema>;

/** Filters of the solution list. */
export const SolutionListQuerySchema = PageQuerySchema.extend({
  industry: z.string().trim().optional(),
});
export type SolutionListQuery = z.input<typeof SolutionListQuerySchema>;

/** Names one article, solution or vendor in a query string. */
export const IdQuerySchema = z.object({ id: WireIdSchema });
export type IdQuery = z.input<typeof IdQuerySchema>;

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
  keyword: z.string().trim().optional(),
});
export type VendorListQuery = z.input<typeof VendorListQuerySchema>;

/**
 * The company and support pages kept as single pages in the back office, named like their
 * routes: company brief, parent company, contact, service policy, training information.
 */
export const PAGE_NAMES = [
  'dcnbrief',
  'parentcompany',
  'contactus',
  'policy',
  'dcntraining',
] as const;
/** The name of a single page. */
export const PageNameSchema = z.enum(PAGE_NAMES);
export type PageName = z.infer<typeof PageNameSchema>;

/** Names the single page wanted. */
export const PageQueryByNameSchema = z.object({ name: PageNameSchema });
export type PageQueryByName = z.infer<typeof PageQueryByNameSchema>;

/** A single page. `content` is HTML: sanitise before rendering. */
export const SinglePageSchema = z.object({
  name: PageNameSchema,
  title: z.string(),
  content: z.string(),
  update_time: DateTimeSchema,
});
export type SinglePage = z.infer<typeof SinglePageSchema>;

/**
 * The certificate check: one number or several separated by commas, with the captcha answer.
 */
export const CertificateVerifyFormSchema = CaptchaAnswerSchema.extend({
  number: z.string().trim().min(1),
});
export type CertificateVerifyForm = z.infer<typeof CertificateVerifyFormSchema>;

/** A certificate found by the check. */
export const CertificateSchema = z.object({
  number: z.string(),
  /** The holder's name. */
  name: z.string(),
  issue_time: DateSchema,
  /** The last day the certificate is valid. */
  valid_until: DateSchema,
  /** The original certificate (image or PDF). */
  file: UrlSchema,
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** The certificates found, and the numbers asked for that matched none. */
export const CertificateVerifyResultSchema = z.object({
  list: z.array(CertificateSchema),
  unmatched: z.array(z.string()),
});
export type CertificateVerifyResult = z.infer<typeof CertificateVerifyResultSchema>;

/**
 * The serial-number check: one SN or several separated by English commas, with the captcha
 * answer. Only overseas local after-sales service partners may run it: it needs a token, and
 * others are refused with `code: 0`.
 */
export const SnCheckFormSchema = CaptchaAnswerSchema.extend({
  sn: z.string().trim().min(1),
});
export type SnCheckForm = z.infer<typeof SnCheckFormSchema>;

/** The warranty record of one serial number. */
export const SnRecordSchema = z.object({
  sn: z.string(),
  model: z.string(),
  start_date: DateSchema,
  end_date: DateSchema,
});
export type SnRecord = z.infer<typeof SnRecordSchema>;

/** The records found, and the serial numbers that matched none ('Unmatched SN:'). */
export const SnCheckResultSchema = z.object({
  list: z.array(SnRecordSchema),
  unmatched: z.array(z.string()),
});
export type SnCheckResult = z.infer<typeof SnCheckResultSchema>;

/** Public content: the layout shell, reference lists, pages, news, solutions, vendors, search and lookups. */
export const contentContract = c.router(
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
    home: {
      method: 'GET',
      path: '/index',
      responses: { 200: envelope(HomeSchema) },
      summary: 'The home page: carousel, featured products, solutions and news',
    },
    search: {
      method: 'POST',
      path: '/search',
      contentType: 'application/x-www-form-urlencoded',
      body: SearchFormSchema,
      responses: { 200: envelope(pageOf(SearchHitSchema)) },
      summary: 'Search products, solutions and news',
    },
    checkDownload: {
      method: 'POST',
      path: '/checkdownload',
      body: CheckDownloadFormSchema,
      responses: { 200: envelope(DownloadLinkSchema) },
      summary: 'Whether the caller may download a product file, and its address',
    },
    newsList: {
      method: 'GET',
      path: '/news',
      query: NewsListQuerySchema,
      responses: { 200: envelope(pageOf(NewsSummarySchema)) },
      summary: 'One page of news, newest first',
    },
    newsDetail: {
      method: 'GET',
      path: '/news/detail',
      query: IdQuerySchema,
      responses: { 200: envelope(NewsDetailSchema) },
      summary: 'One news article with its neighbours',
    },
    solutionList: {
      method: 'GET',
      path: '/solution',
      query: SolutionListQuerySchema,
      responses: { 200: envelope(pageOf(SolutionSummarySchema)) },
      summary: 'One page of solutions',
    },
    solutionDetail: {
      method: 'GET',
      path: '/solution/detail',
      query: IdQuerySchema,
      responses: { 200: envelope(SolutionDetailSchema) },
      summary: 'One solution with the products it uses',
    },
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
    page: {
      method: 'GET',
      path: '/page',
      query: PageQueryByNameSchema,
      responses: { 200: envelope(SinglePageSchema) },
      summary: 'A company or support page: brief, parent company, contact, policy, training',
    },
    verifyCertificate: {
      method: 'POST',
      path: '/certificate/verify',
      body: CertificateVerifyFormSchema,
      responses: { 200: envelope(CertificateVerifyResultSchema) },
      summary: 'Look up certificates by number (comma-separated), with a captcha',
    },
    checkSn: {
      method: 'POST',
      path: '/sn/check',
      body: SnCheckFormSchema,
      responses: { 200: envelope(SnCheckResultSchema) },
      summary:
        'Warranty records by serial number (comma-separated), with a captcha; overseas service partners only',
      metadata: TOKEN_ONLY.metadata,
    },
  },
  PUBLIC_ACCESS,
);
