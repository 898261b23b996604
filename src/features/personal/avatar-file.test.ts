import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from './avatar-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: number[], name: string, type: string, size = bytes.length) => {
  const body = new Uint8Array(size);
  body.set(bytes);
  return new File([body], name, { type });
};

describe('a picture chosen for the avatar', () => {
  it('is taken when its first bytes are those of an allowed image', async () => {
    expect(await avatarProblem(file(PNG, 'me.png', 'image/png'))).toBeNull();
    expect(await avatarProblem(file([0xff, 0xd8, 0xff, 0xe0], 'me.jpg', 'image/jpeg'))).toBeNull();
    const gif = [...'GIF89a'].map((c) => c.charCodeAt(0));
    expect(await avatarProblem(file(gif, 'anything', ''))).toBeNull();
    const webp = [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0));
    expect(await avatarProblem(file(webp, 'me.webp', 'image/webp'))).toBeNull();
  });

  it('is refused when only its name or type says image', async () => {
    const svg = [...'<svg xmlns='].map((c) => c.charCodeAt(0));
    expect(await avatarProblem(file(svg, 'me.png', 'image/png'))).toBe('notImage');
    expect(await avatarProblem(file([], 'empty.jpg', 'image/jpeg'))).toBe('notImage');
  });

  it('is refused above 500 kB, however genuine', async () => {
    expect(await avatarProblem(file(PNG, 'me.png', 'image/png', AVATAR_MAX_BYTES))).toBeNull();
    expect(await avatarProblem(file(PNG, 'big.png', 'image/png', AVATAR_MAX_BYTES + 1))).toBe(
      'tooLarge',
    );
  });
});
