/**
 * Where each unit's engine trails leave from, in every rule system's scene: an X-Wing ship's exhausts on its
 * stand, a Full Thrust capital ship's at its class's table scale, each craft of a squadron's formation (they
 * bob, and drop out as fighters are lost), and a Star Warriors ship's over its counter. Pure (no three.js).
 */
import type { Timeline, TimelineUnit } from '../../battle/timeline.ts';
import type { BaseSize } from '../../kernel/index.ts';
import { isModelId, type ModelId, modelIdFor } from '../../models/catalog.ts';
import type { Faction } from '../factionStyle.ts';
import type { Series } from '../fullthrust/ftPlayback.ts';
import {
  CAPITAL_HEIGHT_MM,
  CAPITAL_MODEL_LENGTH_MM,
  FIGHTER_SCALE,
  formationSlot,
  HERO_SCALE,
  squadronBobPhase,
} from '../fullthrust/modelScale.ts';
import { hashString } from '../seededRandom.ts';
import { STAND } from '../shipDimensions.ts';
import { COUNTER_MODEL_SCALE, COUNTER_MODEL_Z_MM } from '../starwarriors/counterModel.ts';
import { DEFAULT_TRAIL_RADIUS_MM, hardpointsOf, type ModelPoint } from './shipHardpoints.ts';

/** One engine exhaust of a unit, where its trail starts. */
export interface Exhaust {
  /** In the unit's frame (mm; +x forward, +y left), z above the mat (before any bob). */
  point: ModelPoint;
  /** Radius of the trail at the exhaust, mm on the table. */
  radiusMm: number;
  /** The craft of a squadron it belongs to (shown while fewer than this many have been lost), or −1. */
  craft: number;
  /** The bob phase of its craft (a Full Thrust fighter rises and falls on playback time), or null. */
  bobPhase: number | null;
}

/** A unit's exhausts and, for a squadron, its fighters left over time. */
export interface UnitExhausts {
  exhausts: Exhaust[];
  /** Fighters left at event times ([t, count], clock order), or null for a single ship. */
  fightersLeft: Series | null;
}

/** A model's exhausts placed at `scale` about the point (dx, dy, z0) of the unit's frame. */
function placed(
  modelId: ModelId,
  size: BaseSize,
  scale: number,
  at: ModelPoint,
  craft = -1,
  bob: number | null = null,
) {
  const hp = hardpointsOf(modelId, size);
  const radiusMm = (hp.trailRadiusMm ?? DEFAULT_TRAIL_RADIUS_MM) * scale;
  return hp.engines.map(
    (p): Exhaust => ({
      point: [at[0] + p[0] * scale, at[1] + p[1] * scale, at[2] + p[2] * scale],
      radiusMm,
      craft,
      bobPhase: bob,
    }),
  );
}

// A squadron's craft are a third of a fighter's size: trails that thin vanish at a fleet's distance, so they are
// drawn at half a fighter's width instead.
const CRAFT_TRAIL_SCALE = 0.5;

/** The exhausts of each craft of a Full Thrust squadron (one hero ship, or a formation of its fighters). */
function squadronExhausts(unit: TimelineUnit): Exhaust[] {
  if (!isModelId(unit.type)) return [];
  const hero = unit.info?.hero === 1;
  const phase = squadronBobPhase(hashString(unit.id));
  const out: Exhaust[] = [];
  const slots = hero ? 1 : unit.hull;
  for (let i = 0; i < slots; i++) {
    const [x, y] = hero ? [0, 0] : formationSlot(i);
    const scale = hero ? HERO_SCALE : FIGHTER_SCALE;
    for (const e of placed(unit.type, 'small', scale, [x, y, 0], i, phase + i)) {
      out.push({ ...e, radiusMm: Math.max(e.radiusMm, DEFAULT_TRAIL_RADIUS_MM * CRAFT_TRAIL_SCALE) });
    }
  }
  return out;
}

/** The exhausts of a Full Thrust capital ship, its model scaled to its class's table length. */
function capitalExhausts(unit: TimelineUnit): Exhaust[] {
  const reference = CAPITAL_MODEL_LENGTH_MM[unit.type];
  if (!isModelId(unit.type) || reference === undefined) return [];
  const scale = Number(unit.info?.lengthMm ?? reference) / reference;
  return placed(unit.type, 'large', scale, [0, 0, CAPITAL_HEIGHT_MM]);
}

/** Each squadron's fighters left, from its damage events. */
function fightersLeftOf(timeline: Timeline, unit: TimelineUnit): Series {
  const out: Series = [];
  for (const e of timeline.events) if (e.kind === 'damage' && e.unit === unit.id) out.push([e.t, e.hull]);
  return out;
}

/** Where a unit's engine trails leave from in its rule system's scene. */
export function unitExhaustsOf(timeline: Timeline, unit: TimelineUnit, faction: Faction | 'neutral'): UnitExhausts {
  const shipName = typeof unit.info?.ship === 'string' ? unit.info.ship : unit.type;
  if (timeline.system === 'fullthrust-sw') {
    if (unit.size === 'capital') return { exhausts: capitalExhausts(unit), fightersLeft: null };
    return { exhausts: squadronExhausts(unit), fightersLeft: fightersLeftOf(timeline, unit) };
  }
  if (timeline.system === 'star-warriors') {
    const model = modelIdFor(shipName, 'small', faction);
    return { exhausts: placed(model, 'small', COUNTER_MODEL_SCALE, [0, 0, COUNTER_MODEL_Z_MM]), fightersLeft: null };
  }
  const size: BaseSize = unit.size === 'large' ? 'large' : 'small';
  const model = modelIdFor(shipName, size, faction);
  return { exhausts: placed(model, size, 1, [0, 0, STAND[size].modelHeightMm]), fightersLeft: null };
}
