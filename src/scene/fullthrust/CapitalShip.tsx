import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { TimelineUnit } from '../../battle/timeline.ts';
import type { Pose } from '../../kernel/index.ts';
import { isModelId } from '../../models/catalog.ts';
import { type PlaybackModel, drawnPoseAt } from '../../state/playback/playbackModel.ts';
import type { FactionStyle } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { shipObjectName } from '../Ship.tsx';
import { Footprint } from '../Footprint.tsx';
import { unitFootprint } from '../footprints.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import { ShipModel } from '../ShipModel.tsx';
import { applyPose } from '../tableFrame.ts';
import { CAPITAL_HEIGHT_MM, CAPITAL_MODEL_LENGTH_MM } from './modelScale.ts';

/** Props of CapitalShip. */
export type CapitalShipProps = {
  unit: TimelineUnit;
  style: FactionStyle;
  playback: PlaybackModel;
  clock: PlaybackClock;
  showLabel: boolean;
};

/**
 * A capital ship at its table scale (its class length), hovering over its square (its faint square plate is drawn
 * with the others by UnitMarkers), at the pose replay.ts gives for the clock (read every frame); hidden once
 * destroyed or gone to hyperspace.
 */
export function CapitalShip({ unit, style, playback, clock, showLabel }: CapitalShipProps) {
  const root = useRef<Group>(null);
  const pose = useRef<Pose>({ x: unit.pose.x, y: unit.pose.y, headingDeg: unit.pose.heading });
  const lengthMm = Number(unit.info?.lengthMm ?? 100);
  const scale = lengthMm / (CAPITAL_MODEL_LENGTH_MM[unit.type] ?? lengthMm);
  useFrame(() => {
    const g = root.current;
    if (!g) return;
    g.visible = drawnPoseAt(playback, unit.id, clock.time, pose.current);
    applyPose(g, pose.current);
  });
  return (
    <group ref={root} name={shipObjectName(unit.id)} userData={{ shipId: unit.id }} visible={false}>
      <Footprint {...unitFootprint(unit)} />
      <group position={[0, 0, CAPITAL_HEIGHT_MM]} scale={scale}>
        {isModelId(unit.type) && <ShipModel modelId={unit.type} style={style} />}
      </group>
      {showLabel && <ShipLabel text={unit.name} colour={style.accent} heightMm={CAPITAL_HEIGHT_MM + 40} sizeMm={12} />}
    </group>
  );
}
