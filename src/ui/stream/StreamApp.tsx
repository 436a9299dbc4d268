import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../../scene/stream/overlayPainter.ts';
import { exportStateAtom } from '../../state/stream/streamAtoms.ts';
import { parseStreamParams } from '../../state/stream/streamParams.ts';
import type { StreamOverlayView } from '../../state/stream/streamOverlay.ts';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useKeyboardShortcuts } from '../useKeyboardShortcuts.ts';
import { useInitialScenario } from '../useScenarioLoading.ts';
import { StreamExportPanel } from './StreamExportPanel.tsx';
import { StreamPublishPanel } from './StreamPublishPanel.tsx';
import { StreamViewport } from './StreamViewport.tsx';
import { useStageScale } from './useStageScale.ts';
import { useStreamKeys } from './useStreamKeys.ts';
import { useStreamPage } from './useStreamPage.ts';
import { useStreamSync } from './useStreamSync.ts';
import { useStreamTestApi } from './useStreamTestApi.ts';
import './stream.css';

/** The export panel behind its own boundary; a finished video stays downloadable if the panel fails. */
function GuardedExportPanel() {
  const exportState = useAtomValue(exportStateAtom);
  const video = () => (exportState.kind === 'done' ? { fileName: exportState.fileName, url: exportState.url } : null);
  return (
    <ErrorBoundary what="the video export" className="stream-export" work={video}>
      <StreamExportPanel />
    </ErrorBoundary>
  );
}

/** Props of StreamApp. */
export type StreamAppProps = Record<string, never>;

/**
 * Stream mode (`?mode=stream`), for an OBS browser source: a fixed 1920 × 1080 stage (scaled to fit other
 * windows), no panels or buttons, the cinematic director on the camera, the broadcast overlays painted on a 2D
 * canvas over the 3D view, and with `transparent=1` nothing behind the table (alpha 0). Driven by the keyboard
 * and by the control page (`?mode=control`) in another tab.
 */
export function StreamApp(_: StreamAppProps) {
  const { settings, problems } = useMemo(() => parseStreamParams(window.location.search), []);
  const overlay = useRef<HTMLCanvasElement>(null);
  const lastView = useRef<StreamOverlayView | null>(null);
  const { scale, left, top } = useStageScale();
  useInitialScenario();
  useKeyboardShortcuts();
  useStreamKeys();
  useStreamSync();
  useStreamPage(settings.transparent);
  useStreamTestApi(settings, problems, lastView);
  return (
    <div className="stream-root">
      <div
        className="stream-stage"
        data-testid="stream-stage"
        style={{
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          transform: `translate(${left}px, ${top}px) scale(${scale})`,
        }}
      >
        <ErrorBoundary what="the stream view" className="stream-failed">
          <StreamViewport settings={settings} overlay={overlay} lastView={lastView} />
        </ErrorBoundary>
        <canvas
          ref={overlay}
          className="stream-overlay"
          width={STAGE_WIDTH}
          height={STAGE_HEIGHT}
          data-testid="stream-overlay"
        />
        {problems.length > 0 && (
          <div className="stream-problems" role="alert" data-testid="stream-problems">
            {problems.join('; ')}
          </div>
        )}
        <GuardedExportPanel />
        <ErrorBoundary what="the Publish live panel" className="stream-export">
          <StreamPublishPanel />
        </ErrorBoundary>
      </div>
      <ErrorBanner />
    </div>
  );
}
