import { z } from 'zod';
import { LANGUAGES, type LangCode } from '../../../i18n/languages';
import type { Localized } from '../schema/index';
import { SPEC_KEYS } from './spec-keys';
import { EndUserFormSchema } from '../../../contract/end-users';

/** The illustrations a news article can have, one per kind of news (server/media/news/). */
export const NEWS_IMAGES = [
  'launch',
  'event',
  'partner',
  'training',
  'case',
  'security',
  'award',
  'logistics',
] as const;

/**
 * The shape of the seed files in `data/`. Every text a visitor reads is a map with one field per
 * language code of the API, and all eight are required and non-empty; a text that reads the same
 * everywhere (a model number, a brand) is a plain string where the field allows it. Objects are
 * strict: an unknown or misspelt field, or an unknown language code, fails.
 */

/** Letters a text must contain to be in that language: catches a text filed under another. */
const SCRIPTS: Partial<Record<LangCode, RegExp>> = {
  ru: /\p{Script=Cyrillic}/u,
  kor: /\p{Script=Hangul}/u,
  ara: /\p{Script=Arabic}/u,
};

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A non-empty string. */
export const text = z.string().refine((value) => value.trim() !== '', 'is empty');

function inLanguage<T extends z.ZodTypeAny>(lang: LangCode, value: T) {
  const script = SCRIPTS[lang];
  const name = LANGUAGES.find((l) => l.code === lang)?.name ?? lang;
  return value.superRefine((parsed, ctx) => {
    if (script && stringsOf(parsed).some((s) => !script.test(s))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `is not written in ${name}` });
    }
  });
}

/** One schema per language code. */
type LanguageShape<T extends z.ZodTypeAny> = Record<LangCode, T>;

/** Longer than this, a text that is the same as the English one was not translated. */
const COPY_LENGTH = 40;

/** A visitor text (or a structure of texts) in all eight languages. */
export function localized<T extends z.ZodTypeAny>(value: T) {
  const shape = Object.fromEntries(
    LANGUAGES.map(({ code }) => [code, inLanguage(code, value)]),
  ) as LanguageShape<z.ZodEffects<T>>;
  return z
    .object(shape)
    .strict()
    .superRefine((texts, ctx) => {
      const english = JSON.stringify(texts.en);
      if (stringsOf(texts.en).join('').length <= COPY_LENGTH) return;
      for (const { code } of LANGUAGES.slice(1)) {
        if (JSON.stringify(texts[code]) === english) {
          ctx.addIssue({ code: 'custom', path: [code], message: 'is the English text' });
        }
      }
    });
}

/** A short text in all eight languages. */
export const localizedText = localized(text);

/** A text that reads the same in every language (stored under `en`), or one per language. */
export const textOrNeutral = z.union([
  text.transform((value): Localized => ({ en: value })),
  localizedText.transform((value): Localized => value),
]);

const path = z.string().regex(/^\/\S*$/, 'is not a portal path');
const url = z.string().url();
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'is not a date and time');

// ---- catalogue ---------------------------------------------------------------------------------

function keyed<K extends string, T extends z.ZodTypeAny>(keys: readonly K[], value: T) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>).strict();
}

/** Specification values as engineers write them: the same in every language. */
const specs = keyed(SPEC_KEYS, text.optional());

export const catalogTextFile = z
  .object({
    specNames: keyed(SPEC_KEYS, localizedText),
    productHeadings: keyed(['overview', 'features', 'models'], localizedText),
    downloadNames: keyed(['datasheet', 'installation'], localizedText),
  })
  .strict();

const image = z.string().regex(/^\/media\/[\w/.-]+\.svg$/, 'is not an image under /media/');

export const catalogFile = z
  .object({
    categories: z.array(
      z
        .object({
          id: z.number().int().positive(),
          name: localizedText,
          image,
          /** Brochure of the whole category, public. */
          brochure: z.object({ name: text, file: z.string().regex(/^[\w-]+\.pdf$/) }).strict(),
          children: z.array(
            z.object({ id: z.number().int().positive(), name: localizedText }).strict(),
          ),
        })
        .strict(),
    ),
    /** The configurator's filter labels per top-level category. */
    labelGroups: z.array(
      z
        .object({
          key: z.string(),
          cate: z.number().int().positive(),
          name: textOrNeutral,
          labels: z.array(z.object({ key: z.string(), name: textOrNeutral }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

/** The text of a product page in one language. */
const seriesBody = z.object({ overview: text, features: z.array(text).nonempty() }).strict();
export type SeriesBody = z.infer<typeof seriesBody>;

/** A number with at most `places` decimals (seed data is stored in whole grams and millimetres). */
const decimals = (places: number) =>
  z
    .number()
    .positive()
    .refine(
      (value) => Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6),
      `has more than ${places} decimals`,
    );

/**
 * How the series' goods are packed: units per package, gross weight of a full package and net
 * weight of one unit in kg (to the gram), outer size of a package in cm (to the millimetre).
 */
const packing = z
  .object({
    per_package: z.number().int().positive(),
    gross_kg: decimals(3),
    net_kg: decimals(3),
    length_cm: decimals(1),
    width_cm: decimals(1),
    height_cm: decimals(1),
  })
  .strict();
export type SeedPacking = z.infer<typeof packing>;

const variant = z
  .object({
    model: text,
    /** The key figures shown under the name: ports, capacity, reach. */
    highlight: text,
    specs,
    /** GPL price in US dollars. */
    price: z.number().positive(),
    labels: z.array(z.string()).optional(),
    image: image.optional(),
    featured: z.boolean().optional(),
    /** A name of its own where the series groups different items (accessories). */
    kind: localizedText.optional(),
    /** Accessories on top of the series' own. */
    accessories: z.array(z.string()).optional(),
    /** Packaging of its own where it differs from the series'. */
    packing: packing.optional(),
  })
  .strict();

/** A product series: the texts its models share and the models themselves. */
const series = z
  .object({
    series: text,
    /** File-name stem of its downloads. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** Whether the series ships an installation guide (licences and cables do not). */
    installable: z.literal(false).optional(),
    /** Second-level category. */
    cate: z.number().int().positive(),
    kind: localizedText,
    tagline: localizedText,
    body: localized(seriesBody),
    specs,
    labels: z.array(z.string()),
    image,
    accessories: z.array(z.string()),
    packing,
    variants: z.array(variant).nonempty(),
  })
  .strict();
export type SeedSeries = z.infer<typeof series>;

export const seriesFile = z.object({ series: z.array(series) }).strict();

// ---- portal content ----------------------------------------------------------------------------

export const newsFile = z
  .object({
    /** Newest first. */
    news: z.array(
      z
        .object({
          date: dateTime,
          image: z.enum(NEWS_IMAGES),
          source: text,
          title: localizedText,
          summary: localizedText,
          /** Paragraphs. */
          body: localized(z.array(text).nonempty()),
        })
        .strict(),
    ),
  })
  .strict();

export const solutionsFile = z
  .object({
    /** Industry names by key. */
    industries: z.record(localizedText),
    /** In the order the solution page lists them. */
    solutions: z.array(
      z
        .object({
          industry: z.string(),
          /** Illustration under /media/solutions/. */
          image: z.string().regex(/^[a-z0-9-]+$/),
          title: localizedText,
          summary: localizedText,
          /** Sections: heading and paragraph. */
          body: localized(z.array(z.tuple([text, text])).nonempty()),
          /** Models of the catalogue the solution is built from. */
          products: z.array(z.string()).nonempty(),
          featured: z.boolean().optional(),
        })
        .strict(),
    ),
  })
  .superRefine((file, ctx) => {
    file.solutions.forEach((solution, i) => {
      if (!(solution.industry in file.industries)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['solutions', i, 'industry'],
          message: `names no industry of "industries"`,
        });
      }
    });
  });

export const vendorsFile = z
  .object({
    /** Partner companies listed on the vendor pages (find a partner). */
    vendors: z.array(
      z
        .object({
          name: text,
          initials: z.string().regex(/^[A-Z]{2}$/),
          country: z.string().regex(/^[A-Z]{2}$/),
          partnerType: z.string().nullable(),
          level: z.string().nullable(),
          city: text,
          website: url,
          address: text,
          telephone: text,
          email: z.string().email(),
          /** What the company does, in its own words. */
          about: localized(text),
        })
        .strict(),
    ),
  })
  .strict();

export const pagesFile = z
  .object({
    /** The single pages: company, contact, service policy and training information. */
    pages: z.array(
      z
        .object({
          name: z.enum(['dcnbrief', 'parentcompany', 'contactus', 'policy', 'dcntraining']),
          updated: dateTime,
          title: localizedText,
          /** HTML. */
          content: localized(text),
        })
        .strict(),
    ),
  })
  .strict();

const menuEntry = z
  .object({
    id: z.number().int().positive(),
    url: z.union([path, url]),
    external: z.boolean().optional(),
    name: localizedText,
  })
  .strict();

export const menuFile = z
  .object({
    /** Two levels. */
    menu: z.array(menuEntry.extend({ children: z.array(menuEntry).optional() }).strict()),
  })
  .strict();

export const homeFile = z
  .object({
    /** The home page carousel. */
    banners: z.array(
      z
        .object({
          title: localizedText,
          image,
          /** A portal path; `{product:MODEL}` stands for that product's page. */
          url: z.union([path, z.string().regex(/^\{product:[\w.-]+\}$/)]),
        })
        .strict(),
    ),
    /** Links to the vendor's other sites, shown in the footer. */
    friendLinks: z.array(
      z.object({ name: textOrNeutral, url, logo: z.union([image, z.literal('')]) }).strict(),
    ),
  })
  .strict();

const level = z.enum(['DCNA', 'DCNP', 'DCNE']);

export const trainingFile = z
  .object({
    tracks: z.record(localizedText),
    /** Training subjects: level and track. */
    courses: z.array(z.object({ level, track: z.string() }).strict()),
    /** Exam subjects: exam code, level and track. */
    exams: z.array(
      z.object({ code: z.string().regex(/^DCN-\d{3}$/), level, track: z.string() }).strict(),
    ),
  })
  .superRefine((file, ctx) => {
    (['courses', 'exams'] as const).forEach((list) =>
      file[list].forEach((entry, i) => {
        if (!(entry.track in file.tracks)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [list, i, 'track'],
            message: `names no track of "tracks"`,
          });
        }
      }),
    );
  });

/**
 * The demo partners' end users, by the demo account's e-mail address; each end user is checked
 * as the form of the end-user call checks it.
 */
export const demoEndUsersFile = z
  .object({ partners: z.record(z.string().email(), z.array(EndUserFormSchema.omit({ id: true }))) })
  .strict();

/** Every file in `data/`, by name without `.json`, with its schema. */
export const SEED_FILES = {
  catalog: catalogFile,
  'catalog-text': catalogTextFile,
  'catalog-series': seriesFile,
  news: newsFile,
  solutions: solutionsFile,
  vendors: vendorsFile,
  pages: pagesFile,
  menu: menuFile,
  home: homeFile,
  training: trainingFile,
  'demo-end-users': demoEndUsersFile,
};
export type SeedFileName = keyof typeof SEED_FILES;
