import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';
import {
  readSidebarSettings,
  SETTINGS_COOKIES,
  storeSidebarOpened,
  storeUiSize,
} from './ui-settings';

afterEach(() => {
  writeCookie(SETTINGS_COOKIES.sidebarStatus, null);
  writeCookie(SETTINGS_COOKIES.size, null);
  vi.restoreAllMocks();
});

describe('interface settings in cookies', () => {
  it('default to an open sidebar and the default size', () => {
    expect(readSidebarSettings()).toEqual({ opened: true, size: 'default' });
  });

  it('remember the sidebar state and the size', () => {
    storeSidebarOpened(false);
    storeUiSize('small');
    expect(readCookie('sidebarStatus')).toBe('0');
    expect(readSidebarSettings()).toEqual({ opened: false, size: 'small' });
    storeSidebarOpened(true);
    expect(readSidebarSettings().opened).toBe(true);
  });

  it('ignore a size that is not offered', () => {
    document.cookie = 'size=huge; Path=/';
    expect(readSidebarSettings().size).toBe('default');
  });

  it('are written for the whole site with SameSite=Lax, kept for a year', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    storeUiSize('large');
    expect(set).toHaveBeenCalledWith('size=large; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
