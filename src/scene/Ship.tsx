import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { Pose } from '../kernel/index.ts';
import { drawnPoseAt, hopHeightAt, type PlaybackModel, type UnitTrack } from '../state/playback/playbackModel.ts';
import { modelIdFor } from '../models/catalog.ts';
import { type Faction, FACTION_STYLES } from './factionStyle.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { hashString } from './seededRandom.ts';
import { Footprint } from './Footprint.tsx';
import { unitFootprint } from './footprints.ts';
import { ShipBase } from './ShipBase.tsx';
import { STAND } from './shipDimensions.ts';
import { ShipLabel } from './ShipLabel.tsx';
import { ShipModel } from './ShipModel.tsx';
import { ShipPeg } from './ShipPeg.tsx';
import { bankAt, bobAt } from './shipMotion.ts';
import { applyPose } from './tableFrame.ts';
import { FRAME_ORDER } from './frameOrder.ts';

/** Props of Ship. */
export type ShipProps = {
  track: UnitTrack;
  faction: Faction | 'neutral';
  playback: PlaybackModel;
  clock: PlaybackClock;
  showLabel: boolean;
};

/** Name of a ship's root object in the scene graph (tests and cameras find ships by it). */
export const shipObjectName = (id: string) => `ship:${id}`;

/**
 * One ship of a timeline (a scenario's or a battle's): base, peg, 3D model and label, at the pose replay.ts gives for the
 * playback clock's time, read every frame (never through React state). Hidden before it is placed and from the
 * moment it is destroyed (a fleeing ship first flies off over the edge); the model banks into turns and bobs, both
 * as functions of the playback time (shipMotion.ts).
 */
export function Ship({ track, faction, playback, clock, showLabel }: ShipProps) {
  const { unit, size } = track;
  const root = useRef<Group>(null);
  const model = useRef<Group>(null);
  const pose = useRef<Pose>({ x: unit.pose.x, y: unit.pose.y, headingDeg: unit.pose.heading });
  const style = FACTION_STYLES[faction];
  const shipName = typeof unit.info?.ship === 'string' ? unit.info.ship : unit.type;
  const modelId = modelIdFor(shipName, size, faction);
  const stand = STAND[size];
  const bobPhase = (hashString(unit.id) % 1000) / 159;

  useFrame(() => {
    const g = root.current;
    if (!g) return;
    const p = pose.current;
    g.visible = drawnPoseAt(playback, unit.id, clock.time, p);
    applyPose(g, p);
    const m = model.current;
    if (!m) return;
    m.rotation.set(bankAt(playback, unit.id, clock.time), 0, 0);
    m.position.z = stand.modelHeightMm + bobAt(clock.time, bobPhase) + hopHeightAt(playback, unit.id, clock.time);
  }, FRAME_ORDER.poses);

  return (
    <group ref={root} name={shipObjectName(unit.id)} userData={{ shipId: unit.id }} visible={false}>
      <ShipBase size={size} name={unit.name} accent={style.accent} />
      <Footprint {...unitFootprint(unit)} />
      <ShipPeg size={size} />
      <group ref={model} position={[0, 0, stand.modelHeightMm]}>
        <ShipModel modelId={modelId} style={style} />
      </group>
      {showLabel && <ShipLabel text={unit.name} colour={style.accent} heightMm={stand.labelHeightMm} />}
    </group>
  );
}
