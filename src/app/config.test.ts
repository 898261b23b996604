import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('build-time configuration', () => {
  it('leaves zoom alone and hides the chat by default', () => {
    expect(readConfig({})).toEqual({ blockZoom: false, chatUrl: '' });
  });

  it('blocks zoom only when asked with true or 1', () => {
    expect(readConfig({ VITE_BLOCK_ZOOM: 'true' }).blockZoom).toBe(true);
    expect(readConfig({ VITE_BLOCK_ZOOM: '1' }).blockZoom).toBe(true);
    expect(readConfig({ VITE_BLOCK_ZOOM: 'no' }).blockZoom).toBe(false);
  });

  it('takes an http(s) or same-site chat address and refuses anything else', () => {
    expect(readConfig({ VITE_CHAT_URL: ' https://chat.example.org/ ' }).chatUrl).toBe(
      'https://chat.example.org/',
    );
    expect(readConfig({ VITE_CHAT_URL: '/chat/' }).chatUrl).toBe('/chat/');
    expect(readConfig({ VITE_CHAT_URL: 'javascript:alert(1)' }).chatUrl).toBe('');
  });
});
