/** Build-time switches (Vite `VITE_*` variables; docs/decisions/052-zoom-blocking.md). */
export interface AppConfig {
  /** Block browser zoom keys and ctrl+wheel, as the vendor's old portal did. Off by default. */
  blockZoom: boolean;
}

export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  return {
    blockZoom: env.VITE_BLOCK_ZOOM === 'true' || env.VITE_BLOCK_ZOOM === '1',
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env);
