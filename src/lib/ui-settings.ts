import { readCookie, writeCookie } from './cookies';

/**
 * Interface settings kept in cookies: whether the personal area's
 * sidebar is open, and the size of its controls. Names as the vendor's admin front end uses them
 * (docs/web-app.md).
 */
export const SETTINGS_COOKIES = {
  sidebarStatus: 'sidebarStatus',
  size: 'size',
} as const;

/** Control sizes the personal area offers. */
export const UI_SIZES = ['large', 'default', 'small'] as const;
export type UiSize = (typeof UI_SIZES)[number];

export interface SidebarSettings {
  /** True when the sidebar is expanded. */
  opened: boolean;
  size: UiSize;
}

function isUiSize(value: unknown): value is UiSize {
  return UI_SIZES.some((size) => size === value);
}

/** The stored sidebar settings; open and default size when nothing (valid) is stored. */
export function readSidebarSettings(doc: Document = document): SidebarSettings {
  const status = readCookie(SETTINGS_COOKIES.sidebarStatus, doc);
  const size = readCookie(SETTINGS_COOKIES.size, doc);
  return { opened: status !== '0', size: isUiSize(size) ? size : 'default' };
}

/** Stores whether the sidebar is open: `1` open, `0` closed. */
export function storeSidebarOpened(opened: boolean, doc: Document = document): void {
  writeCookie(SETTINGS_COOKIES.sidebarStatus, opened ? '1' : '0', doc);
}

/** Stores the control size. */
export function storeUiSize(size: UiSize, doc: Document = document): void {
  writeCookie(SETTINGS_COOKIES.size, size, doc);
}
