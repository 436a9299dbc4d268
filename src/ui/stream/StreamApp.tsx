import { Canvas } from '@react-three/fiber';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { TableScene } from '../../scene/TableScene.tsx';
import { StreamExporter } from '../../scene/stream/StreamExporter.tsx';
import { StreamOverlayDriver } from '../../scene/stream/StreamOverlayDriver.tsx';
import { playbackClockAtom } from '../../state/playbackAtoms.ts';
import { loadedViewAtom } from '../../state/scenarioAtoms.ts';
import { countdownStartMsAtom, exportPanelOpenAtom, operatorCaptionsAtom } from '../../state/stream/streamAtoms.ts';
import { parseStreamParams } from '../../state/stream/streamParams.ts';
import { cameraModeAtom, showLabelsAtom } from '../../state/viewAtoms.ts';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { useKeyboardShortcuts } from '../useKeyboardShortcuts.ts';
import { useInitialScenario } from '../useScenarioLoading.ts';
import { STAGE_HEIGHT, STAGE_WIDTH } from './overlayPainter.ts';
import { buildStreamOverlayModel, type StreamOverlayView } from './streamOverlay.ts';
import { streamShortcutForKey } from './streamShortcuts.ts';
import { StreamExportPanel } from './StreamExportPanel.tsx';
import { toBase64 } from './streamTestApi.ts';
import { useStageScale } from './useStageScale.ts';
import { useStreamSync } from './useStreamSync.ts';
import { useVideoExport } from './useVideoExport.ts';
import './stream.css';

/** Installs stream mode's own keys (streamShortcuts.ts). */
function useStreamKeys(): void {
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
      else store.set(operatorCaptionsAtom, []);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/**
 * Stream mode (`?mode=stream`), for an OBS browser source: a fixed 1920 × 1080 stage (scaled to fit other
 * windows), no panels or buttons, the cinematic director on the camera, the broadcast overlays painted on a 2D
 * canvas over the 3D view, and with `transparent=1` nothing behind the table (alpha 0). Driven by the keyboard
 * and by the control page (`?mode=control`) in another tab.
 */
export function StreamApp() {
  const { settings, problems } = useMemo(() => parseStreamParams(window.location.search), []);
  const loaded = useAtomValue(loadedViewAtom);
  const clock = useAtomValue(playbackClockAtom);
  const setCamera = useSetAtom(cameraModeAtom);
  const setLabels = useSetAtom(showLabelsAtom);
  const setCountdownStart = useSetAtom(countdownStartMsAtom);
  const { start } = useVideoExport();
  const overlay = useRef<HTMLCanvasElement>(null);
  const lastView = useRef<StreamOverlayView | null>(null);
  const { scale, left, top } = useStageScale();
  useInitialScenario();
  useKeyboardShortcuts();
  useStreamKeys();
  useStreamSync();
  const battle = loaded?.kind === 'battle' ? loaded : null;
  const model = useMemo(() => (battle ? buildStreamOverlayModel(battle.timeline) : null), [battle]);

  // The director runs the camera; ship labels would clutter the broadcast (the squads overlay names them).
  useEffect(() => {
    setCamera('director');
    setLabels(false);
    setCountdownStart(performance.now());
  }, [setCamera, setLabels, setCountdownStart]);

  // A transparent page for OBS: no page background behind the stage.
  useEffect(() => {
    if (!settings.transparent) return;
    document.documentElement.classList.add('stream-transparent');
    return () => document.documentElement.classList.remove('stream-transparent');
  }, [settings.transparent]);

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
  }, [settings, problems, start]);

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
        <Canvas
          className="stream-viewport"
          shadows
          dpr={1}
          resize={{ offsetSize: true }}
          gl={{ alpha: true, antialias: false, toneMapping: ACESFilmicToneMapping, toneMappingExposure: 1.05 }}
          data-testid="viewport"
        >
          {!settings.transparent && <color attach="background" args={['#020309']} />}
          {loaded && <TableScene view={loaded} backdrop={!settings.transparent} />}
          {battle && model && (
            <>
              <StreamOverlayDriver
                model={model}
                clock={clock}
                settings={settings}
                canvas={overlay}
                lastView={lastView}
              />
              <StreamExporter model={model} clock={clock} durationS={battle.timeline.duration} />
            </>
          )}
        </Canvas>
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
        <StreamExportPanel />
      </div>
      <ErrorBanner />
    </div>
  );
}
