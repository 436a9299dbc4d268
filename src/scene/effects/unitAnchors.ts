/**
 * What the effects need to know of each unit of a timeline: how high its model flies, how big it is, where its
 * guns and engines are, and the colour of its side's laser fire (the films' convention: red for the Rebellion,
 * the Resistance and the Scum, green for the Empire and the First Order). Pure, so it is tested in Node.
 */
import { BASE_SIDE_MM, type BaseSize } from '../../kernel/index.ts';
import type { Timeline, TimelineUnit } from '../../battle/timeline.ts';
import { modelIdFor } from '../../models/catalog.ts';
import type { Faction } from '../factionStyle.ts';
import { CAPITAL_HEIGHT_MM, FIGHTER_HEIGHT_MM } from '../fullthrust/modelScale.ts';
import { STAND } from '../shipDimensions.ts';
import { type Hardpoints, hardpointsOf } from './shipHardpoints.ts';

/** Laser colours by faction. */
export type BoltColour = 'red' | 'green';

/** A unit as the effects see it. */
export interface UnitAnchor {
  /** Height of the model's centre above the mat, mm. */
  heightMm: number;
  /** Its footprint's side, mm (X-Wing bases; a grid game's units count as small). */
  sideMm: number;
  hardpoints: Hardpoints;
  bolt: BoltColour;
  /** Its side's faction, as the ship colours use it. */
  faction: Faction | 'neutral';
}

/** Height of a Star Warriors counter's effects above the mat, mm (counters lie flat). */
const COUNTER_EFFECT_HEIGHT_MM = 6;

/** Guns and engines of a grid game's unit: its centre, a little apart. */
const GRID_HARDPOINTS: Hardpoints = {
  guns: [
    [2, 2, 0],
    [2, -2, 0],
  ],
  engines: [[-4, 0, 0]],
};

/** Green for the Empire and the First Order, red for everyone else. */
export function boltColourOf(faction: Faction | 'neutral'): BoltColour {
  return faction === 'imperial' || faction === 'first-order' ? 'green' : 'red';
}

/** Height of a unit's model centre above the mat in its rule system's scene, mm. */
function heightOf(system: string, unit: TimelineUnit, size: BaseSize): number {
  if (system === 'fullthrust-sw') return unit.size === 'capital' ? CAPITAL_HEIGHT_MM : FIGHTER_HEIGHT_MM;
  if (system === 'star-warriors') return COUNTER_EFFECT_HEIGHT_MM;
  return STAND[size].modelHeightMm;
}

/** The anchors of every unit of a timeline, by id. */
export function unitAnchorsOf(timeline: Timeline): Map<string, UnitAnchor> {
  const grid = timeline.system === 'fullthrust-sw' || timeline.system === 'star-warriors';
  const out = new Map<string, UnitAnchor>();
  for (const unit of timeline.units) {
    const size: BaseSize = unit.size === 'large' ? 'large' : 'small';
    const faction = (timeline.sides[unit.side]?.faction as Faction | undefined) ?? 'neutral';
    const shipName = typeof unit.info?.ship === 'string' ? unit.info.ship : unit.type;
    out.set(unit.id, {
      heightMm: heightOf(timeline.system, unit, size),
      sideMm: BASE_SIDE_MM[size],
      hardpoints: grid ? GRID_HARDPOINTS : hardpointsOf(modelIdFor(shipName, size, faction), size),
      bolt: boltColourOf(faction),
      faction,
    });
  }
  return out;
}
