/**
 * Setting up (rules 3): control sheets filled in for each ship of the file, pilot skills rolled on the Pilot
 * Skill Table where the file gives none, counters placed in the set-up areas where the file places none.
 */
import { itemAt } from '../../battle/lookup.ts';
import { deriveRng, Rng } from '../../battle/rng.ts';
import { InputError } from '../../battle/validationError.ts';
import type { BattleFile } from './battleFile.ts';
import { gunSheet, pilotQualityDice, pilotSkillForTotal, startingThrottle } from './controlSheet.ts';
import type { PilotQuality } from './data/charts.ts';
import { MAP, SHIP_DATA, shipDataById } from './data/shipData.ts';
import { type Facing, facingOf, hexMapFor, hexToOffset, offsetToHex, onMap } from './hex.ts';
import type { GameState, ShipState } from './state.ts';

/** The map of the standard game: the 22" × 34" sheet filled with hexes of the assumed size. */
export function standardMap() {
  return hexMapFor(MAP.widthMm, MAP.heightMm, MAP.hexSizeMm.value);
}

/** Rolls a skill code on the Pilot Skill Table for a pilot quality. */
function rollPilotSkill(rng: Rng, quality: PilotQuality): string {
  let total = 0;
  for (let i = 0; i < pilotQualityDice(quality); i++) total += rng.int(6) + 1;
  return pilotSkillForTotal(total);
}

/** The game state at the start, and the ship entries completed with every generated value. */
export function setupGame(file: BattleFile): { state: GameState; ships: BattleFile['ships'] } {
  const map = standardMap();
  const pilots = new Rng(deriveRng(file.seed, 'pilots'));
  const seen = new Set<string>();
  const counters = new Map<string, number>();
  const perPlayer: [number, number] = [0, 0];
  const countOf = (p: 0 | 1) => file.ships.filter((s) => s.player === p).length;
  const ships: ShipState[] = file.ships.map((f, i) => {
    if (seen.has(f.id))
      throw new InputError([{ path: `ships[${i}].id`, message: `duplicate ship id ${JSON.stringify(f.id)}` }]);
    seen.add(f.id);
    const data = shipDataById(f.type);
    if (!data)
      throw new InputError([
        {
          path: `ships[${i}].type`,
          message: `expected one of ${SHIP_DATA.map((s) => JSON.stringify(s.id)).join(', ')}, got ${JSON.stringify(f.type)}`,
        },
      ]);
    const quality = f.quality as PilotQuality;
    // Both codes are rolled even when given, so giving one does not change the other's roll.
    const rolledPiloting = rollPilotSkill(pilots, quality);
    const rolledGunnery = rollPilotSkill(pilots, quality);
    const key = `${f.player}:${f.type}`;
    const counter = f.counter ?? (counters.get(key) ?? 0) + 1;
    counters.set(key, Math.max(counters.get(key) ?? 0, counter));
    const k = perPlayer[f.player]++;
    const pose = f.hex
      ? { hex: offsetToHex(f.hex[0], f.hex[1]), facing: facingOf(f.facing ?? (f.player === 0 ? 0 : 3)) }
      : setupPose(map, f.player, k, countOf(f.player));
    if (!onMap(map, pose.hex))
      throw new InputError([
        {
          path: `ships[${i}].hex`,
          message: `expected a hex on the map (columns 0–${map.cols - 1}, rows 0–${map.rows - 1}), got ${JSON.stringify(f.hex)}`,
        },
      ]);
    const front = Math.ceil(data.shields / 2);
    return {
      id: f.id,
      player: f.player,
      data,
      counter,
      name: `${data.name} ${counter}`,
      quality,
      piloting: f.piloting ?? rolledPiloting,
      gunnery: f.gunnery ?? rolledGunnery,
      guns: data.guns.map(gunSheet),
      pose,
      throttle: startingThrottle(data),
      maxSpeed: data.maxSpeed,
      body: data.body,
      // 3.72: "we recommend that you put half in the Front box and half in the Rear box" (odd one to the front).
      shields: { front, rear: data.shields - front },
      stabilizerDamage: false,
      lateralControlDamage: false,
      redMarkers: 0,
      plan: [],
      tracking: null,
      moved: false,
      destroyed: false,
      disengaged: false,
    };
  });
  const completed = file.ships.map((f, i) => completedShip(f, itemAt(ships, i, 'set-up ships')));
  return { state: { round: 0, ships, rng: deriveRng(file.seed, 'dice'), map }, ships: completed };
}

/** A ship entry of the file completed with its counter, skill codes and starting hex and facing. */
function completedShip(f: BattleFile['ships'][number], s: ShipState): BattleFile['ships'][number] {
  const { col, row } = hexToOffset(s.pose.hex);
  return {
    ...f,
    counter: s.counter,
    piloting: s.piloting,
    gunnery: s.gunnery,
    hex: [col, row],
    facing: s.pose.facing,
  };
}

/**
 * Where the k-th of n ships of a player starts (assumed set-up areas, MAP.setupColumns): player 0 along the
 * left edge facing +x, player 1 along the right edge facing −x, three rows apart around the middle row.
 */
export function setupPose(map: ReturnType<typeof standardMap>, player: 0 | 1, k: number, n: number) {
  const middle = Math.floor(map.rows / 2);
  const row = Math.max(0, Math.min(map.rows - 1, middle + Math.round((k - (n - 1) / 2) * 3)));
  // Stagger one column so neighbours are not in a straight file; keep off the edge column itself, so the
  // first map adjustment does not shift everything at once.
  const depth = Math.min(MAP.setupColumns.value - 1, 1 + (k % 2));
  const col = player === 0 ? depth : map.cols - 1 - depth;
  const facing: Facing = player === 0 ? 0 : 3;
  return { hex: offsetToHex(col, row), facing };
}
