import { OrbitControls } from '@react-three/drei';
import { Suspense, useCallback, useRef, useState } from 'react';
import type { Group } from 'three';
import type { ShowcaseEntry } from '../../models/modelNames.ts';
import { Backdrop } from '../Backdrop.tsx';
import { PostEffects } from '../effects/PostEffects.tsx';
import { FACTION_STYLES } from '../factionStyle.ts';
import { LoadedShipModel } from '../LoadedShipModel.tsx';
import { FrameModel } from './FrameModel.tsx';
import { HangarLights } from './HangarLights.tsx';
import { HangarTestHooks } from './HangarTestHooks.tsx';

/** Props of HangarScene. */
export type HangarSceneProps = { entry: ShowcaseEntry };

/**
 * The ship hangar's 3D view: one model in its faction's colours, lit as on the table, turning slowly and framed
 * whole (FrameModel.tsx); drag to turn it, wheel to zoom. Models are built forward +x, left +y, up +z, so the
 * group stands them up in three.js's y-up world.
 */
export function HangarScene({ entry }: HangarSceneProps) {
  const model = useRef<Group>(null);
  // The model last framed: the one on show is framed when it is this one (a model seen before frames at once).
  const [framedId, setFramedId] = useState<string | null>(null);
  const onFramed = useCallback(() => setFramedId(entry.id), [entry.id]);
  return (
    <>
      <color attach="background" args={['#020309']} />
      <Backdrop widthMm={0} heightMm={0} />
      <HangarLights />
      <OrbitControls makeDefault autoRotate autoRotateSpeed={0.6} enableDamping />
      <Suspense fallback={null}>
        <group ref={model} key={entry.id} rotation={[-Math.PI / 2, 0, 0]} name="hangar-model">
          <LoadedShipModel modelId={entry.id} style={FACTION_STYLES[entry.faction]} />
        </group>
        <FrameModel target={model} modelId={entry.id} onFramed={onFramed} />
      </Suspense>
      <HangarTestHooks target={model} modelId={entry.id} framed={framedId === entry.id} />
      <PostEffects />
    </>
  );
}
