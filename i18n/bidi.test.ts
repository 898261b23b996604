import { describe, expect, it } from 'vitest';
import { isolateParameters } from './bidi';

describe("a right-to-left text's parameters", () => {
  it('are each set apart in a first-strong isolate', () => {
    expect(isolateParameters('ستشتري {company} من {distributor}.')).toBe(
      'ستشتري \u2068{company}\u2069 من \u2068{distributor}\u2069.',
    );
  });

  it('keep their type and formatter inside the isolate', () => {
    expect(isolateParameters('{count:number} و{day|short}')).toBe(
      '\u2068{count:number}\u2069 و\u2068{day|short}\u2069',
    );
  });

  it('are isolated once, however often the texts are loaded', () => {
    const once = isolateParameters('الموزع الرئيسي لـ {company}');
    expect(isolateParameters(once)).toBe(once);
  });

  it('leave a plural part as it is', () => {
    expect(isolateParameters('{n:number} {{طلب|طلبات}}')).toBe(
      '\u2068{n:number}\u2069 {{طلب|طلبات}}',
    );
  });
});
