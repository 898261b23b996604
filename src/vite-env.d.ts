/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` blocks browser zoom keys and ctrl+wheel (docs/decisions/052-zoom-blocking.md). */
  readonly VITE_BLOCK_ZOOM?: string;
}
