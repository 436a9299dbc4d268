/**
 * Scenario helper for the pilot abilities of issue 18: ships are described where they stand AFTER their
 * Activation phase (post-move centre, heading); each flies the slowest straight maneuver of its dial, so the
 * helper starts it that far back. Tests then reason about the positions they state.
 */
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState, ShipState } from '../../../../src/rules/xwing1e/state.ts';
import { setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import { fileWith, passive, round, type TestShip } from '../engine/harness.ts';

/** A ship where it stands after moving, with the tokens it holds before the round starts. */
export interface Placed {
  id: string;
  player: 0 | 1;
  ship: string;
  pilot: string;
  x?: number;
  y: number;
  /** 90: facing north (default for player 0), 270: facing south (default for player 1). */
  heading?: number;
  upgrades?: string[];
  tokens?: Partial<Pick<ShipState, 'focus' | 'evade' | 'stress' | 'shields'>> & { lockOn?: string };
  damage?: number;
  /** A Scum pilot (player 1 then plays Scum and Villainy). */
  scum?: boolean;
}

/** Base length in mm: small 40, large 80. */
const baseOf = (s: ShipState) => (s.size === 'large' ? 80 : 40);

/** The slowest straight maneuver of a ship's dial, and how far it carries the ship's centre. */
function straightOf(s: ShipState): { maneuver: string; travel: number } {
  const m = s.dial.map((d) => d.maneuver).find((n) => /^straight-\d$/.test(n));
  if (!m) throw new Error(`${s.id} has no straight maneuver`);
  return { maneuver: m, travel: 40 * Number(m.slice(-1)) + baseOf(s) };
}

/** The state before the round and the dials that bring every ship where `ships` says. */
export function placed(ships: Placed[]): { state: GameState; dials: Record<string, string> } {
  const test: TestShip[] = ships.map((p) => ({
    id: p.id,
    player: p.player,
    ship: p.ship,
    pilot: p.pilot,
    x: p.x ?? 300,
    y: p.y,
    heading: p.heading ?? (p.player === 0 ? 90 : 270),
    ...(p.upgrades ? { upgrades: p.upgrades } : {}),
  }));
  // Scum pilots fly for a Scum player: player 1 is Scum when one of its ships is a Scum pilot's.
  const scum = ships.some((p) => p.player === 1 && p.scum);
  const file = fileWith(test, {
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: scum ? 'Scum' : 'Empire', faction: scum ? 'scum' : 'imperial' },
    ],
  });
  const state = setupGame(file, file.ships!);
  for (const t of test) state.ships.find((x) => x.id === t.id)!.pose = { x: t.x, y: t.y, headingDeg: t.heading };
  const dials: Record<string, string> = {};
  for (const p of ships) {
    const s = state.ships.find((x) => x.id === p.id)!;
    const { maneuver, travel } = straightOf(s);
    const rad = (s.pose.headingDeg * Math.PI) / 180;
    s.pose = { ...s.pose, x: s.pose.x - travel * Math.cos(rad), y: s.pose.y - travel * Math.sin(rad) };
    dials[p.id] = maneuver;
    Object.assign(s, p.tokens ?? {});
    // A green maneuver removes 1 stress token (rules: DIFFICULTY): `tokens.stress` is what is left after it.
    const green = s.dial.find((d) => d.maneuver === maneuver)?.difficulty === 'green';
    if (green && s.stress > 0) s.stress++;
    for (let i = 0; i < (p.damage ?? 0); i++) s.damage.push({ name: 'Counter', faceUp: false, round: 0 });
  }
  return { state, dials };
}

/** Plays one round of the placed ships: no attacks but those recorded, passive policy elsewhere. */
export function play(ships: Placed[], record: Omit<RoundRecord, 'dials'> & { dials?: Record<string, string> }) {
  const { state, dials } = placed(ships);
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(
    state,
    { ...record, dials: { ...dials, ...(record.dials ?? {}) }, attacks: { ...attacks, ...(record.attacks ?? {}) } },
    passive,
  );
}

/** The ship of that id after the round. */
export const after = (r: ReturnType<typeof play>, id: string) => r.state.ships.find((s) => s.id === id)!;

/** A rebel X-wing (Rookie Pilot unless `extra` says otherwise) at (300, 200) facing north, as placed after moving. */
export const xwing = (id = 'x', extra: Partial<Placed> = {}): Placed => ({
  id,
  player: 0,
  ship: 'xwing',
  pilot: 'rookiepilot',
  y: 200,
  ...extra,
});

/** An imperial TIE fighter (Academy Pilot unless `extra` says otherwise) at x 300 facing south, its centre at `y` mm. */
export const tie = (id = 't', y = 400, extra: Partial<Placed> = {}): Placed => ({
  id,
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  y,
  ...extra,
});
