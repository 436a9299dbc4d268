import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { TimelineUnit } from '../../battle/timeline.ts';
import type { Pose } from '../../kernel/index.ts';
import { isModelId } from '../../models/catalog.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { FactionStyle } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { hashString } from '../seededRandom.ts';
import { shipObjectName } from '../Ship.tsx';
import { Footprint } from '../Footprint.tsx';
import { unitFootprint } from '../footprints.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import { ShipModel } from '../ShipModel.tsx';
import { applyPose } from '../tableFrame.ts';
import { type FtPlayback, valueAt } from './ftPlayback.ts';
import { ftUnitShownAt } from './unitPose.ts';
import {
  craftHeightMm,
  FIGHTER_HEIGHT_MM,
  FIGHTER_SCALE,
  formationSlot,
  HERO_SCALE,
  squadronBobPhase,
} from './modelScale.ts';

/** Props of SquadronStand. */
export type SquadronStandProps = {
  unit: TimelineUnit;
  style: FactionStyle;
  playback: PlaybackModel;
  ft: FtPlayback;
  clock: PlaybackClock;
  showLabel: boolean;
};

/**
 * A fighter squadron: a formation of small craft in its square (its disc is drawn with the others by UnitMarkers), one per fighter left (the count drops as
 * fighters are lost), or one larger model for a hero ship; hidden while aboard its carrier. Poses and counts
 * are read every frame from the playback, never through React state.
 */
export function SquadronStand({ unit, style, playback, ft, clock, showLabel }: SquadronStandProps) {
  const root = useRef<Group>(null);
  const craft = useRef<(Group | null)[]>([]);
  const pose = useRef<Pose>({ x: unit.pose.x, y: unit.pose.y, headingDeg: unit.pose.heading });
  const hero = unit.info?.hero === 1;
  const slots = hero ? 1 : unit.hull;
  const phase = squadronBobPhase(hashString(unit.id));
  useFrame(() => {
    const g = root.current;
    if (!g) return;
    const t = clock.time;
    g.visible = ftUnitShownAt(unit, playback, ft, t, pose.current);
    applyPose(g, pose.current);
    const left = valueAt(ft.hull.get(unit.id), t, unit.hull);
    craft.current.forEach((c, i) => {
      if (!c) return;
      c.visible = hero ? left > 0 : i < left;
      // The bob follows playback time, not the wall clock, so a paused frame and a frame-exact export repeat.
      c.position.z = craftHeightMm(t, phase, i);
    });
  });
  return (
    <group ref={root} name={shipObjectName(unit.id)} userData={{ shipId: unit.id, squadron: true }} visible={false}>
      <Footprint {...unitFootprint(unit)} />
      {Array.from({ length: slots }, (_, i) => {
        const [x, y] = hero ? [0, 0] : formationSlot(i);
        return (
          <group
            key={i}
            ref={(el) => {
              craft.current[i] = el;
            }}
            name="ft-craft"
            position={[x, y, FIGHTER_HEIGHT_MM]}
            scale={hero ? HERO_SCALE : FIGHTER_SCALE}
          >
            {isModelId(unit.type) && <ShipModel modelId={unit.type} style={style} />}
          </group>
        );
      })}
      {showLabel && <ShipLabel text={unit.name} colour={style.accent} heightMm={FIGHTER_HEIGHT_MM + 18} sizeMm={7} />}
    </group>
  );
}
