import { Canvas } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { type RefObject, useMemo } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { TableScene } from '../../scene/TableScene.tsx';
import { StreamExporter } from '../../scene/stream/StreamExporter.tsx';
import { StreamOverlayDriver } from '../../scene/stream/StreamOverlayDriver.tsx';
import { playbackClockAtom } from '../../state/playbackAtoms.ts';
import { loadedViewAtom } from '../../state/scenarioAtoms.ts';
import type { StreamSettings } from '../../state/stream/streamParams.ts';
import { buildStreamOverlayModel, type StreamOverlayView } from '../../state/stream/streamOverlay.ts';
import { useStreamObstructions } from './useStreamObstructions.ts';

/** Least height of a 3D label on the 1080p stage: its text is 0.62 of that, the overlays' 22 px. */
const STREAM_LABEL_PX = 36;

/** Props of StreamViewport: the page's settings, the overlay canvas it paints, and where it keeps the last view. */
export type StreamViewportProps = {
  settings: StreamSettings;
  overlay: RefObject<HTMLCanvasElement | null>;
  lastView: RefObject<StreamOverlayView | null>;
};

/** The stage's 3D view of what is loaded, with a battle's overlay driver and video exporter. */
export function StreamViewport({ settings, overlay, lastView }: StreamViewportProps) {
  const loaded = useAtomValue(loadedViewAtom);
  const clock = useAtomValue(playbackClockAtom);
  const battle = loaded?.kind === 'battle' ? loaded : null;
  const model = useMemo(
    () => (battle ? buildStreamOverlayModel(battle.timeline, battle.system.words) : null),
    [battle],
  );
  useStreamObstructions(model);
  return (
    <Canvas
      className="stream-viewport"
      shadows
      dpr={1}
      resize={{ offsetSize: true }}
      gl={{ alpha: true, antialias: false, toneMapping: ACESFilmicToneMapping, toneMappingExposure: 1.05 }}
      data-testid="viewport"
    >
      {!settings.transparent && <color attach="background" args={['#020309']} />}
      {loaded && <TableScene view={loaded} backdrop={!settings.transparent} labelMinPx={STREAM_LABEL_PX} />}
      {battle && model && (
        <>
          <StreamOverlayDriver model={model} clock={clock} settings={settings} canvas={overlay} lastView={lastView} />
          <StreamExporter model={model} clock={clock} durationS={battle.timeline.duration} />
        </>
      )}
    </Canvas>
  );
}
