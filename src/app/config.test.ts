import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('build-time configuration', () => {
  it('leaves zoom alone by default', () => {
    expect(readConfig({})).toEqual({ blockZoom: false });
  });

  it('blocks zoom only when asked with true or 1', () => {
    expect(readConfig({ VITE_BLOCK_ZOOM: 'true' }).blockZoom).toBe(true);
    expect(readConfig({ VITE_BLOCK_ZOOM: '1' }).blockZoom).toBe(true);
    expect(readConfig({ VITE_BLOCK_ZOOM: 'no' }).blockZoom).toBe(false);
  });
});
