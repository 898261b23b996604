import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` proxies the API (and the media files the API links to) to the local reference
// server, or to API_TARGET when set (any backend that speaks the contract).
const apiTarget = process.env.API_TARGET ?? `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: {
      '/prod-api': { target: apiTarget, changeOrigin: true },
      // Product pictures and downloads, and the reference server's development mailbox.
      '/media': { target: apiTarget, changeOrigin: true },
      '/dev': { target: apiTarget, changeOrigin: true },
      '/chat': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
