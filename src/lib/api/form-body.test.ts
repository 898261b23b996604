import { describe, expect, it } from 'vitest';
import { formBody, multipartBody } from './form-body';

describe('form-encoded bodies', () => {
  it('leave out fields that are undefined or null instead of sending their name as text', () => {
    const body = formBody({ keyword: 'switch', type: undefined, page: 1, limit: 20, note: null });
    expect(body.toString()).toBe('keyword=switch&page=1&limit=20');
    expect(body.has('type')).toBe(false);
  });

  it('write numbers and flags as text and keep characters that need escaping', () => {
    expect(formBody({ keyword: 'PoE switch & router', id: 7, on: false }).toString()).toBe(
      'keyword=PoE+switch+%26+router&id=7&on=false',
    );
  });

  it('send a list as the same name once per entry', () => {
    expect(formBody({ ids: [3, undefined, 5] }).getAll('ids')).toEqual(['3', '5']);
  });
});

describe('multipart bodies', () => {
  it('send text as it is, a file as a file, and a list of files as one part each', () => {
    const letter = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    const photo = new File(['jpeg'], 'pallet.jpg', { type: 'image/jpeg' });
    const body = multipartBody({
      id: 7,
      shipping_info: 'Air freight',
      shipping_files: [letter, photo],
      note: undefined,
    });
    expect(body.get('id')).toBe('7');
    expect(body.get('shipping_info')).toBe('Air freight');
    expect(body.getAll('shipping_files').map((file) => (file as File).name)).toEqual([
      'bill.pdf',
      'pallet.jpg',
    ]);
    expect(body.has('note')).toBe(false);
  });
});
