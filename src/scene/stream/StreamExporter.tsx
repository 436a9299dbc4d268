import { useThree } from '@react-three/fiber';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { exporterAtom } from '../../state/stream/exportAtoms.ts';
import type { StreamOverlayModel } from '../../state/stream/streamOverlay.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { parseExportOptions } from './exportOptions.ts';

/** Props of StreamExporter. */
export type StreamExporterProps = { model: StreamOverlayModel; clock: PlaybackClock; durationS: number };

/** Offers the frame-exact video export of this canvas's battle (exporterAtom) while the scene is up. */
export function StreamExporter({ model, clock, durationS }: StreamExporterProps) {
  const get = useThree((s) => s.get);
  const setExporter = useSetAtom(exporterAtom);
  useEffect(() => {
    let busy = false;
    setExporter({
      durationS,
      run: async (value, signal, onProgress) => {
        const options = parseExportOptions(value, durationS);
        if (busy) throw new Error('a video export is already running');
        busy = true;
        try {
          // The encoder and muxer (WebCodecs, webm-muxer) are fetched only when an export starts.
          const { renderExport } = await import('./renderExport.ts');
          return await renderExport(options, { get, clock, model, signal, onProgress });
        } finally {
          busy = false;
        }
      },
    });
    return () => setExporter(null);
  }, [get, clock, model, durationS, setExporter]);
  return null;
}
