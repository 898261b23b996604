import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, saveFile } from './download';

afterEach(() => vi.restoreAllMocks());

describe('saving a downloaded file', () => {
  it('clicks a link that downloads the blob under its name', () => {
    const createObjectURL = vi.fn(() => 'blob:portal/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(['PK']);
    saveFile({ blob, filename: 'packing-list Q-7.xlsx' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]?.download).toBe('packing-list Q-7.xlsx');
    expect(clicked[0]?.href).toBe('blob:portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('saves an Arabic name made from a text without the isolates of its values', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:portal/2'), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['PK']), filename: 'عقد \u2068SO20261130000091\u2069.docx' });
    expect(clicked[0]?.download).toBe('عقد SO20261130000091.docx');
  });

  it('ignores a malformed Content-Disposition and keeps the fallback', () => {
    expect(
      fileNameOf(
        new Headers({ 'content-disposition': 'attachment; filename="unterminated' }),
        'fallback.pdf',
      ),
    ).toBe('fallback.pdf');
  });
});
