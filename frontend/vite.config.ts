/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { webAppManifest } from './src/config/web-app-manifest';

// The Rust server listens here in development (`just run`); Vite proxies the API to it so
// cookies stay same-origin, exactly as in production where the server hosts this bundle.
const backend = process.env.SHOWSCRIBE_BACKEND_URL ?? 'http://127.0.0.1:8080';

/** Server paths a navigation must reach for real: never answered with the app's index.html. */
const serverPaths = [/^\/api\//, /^\/healthz$/, /^\/readyz$/];

export default defineConfig({
  plugins: [
    react(),
    // The service worker (Workbox, generated at build time) precaches the app shell and every
    // built asset, so the new-showing and mobile forms open with no signal after one visit. It
    // has no runtime caching at all: API answers belong to one agent and are never stored by it.
    VitePWA({
      // A new build takes over at once; the page registers it itself, lazily (src/app/service-worker.ts).
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The HEIC converter (3 MB) is fetched only when an agent picks a HEIC photo, which
        // uploads over the network anyway; precaching it would cost every install 3 MB.
        globIgnores: ['**/heic-to-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths,
        cleanupOutdatedCaches: true,
        // The page that installed the worker is served by it too, without a reload.
        clientsClaim: true,
        runtimeCaching: [],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/healthz': backend,
      '/readyz': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/healthz': backend,
      '/readyz': backend,
    },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to measure what the landing page loads.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // The app, and the one small script of the landing page rendered at build time (scripts/prerender.mjs).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), landing: fileURLToPath(new URL('./src/app/landing-static.ts', import.meta.url)) },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
