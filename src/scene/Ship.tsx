import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Group } from 'three';
import type { ScenarioShip } from '../rules/xwing1e/scenario/scenario.ts';
import type { Pose } from '../kernel/index.ts';
import { modelIdFor } from '../models/catalog.ts';
import { FACTION_STYLES, factionOf } from './factionStyle.ts';
import { hopHeightAt, type MoveTimeline, shipPoseAt } from './moveTimeline.ts';
import type { PlaybackClock } from './playbackClock.ts';
import { hashString } from './seededRandom.ts';
import { ShipBase } from './ShipBase.tsx';
import { STAND } from './shipDimensions.ts';
import { ShipLabel } from './ShipLabel.tsx';
import { ShipModel } from './ShipModel.tsx';
import { ShipPeg } from './ShipPeg.tsx';
import { applyPose } from './tableFrame.ts';
import { FRAME_ORDER } from './frameOrder.ts';

/** Props of Ship. */
export type ShipProps = { ship: ScenarioShip; timeline: MoveTimeline; clock: PlaybackClock; showLabel: boolean };

/** Name of a ship's root object in the scene graph (tests and cameras find ships by it). */
export const shipObjectName = (id: string) => `ship:${id}`;

/**
 * One ship on the table: base, peg, 3D model and label. Its pose is read from the move timeline at the
 * playback clock's time every frame (never through React state); the model banks into turns while moving.
 */
export function Ship({ ship, timeline, clock, showLabel }: ShipProps) {
  const root = useRef<Group>(null);
  const model = useRef<Group>(null);
  const pose = useMemo<Pose>(() => ({ x: ship.x, y: ship.y, headingDeg: ship.heading }), [ship]);
  const motion = useRef({ heading: ship.heading, roll: 0 });
  const faction = factionOf(ship);
  const style = FACTION_STYLES[faction];
  const modelId = modelIdFor(ship.ship, ship.size, faction);
  const stand = STAND[ship.size];
  const phase = (hashString(ship.id) % 1000) / 159;

  useLayoutEffect(() => {
    if (root.current) applyPose(root.current, pose);
  }, [pose]);

  useFrame((state, delta) => {
    const g = root.current;
    if (!g) return;
    g.visible = shipPoseAt(timeline, ship.id, clock.time, pose);
    applyPose(g, pose);
    const m = model.current;
    if (!m) return;
    const m0 = motion.current;
    const rate = delta > 0 ? (pose.headingDeg - m0.heading) / delta : 0;
    m0.heading = pose.headingDeg;
    const targetRoll = clock.playing ? Math.max(-0.55, Math.min(0.55, -rate * 0.006)) : 0;
    m0.roll += (targetRoll - m0.roll) * Math.min(1, delta * 6);
    m.rotation.set(m0.roll, 0, 0);
    const bob = 0.7 * Math.sin(state.clock.elapsedTime * 1.4 + phase);
    m.position.z = stand.modelHeightMm + bob + hopHeightAt(timeline, ship.id, clock.time);
  }, FRAME_ORDER.poses);

  const label = ship.name ?? ship.id;
  return (
    <group ref={root} name={shipObjectName(ship.id)} userData={{ shipId: ship.id }}>
      <ShipBase size={ship.size} name={label} accent={style.accent} />
      <ShipPeg size={ship.size} />
      <group ref={model} position={[0, 0, stand.modelHeightMm]}>
        <ShipModel modelId={modelId} style={style} />
      </group>
      {showLabel && <ShipLabel text={label} colour={style.accent} heightMm={stand.labelHeightMm} />}
    </group>
  );
}
