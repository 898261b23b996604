import { afterEach, describe, expect, it } from 'vitest';
import { blockZoom, isZoomKey } from './zoom-block';

let undo: (() => void) | undefined;
afterEach(() => undo?.());

const key = (init: KeyboardEventInit) =>
  new KeyboardEvent('keydown', { cancelable: true, ...init });

describe('zoom blocking', () => {
  it('recognises ctrl or meta with plus, minus and equals only', () => {
    expect(isZoomKey({ ctrlKey: true, metaKey: false, key: '+', code: 'Equal' })).toBe(true);
    expect(isZoomKey({ ctrlKey: false, metaKey: true, key: '-', code: 'Minus' })).toBe(true);
    expect(isZoomKey({ ctrlKey: true, metaKey: false, key: '=', code: 'Equal' })).toBe(true);
    expect(isZoomKey({ ctrlKey: true, metaKey: false, key: '+', code: 'NumpadAdd' })).toBe(true);
    expect(isZoomKey({ ctrlKey: false, metaKey: false, key: '+', code: 'Equal' })).toBe(false);
    expect(isZoomKey({ ctrlKey: true, metaKey: false, key: 'c', code: 'KeyC' })).toBe(false);
  });

  it('cancels the zoom keys and ctrl+wheel while installed, and nothing else', () => {
    undo = blockZoom(window);
    const zoomIn = key({ key: '+', code: 'Equal', ctrlKey: true });
    window.dispatchEvent(zoomIn);
    expect(zoomIn.defaultPrevented).toBe(true);
    const copy = key({ key: 'c', code: 'KeyC', ctrlKey: true });
    window.dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(false);
    const wheelZoom = new WheelEvent('wheel', { ctrlKey: true, cancelable: true });
    window.dispatchEvent(wheelZoom);
    expect(wheelZoom.defaultPrevented).toBe(true);
    const scroll = new WheelEvent('wheel', { cancelable: true });
    window.dispatchEvent(scroll);
    expect(scroll.defaultPrevented).toBe(false);
  });

  it('leaves zoom alone once removed', () => {
    blockZoom(window)();
    const zoomOut = key({ key: '-', code: 'Minus', metaKey: true });
    window.dispatchEvent(zoomOut);
    expect(zoomOut.defaultPrevented).toBe(false);
  });
});
