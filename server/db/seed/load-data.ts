import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isLangCode } from '../../../i18n/languages';
import { SEED_FILES, type SeedFileName } from './data-schema';

const dataFolder = new URL('./data/', import.meta.url);

/** A seed file that does not match its schema; the message names the file and every problem. */
export class SeedDataError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Seed data ${file} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SeedDataError';
  }
}

/** `['news', 3, 'body', 'ru']` → `news[3].body.ru` */
function pathOf(path: (string | number)[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    '',
  );
}

const errorMap: z.ZodErrorMap = (issue, ctx) => {
  const last = issue.path.at(-1);
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined') {
    return {
      message: isLangCode(last)
        ? `the ${last} text is missing (every visitor text is needed in all 8 languages)`
        : 'is missing',
    };
  }
  return { message: ctx.defaultError };
};

function describe(issues: z.ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === z.ZodIssueCode.invalid_union) {
      // Report the alternative that fits the value's type: its problems lie deeper inside.
      const depth = issue.path.length;
      const fitting =
        issue.unionErrors.find((error) =>
          error.issues.every((i) => i.code !== 'invalid_type' || i.path.length > depth),
        ) ?? issue.unionErrors[0];
      if (fitting) return describe(fitting.issues);
    }
    return [`${pathOf(issue.path) || '(the whole file)'}: ${issue.message}`];
  });
}

/** Checks parsed seed data against its schema; throws a `SeedDataError` naming `file`. */
export function parseSeedData<T extends z.ZodTypeAny>(
  file: string,
  data: unknown,
  schema: T,
): z.output<T> {
  const result = schema.safeParse(data, { errorMap });
  if (!result.success) throw new SeedDataError(file, describe(result.error.issues));
  return result.data as z.output<T>;
}

/** Reads and checks `data/<name>.json`. Seeding stops on the first file that is not valid. */
export function loadSeedData<N extends SeedFileName>(name: N): z.output<(typeof SEED_FILES)[N]> {
  const file = `${name}.json`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(new URL(file, dataFolder), 'utf8'));
  } catch (error) {
    throw new SeedDataError(file, [error instanceof Error ? error.message : String(error)]);
  }
  return parseSeedData(file, data, SEED_FILES[name]) as z.output<(typeof SEED_FILES)[N]>;
}
