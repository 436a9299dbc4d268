import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

// The viewer: a static site with relative asset paths (base './'), so dist/ works from any folder. Each page
// (`?mode=`), rule system, demo battle and the video exporter is its own chunk, loaded on demand (src/ui/pages.ts,
// src/rules/ruleSystemLoader.ts, src/demo/demoBattles.ts).
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
