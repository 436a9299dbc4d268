/**
 * Entry point: the first script the page loads is React, the mode switch and the loading states; the page for
 * `?mode=` and what it shows first (the demo battle and its rule system) start loading here, in parallel, before
 * React first renders. The service worker (offline use, updates) registers after the page has loaded.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { appModeOf } from './ui/appMode.ts';
import { PAGES, prefetchFirstView } from './ui/pages.ts';
import { startServiceWorker } from './ui/update/serviceWorker.ts';
import { loadGameFont } from './icons/gameFont.ts';
import './ui/styles.css';

const search = window.location.search;
const mode = appModeOf(search);
// The page's chunk (its lazy component later finds the same module), then the demo and its rule system.
PAGES[mode].load().catch(() => {});
prefetchFirstView(mode, search);
// The game's symbols (dice, tokens, maneuvers): the pages report ready only once it has loaded.
void loadGameFont();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorker();
