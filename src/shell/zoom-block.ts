import { useEffect } from 'react';

/** Keys that zoom the page together with ctrl or meta: plus, minus and equals. */
const ZOOM_KEYS = new Set(['+', '-', '=', '_', 'Add', 'Subtract']);
const ZOOM_CODES = new Set(['Equal', 'Minus', 'NumpadAdd', 'NumpadSubtract']);

/** True for ctrl or meta with plus, minus or equals. */
export function isZoomKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'code'>) {
  return (
    (event.ctrlKey || event.metaKey) && (ZOOM_KEYS.has(event.key) || ZOOM_CODES.has(event.code))
  );
}

/** True for ctrl with the wheel (pinch-zoom on touchpads arrives the same way). */
export function isZoomWheel(event: Pick<WheelEvent, 'ctrlKey'>) {
  return event.ctrlKey;
}

/**
 * Stops the browser's zoom keys and ctrl+wheel on `target`; returns the undo. Off by default:
 * blocking zoom works against WCAG 1.4.4 (docs/decisions/052-zoom-blocking.md).
 */
export function blockZoom(target: Window): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (isZoomKey(event)) event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (isZoomWheel(event)) event.preventDefault();
  };
  target.addEventListener('keydown', onKey);
  // Not passive: a passive listener cannot cancel the zoom.
  target.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    target.removeEventListener('keydown', onKey);
    target.removeEventListener('wheel', onWheel);
  };
}

/** Blocks zoom while the shell is mounted, when the configuration asks for it. */
export function useZoomBlock(enabled: boolean): void {
  useEffect(() => (enabled ? blockZoom(window) : undefined), [enabled]);
}
