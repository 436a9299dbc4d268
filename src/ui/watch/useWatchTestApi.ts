import { useStore } from 'jotai';
import { useEffect } from 'react';
import { followLiveAtom, type LiveStatus, liveStatusAtom, liveTablesAtom } from '../../state/live/liveAtoms.ts';
import type { LiveTableEntry } from '../../state/live/liveTables.ts';

/** `window.__holotableLive`: what the watch page's browser tests read (the 3D view is `window.__holotable`). */
export interface WatchTestApi {
  status(): LiveStatus;
  following(): boolean;
  tables(): LiveTableEntry[];
}

declare global {
  interface Window {
    __holotableLive?: WatchTestApi;
  }
}

/** Exposes the live table's state to tests. */
export function useWatchTestApi(): void {
  const store = useStore();
  useEffect(() => {
    window.__holotableLive = {
      status: () => store.get(liveStatusAtom),
      following: () => store.get(followLiveAtom),
      tables: () => store.get(liveTablesAtom),
    };
    return () => {
      delete window.__holotableLive;
    };
  }, [store]);
}
