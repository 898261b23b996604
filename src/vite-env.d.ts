/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` blocks browser zoom keys and ctrl+wheel (docs/decisions/052-zoom-blocking.md). */
  readonly VITE_BLOCK_ZOOM?: string;
  /** The external messaging page of the chat box (docs/decisions/053-chat-and-contact.md). */
  readonly VITE_CHAT_URL?: string;
}
