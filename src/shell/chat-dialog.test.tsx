import { describe, expect, it } from 'vitest';
import { isChatAddress } from '../../contract/layout';
import { chatFrameSrc } from './chat-dialog';

const ORIGIN = 'https://portal.example.com';

describe('the chat address', () => {
  it('is an http(s) URL or a path on the portal', () => {
    for (const address of [
      '/chat/',
      '/chat/?room=sales',
      'https://chat.example.org/',
      'http://x.y',
    ]) {
      expect(isChatAddress(address), address).toBe(true);
    }
  });

  it('never leaves the origin by other means, nor runs code', () => {
    for (const address of [
      '',
      'chat/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://',
      'https://chat.example.org/a b',
      ' /chat/',
    ]) {
      expect(isChatAddress(address), address).toBe(false);
    }
  });
});

describe('the frame address', () => {
  it('carries the language and stays relative on the portal', () => {
    expect(chatFrameSrc('/chat/', 'ara', ORIGIN)).toBe('/chat/?lang=ara');
    expect(chatFrameSrc('/chat/?room=sales&lang=en#top', 'vie', ORIGIN)).toBe(
      '/chat/?room=sales&lang=vie#top',
    );
    expect(chatFrameSrc(`${ORIGIN}/chat/`, 'en', ORIGIN)).toBe('/chat/?lang=en');
  });

  it('keeps an outside page whole', () => {
    expect(chatFrameSrc('https://chat.example.org/portal', 'kor', ORIGIN)).toBe(
      'https://chat.example.org/portal?lang=kor',
    );
  });
});
