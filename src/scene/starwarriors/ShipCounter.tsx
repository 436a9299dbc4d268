import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group, Mesh } from 'three';
import type { Pose } from '../../kernel/index.ts';
import { modelIdFor } from '../../models/catalog.ts';
import { type PlaybackModel, drawnPoseAt, type UnitTrack } from '../../state/playback/playbackModel.ts';
import { type Faction, FACTION_STYLES } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { shipObjectName } from '../Ship.tsx';
import { Footprint } from '../Footprint.tsx';
import { unitFootprint } from '../footprints.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import { ShipModel } from '../ShipModel.tsx';
import { applyPose } from '../tableFrame.ts';
import { COUNTER_MODEL_SCALE, COUNTER_MODEL_Z_MM } from './counterModel.ts';
import { type CounterMarker, inAnySpan, type Span } from './counterSpans.ts';
import { TimedLabel } from './TimedLabel.tsx';

/** Props of ShipCounter. */
export type ShipCounterProps = {
  track: UnitTrack;
  faction: Faction | 'neutral';
  playback: PlaybackModel;
  clock: PlaybackClock;
  showLabel: boolean;
  /** When the counter shows its blue-striped "moved" side. */
  flipped: readonly Span[] | undefined;
  /** Its planned-action and hazard markers. */
  markers: readonly CounterMarker[];
};

/** Side of the square cardboard counter, mm (5/8 inch, rules 2: the countersheet's larger pieces). */
const COUNTER_MM = 15.9;
/** Counter thickness, mm. */
const COUNTER_THICK_MM = 1.8;

/**
 * One Star Warriors ship: a cardboard counter in its hex facing a hex side (an arrow on the counter points at
 * it), flipped to a blue band once it has moved this game-turn, the ship's 3D model above it, its name, and its
 * planned action markers from the planning reveal to bookkeeping (red after a failed hazard roll).
 */
export function ShipCounter({ track, faction, playback, clock, showLabel, flipped, markers }: ShipCounterProps) {
  const { unit } = track;
  const root = useRef<Group>(null);
  const band = useRef<Mesh>(null);
  const pose = useRef<Pose>({ x: unit.pose.x, y: unit.pose.y, headingDeg: unit.pose.heading });
  const style = FACTION_STYLES[faction];
  const ship = typeof unit.info?.ship === 'string' ? unit.info.ship : unit.type;
  const modelId = modelIdFor(ship, 'small', faction);

  useFrame(() => {
    const g = root.current;
    if (!g) return;
    g.visible = drawnPoseAt(playback, unit.id, clock.time, pose.current);
    applyPose(g, pose.current);
    if (band.current) band.current.visible = inAnySpan(flipped, clock.time);
  });

  return (
    <group ref={root} name={shipObjectName(unit.id)} userData={{ shipId: unit.id, counter: true }} visible={false}>
      <mesh position={[0, 0, COUNTER_THICK_MM / 2]}>
        <boxGeometry args={[COUNTER_MM, COUNTER_MM, COUNTER_THICK_MM]} />
        <meshStandardMaterial color="#20242e" roughness={0.8} />
      </mesh>
      <mesh position={[0, 0, COUNTER_THICK_MM + 0.05]}>
        <planeGeometry args={[COUNTER_MM - 1.6, COUNTER_MM - 1.6]} />
        <meshBasicMaterial color={style.accent} transparent opacity={0.55} toneMapped={false} />
      </mesh>
      {/* Facing arrow: points at the hex side the counter faces (+x in the counter's frame). */}
      <mesh position={[COUNTER_MM / 2 + 2.2, 0, COUNTER_THICK_MM + 0.1]} rotation={[0, 0, -Math.PI / 2]}>
        <circleGeometry args={[2.6, 3]} />
        <meshBasicMaterial color={style.accent} toneMapped={false} />
      </mesh>
      <mesh ref={band} position={[-COUNTER_MM / 4, 0, COUNTER_THICK_MM + 0.15]} visible={false}>
        <planeGeometry args={[COUNTER_MM / 3, COUNTER_MM - 1.6]} />
        <meshBasicMaterial color="#2f6bff" toneMapped={false} />
      </mesh>
      <Footprint {...unitFootprint(unit)} />
      <group position={[0, 0, COUNTER_MODEL_Z_MM]} scale={COUNTER_MODEL_SCALE}>
        <ShipModel modelId={modelId} style={style} />
      </group>
      {showLabel && <ShipLabel text={unit.name} colour={style.accent} heightMm={32} sizeMm={7.5} />}
      {markers.map((m, i) => (
        <TimedLabel
          key={i}
          name={`markers:${unit.id}`}
          span={m}
          clock={clock}
          text={m.text}
          colour={m.kind === 'hazard' ? '#ff3b30' : '#3b82ff'}
          position={[0, 0, 42]}
          sizeMm={7.5}
        />
      ))}
    </group>
  );
}
