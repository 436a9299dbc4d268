import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The viewer: a static site with relative asset paths (base './'), so dist/ works from any folder.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    chunkSizeWarningLimit: 2000,
  },
});
