/**
 * Noto Sans KR as a web font, in the two weights the portal's text has (400, and 700 for what
 * is bold; 500 and 600 take the nearer of them), sliced by Unicode range so that a page fetches
 * only the slices of the characters it shows. Loaded for pages in Korean alone
 * (`WEB_FONTS` in i18n/languages.ts): on a machine without a Korean font, Hangul would show as
 * empty boxes.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
