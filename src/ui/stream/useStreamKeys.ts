import { useStore } from 'jotai';
import { useEffect } from 'react';
import { exportPanelOpenAtom, operatorCaptionsAtom, publishPanelOpenAtom } from '../../state/stream/streamAtoms.ts';
import { streamShortcutForKey } from './streamShortcuts.ts';

/** Installs stream mode's own keys (streamShortcuts.ts). */
export function useStreamKeys(): void {
  const store = useStore();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const s = streamShortcutForKey(e.key);
      if (!s) return;
      e.preventDefault();
      if (s.action === 'toggleExportPanel') store.set(exportPanelOpenAtom, !store.get(exportPanelOpenAtom));
      else if (s.action === 'togglePublishPanel') store.set(publishPanelOpenAtom, !store.get(publishPanelOpenAtom));
      else store.set(operatorCaptionsAtom, []);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
