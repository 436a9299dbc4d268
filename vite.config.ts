import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Libraries in chunks of their own, which change less often than the app (so a new build keeps them cached) and
 * keep every chunk under vite's 500 kB warning: React (with vite's small helpers, which the entry needs too: a
 * helper left unassigned would be pulled into the first vendor chunk that uses it, and the entry with it),
 * three.js's core and its WebGL renderer, the React Three Fiber family.
 */
function vendorChunk(id: string): string | undefined {
  if (/^\0?vite\/|commonjsHelpers/.test(id)) return 'react';
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('/node_modules/three/build/three.core')) return 'three-core';
  if (id.includes('/node_modules/three/')) return 'three';
  if (/\/node_modules\/(@react-three|three-stdlib|its-fine|suspend-react|zustand|react-use-measure)\//.test(id))
    return 'r3f';
  return undefined;
}

/**
 * Installable and offline: a web app manifest and a Workbox service worker (sw.js) that precaches the whole build
 * (every page's, rule system's and demo's lazily loaded chunk, the ship models, the icons), so a page opened once
 * works with the network off. `registerType: 'prompt'`: a new deployment installs beside the running one and
 * waits; the page offers it (src/ui/serviceWorker.ts, UpdateOffer.tsx), never on the stream page. Every address
 * is relative (base './', scope and start_url '.'), so the same build works from any folder or sub-path.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icon.svg'],
  manifest: {
    name: 'Holotable',
    short_name: 'Holotable',
    description: 'Exact, animated 3D tabletop space battles: X-Wing 1st edition, Star Warriors and Full Thrust.',
    start_url: '.',
    scope: '.',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Everything the build holds: the models are .glb files, the demo battles are JavaScript chunks, the game's
    // symbols a .ttf font (the plugin adds the manifest and its icons itself).
    globPatterns: ['**/*.{html,js,css,glb,ttf}'],
    // Any address inside the app (`?mode=stream&transparent=1`, …) opens the precached index.html offline.
    navigateFallback: 'index.html',
  },
});

// The viewer: a static site with relative asset paths (base './'), so dist/ works from any folder. Each page
// (`?mode=`), rule system, demo battle and the video exporter is its own chunk, loaded on demand (src/ui/pages.ts,
// src/rules/ruleSystemLoader.ts, src/demo/demoBattles.ts).
export default defineConfig({
  base: './',
  plugins: [react(), pwa],
  build: {
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
