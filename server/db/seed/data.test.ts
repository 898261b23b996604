import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_FILES, type SeedFileName } from './data-schema';
import { loadSeedData, parseSeedData, SeedDataError } from './load-data';

const folder = new URL('./data/', import.meta.url);

function read(name: SeedFileName): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${name}.json`, folder), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The problems a seed file is refused with, or [] when it is accepted. */
function problemsOf(name: SeedFileName, data: unknown): string[] {
  try {
    parseSeedData(`${name}.json`, data, SEED_FILES[name]);
    return [];
  } catch (error) {
    if (error instanceof SeedDataError) return error.problems;
    throw error;
  }
}

/** The first news item of a copy of news.json, to break on purpose. */
function firstNews(data: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return (data.news as Record<string, Record<string, unknown>>[])[0] ?? {};
}

describe('seed data files', () => {
  it('every file in data/ has a schema and passes it', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(
      Object.keys(SEED_FILES)
        .map((name) => `${name}.json`)
        .sort(),
    );
    for (const name of Object.keys(SEED_FILES) as SeedFileName[]) {
      expect(() => loadSeedData(name), name).not.toThrow();
    }
  });

  it('refuses a text without one of its languages, naming the file, the place and the language', () => {
    const data = read('news');
    delete firstNews(data).title?.ru;
    expect(() => parseSeedData('news.json', data, SEED_FILES.news)).toThrow(
      /news\.json[\s\S]*news\[0\]\.title\.ru: the ru text is missing/,
    );
  });

  it('refuses a long text without one of its languages', () => {
    const data = read('catalog-series');
    const series = (data.series as { body: Record<string, unknown> }[])[4];
    delete series?.body.vie;
    expect(problemsOf('catalog-series', data)).toEqual([
      'series[4].body.vie: the vie text is missing (every visitor text is needed in all 8 languages)',
    ]);
  });

  it('refuses an empty text', () => {
    const data = read('home');
    const banner = (data.banners as { title: Record<string, string> }[])[1];
    if (banner) banner.title.vie = ' ';
    expect(problemsOf('home', data)).toEqual(['banners[1].title.vie: is empty']);
  });

  it('refuses a text filed under the wrong language', () => {
    const data = read('news');
    const title = firstNews(data).title ?? {};
    [title.ru, title.kor] = [title.kor, title.ru];
    expect(problemsOf('news', data)).toEqual([
      'news[0].title.ru: is not written in Русский',
      'news[0].title.kor: is not written in 한국어',
    ]);
  });

  it('refuses a long text copied from English instead of translated', () => {
    const data = read('vendors');
    const about = (data.vendors as { about: Record<string, string> }[])[0]?.about ?? {};
    about.fra = about.en ?? '';
    expect(problemsOf('vendors', data)).toEqual(['vendors[0].about.fra: is the English text']);
  });

  it('refuses unknown fields and unknown language codes', () => {
    const data = read('news');
    const item = firstNews(data);
    item.titel = item.title ?? {};
    const summary = item.summary ?? {};
    summary.es = summary.spa;
    expect(problemsOf('news', data)).toEqual([
      "news[0].summary: Unrecognized key(s) in object: 'es'",
      "news[0]: Unrecognized key(s) in object: 'titel'",
    ]);
  });

  it('refuses a field of the wrong kind where a neutral text is allowed', () => {
    const data = read('home');
    const link = (data.friendLinks as { name: unknown }[])[0];
    if (link) link.name = { en: 'DCN cloud controller' };
    expect(problemsOf('home', data)).toContain(
      'friendLinks[0].name.ru: the ru text is missing (every visitor text is needed in all 8 languages)',
    );
  });

  it('refuses a solution whose industry has no name', () => {
    const data = read('solutions');
    const solution = (data.solutions as { industry: string }[])[2];
    if (solution) solution.industry = 'mining';
    expect(problemsOf('solutions', data)).toEqual([
      'solutions[2].industry: names no industry of "industries"',
    ]);
  });
});
