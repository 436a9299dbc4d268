import { type RefObject, useEffect } from 'react';
import type { StreamSettings } from '../../state/stream/streamParams.ts';
import type { StreamOverlayView } from '../../state/stream/streamOverlay.ts';
import { toBase64 } from './streamTestApi.ts';
import { useVideoExport } from './useVideoExport.ts';

/** Publishes `window.__holotableStream` (streamTestApi.ts) while the stream page is up. */
export function useStreamTestApi(
  settings: StreamSettings,
  problems: string[],
  lastView: RefObject<StreamOverlayView | null>,
): void {
  const { start } = useVideoExport();
  useEffect(() => {
    window.__holotableStream = {
      settings,
      problems,
      overlay: () => lastView.current,
      exportVideo: async (options) => {
        const r = await start(options);
        return {
          base64: toBase64(r.bytes),
          frames: r.frames,
          durationUs: r.durationUs,
          codec: r.codec,
          width: r.width,
          height: r.height,
        };
      },
    };
    return () => {
      delete window.__holotableStream;
    };
  }, [settings, problems, start, lastView]);
}
