/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The service worker (vite-plugin-pwa, Workbox; configured in vite.config.ts) and the offer of a new version.
 * A new deployment installs beside the running version and waits; the page is told (`offered`) and the version
 * changes only when someone asks for it here (`applyUpdate`), which reloads this page. Other pages of the app
 * open at that moment keep running what they loaded: they are told (`updatedElsewhere`) and never reload
 * themselves, so the stream page is never reloaded under a broadcast.
 */
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/** What the page knows about a newer version: none, one waiting to be used, or one another page switched to. */
export type UpdateState = 'none' | 'offered' | 'updatedElsewhere';

let state: UpdateState = 'none';
/** Set once this page asked for the new version: its reload is the one that was asked for. */
let applying = false;
let activateWaiting: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setState(next: UpdateState): void {
  state = next;
  listeners.forEach((l) => l());
}

/**
 * Registers the service worker (after the page's load event, so precaching never competes with the first
 * frame). Without a service worker (an old browser, a page served over plain http from another machine) the
 * app works as before, online.
 */
export function startServiceWorker(): void {
  activateWaiting = registerSW({
    onNeedRefresh: () => setState('offered'),
    // The new version took over (this page or another asked for it): only the page that asked reloads.
    onNeedReload: () => {
      if (applying) window.location.reload();
      else setState('updatedElsewhere');
    },
    onRegisterError: (error: unknown) => console.warn('Holotable works online only: no service worker.', error),
  });
}

/** Switches to the waiting version; this page reloads once it has taken over. */
export function applyUpdate(): void {
  applying = true;
  void activateWaiting?.();
}

/** Hides the offer until the next page load (the new version still waits, and is used once every page is closed). */
export function dismissUpdate(): void {
  setState('none');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current update state, re-rendering when it changes. */
export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, () => state);
}
