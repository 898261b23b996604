/**
 * Values a list remembers for the visitor's way back from a detail screen (the news page
 * number, the product category), kept in session storage: they last as long as the tab.
 */
export const PAGE_MEMORY_KEYS = {
  newsPage: 'news.page',
  newsPageSize: 'news.pageSize',
  productCategory: 'product.category',
} as const;

export type PageMemoryKey = (typeof PAGE_MEMORY_KEYS)[keyof typeof PAGE_MEMORY_KEYS];

export function rememberNumber(key: PageMemoryKey, value: number | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, String(value));
  } catch {
    // Storage is unavailable: the list starts from its defaults on return.
  }
}

/** The remembered positive whole number, or null. */
export function recallNumber(key: PageMemoryKey): number | null {
  try {
    const value = Number(globalThis.sessionStorage?.getItem(key) ?? '');
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
