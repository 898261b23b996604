import { useCallback, useState } from 'react';
import {
  readSidebarSettings,
  storeSidebarOpened,
  storeUiSize,
  type UiSize,
} from '../../lib/ui-settings';
import { NARROW_FRAME_QUERY, useMediaQuery } from '../../lib/use-media-query';

/** How much the personal area's text and controls are scaled for each size. */
export const SIZE_ZOOM: Record<UiSize, number> = { large: 1.125, default: 1, small: 0.875 };

export interface InterfaceSettings {
  /** Whether the personal menu is shown now. */
  menuOpen: boolean;
  /** Narrow screens show the menu only on request, above the screen. */
  narrow: boolean;
  size: UiSize;
  toggleMenu: () => void;
  /** Closes the menu after a choice on a narrow screen; a wide screen keeps it. */
  closeMenuOnNarrow: () => void;
  setSize: (size: UiSize) => void;
}

/**
 * The personal area's interface settings (docs/web-app.md): on a
 * wide screen the menu's open state comes from and goes to its cookie; on a narrow one it starts
 * closed and is not stored, so a phone never closes the sidebar of a desk. The size is stored
 * for both. Cookies are read once, before the first render, so nothing moves when they apply.
 */
export function useInterfaceSettings(): InterfaceSettings {
  const narrow = useMediaQuery(NARROW_FRAME_QUERY);
  const [stored, setStored] = useState(() => readSidebarSettings());
  const [narrowOpen, setNarrowOpen] = useState(false);

  const toggleMenu = useCallback(() => {
    if (narrow) {
      setNarrowOpen((open) => !open);
      return;
    }
    setStored((settings) => {
      storeSidebarOpened(!settings.opened);
      return { ...settings, opened: !settings.opened };
    });
  }, [narrow]);

  const closeMenuOnNarrow = useCallback(() => {
    if (narrow) setNarrowOpen(false);
  }, [narrow]);

  const setSize = useCallback((size: UiSize) => {
    storeUiSize(size);
    setStored((settings) => ({ ...settings, size }));
  }, []);

  return {
    menuOpen: narrow ? narrowOpen : stored.opened,
    narrow,
    size: stored.size,
    toggleMenu,
    closeMenuOnNarrow,
    setSize,
  };
}
