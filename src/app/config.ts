/**
 * Build-time switches (Vite `VITE_*` variables; docs/decisions/052-zoom-blocking.md and
 * 053-chat-and-contact.md).
 */
export interface AppConfig {
  /** Block browser zoom keys and ctrl+wheel, as the vendor's old portal did. Off by default. */
  blockZoom: boolean;
  /** The external messaging page the chat box frames; the chat box is hidden without one. */
  chatUrl: string;
}

export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  const chatUrl = typeof env.VITE_CHAT_URL === 'string' ? env.VITE_CHAT_URL.trim() : '';
  return {
    blockZoom: env.VITE_BLOCK_ZOOM === 'true' || env.VITE_BLOCK_ZOOM === '1',
    chatUrl: /^https?:\/\//i.test(chatUrl) || chatUrl.startsWith('/') ? chatUrl : '',
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env);
