/**
 * `npm run bench:scaling`: how the cost grows with the number of ships at constant density (the play area grows
 * with N). For N = 8, 32, 128, 512, 2,048: all 16 dial maneuvers of every ship (as bench/dials.ts), and one
 * autopilot round of the X-Wing engine (planning, activation with actions, combat), each with the broad phase
 * and, where it finishes quickly, with the brute-force scan it replaces (every query handed everything). Each
 * figure is the median of rounds that take turns over every size and variant; the growth exponent is the slope
 * of a least-squares fit of log(time) against log(N). Never fails on speed.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TimelineBuilder } from '../src/battle/timeline.ts';
import { scanIndex, tableIndex, type TableIndex } from '../src/kernel/broadPhase.ts';
import { type BaseSize, PLAY_AREA_MM } from '../src/kernel/constants.ts';
import { placeNamedObstacle, type PlacedObstacle } from '../src/kernel/obstacle.ts';
import { resolveManeuver } from '../src/kernel/resolve.ts';
import type { ShipOnTable, TableState } from '../src/kernel/table.ts';
import { autopilot } from '../src/rules/xwing1e/autopilot.ts';
import type { BattleFile, BattleShip } from '../src/rules/xwing1e/battleFile.ts';
import { playRound } from '../src/rules/xwing1e/round.ts';
import { setupGame, shipsFromFile } from '../src/rules/xwing1e/setup.ts';
import { AHEAD_REACH_MM, kernelView, useBroadPhase, withinRange3 } from '../src/rules/xwing1e/spatial.ts';
import type { GameState } from '../src/rules/xwing1e/state.ts';
import { DIALS } from './dials.ts';
import { mulberry32, type Rng } from './prng.ts';

const SIZES = [8, 32, 128, 512, 2048];
/** Sizes the brute-force scan is also timed at (beyond them it takes many seconds a round). */
const BRUTE_DIALS_MAX = 512;
const BRUTE_ROUND_MAX = 32;
/** The autopilot round at 2,048 ships takes 10–20 s (about 5–10 ms a ship): left out. */
const ROUND_MAX = 512;
const ROUNDS = Number(process.env.SCALING_ROUNDS ?? 3);
/** Ships sit one to a cell of this pitch, jittered, a bit denser than the kernel benchmark's 8 in 420 mm. */
const PITCH_MM = 148;
const JITTER_MM = 12;
/** Six obstacles for eight ships, as bench/field.ts. */
const OBSTACLES_PER_SHIP = 6 / 8;

/** Ship types of the autopilot round: small bases, and a large one in every eight (as the kernel fields). */
const REBELS: [string, string][] = [
  ['yt1300', 'outerrimsmuggler'],
  ['xwing', 'rookiepilot'],
  ['ywing', 'goldsquadronpilot'],
  ['awing', 'greensquadronpilot'],
];
const IMPERIALS: [string, string][] = [
  ['lambdaclassshuttle', 'omicrongrouppilot'],
  ['tiefighter', 'academypilot'],
  ['tieinterceptor', 'sabersquadronpilot'],
  ['tiebomber', 'scimitarsquadronpilot'],
];

interface Field {
  n: number;
  table: TableState;
  state: GameState;
}

function shuffled<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
  return items;
}

/** Obstacles on a coarse jittered grid over the whole table, kept clear of the ships. */
function placeObstacles(rng: Rng, side: number, count: number, ships: ShipOnTable[]): PlacedObstacle[] {
  const shipTable: TableState = { widthMm: side, heightMm: side, ships, obstacles: [] };
  const index = tableIndex(shipTable);
  const m = Math.ceil(Math.sqrt(count * 1.5));
  const cell = side / m;
  const cells = shuffled(
    rng,
    Array.from({ length: m * m }, (_, i) => i),
  );
  const out: PlacedObstacle[] = [];
  for (const c of cells) {
    if (out.length >= count) break;
    for (let tries = 0; tries < 20; tries++) {
      const o = placeNamedObstacle(`rock-${out.length + 1}`, `asteroid-${1 + rng.int(6)}`, {
        x: ((c % m) + 0.2 + 0.6 * rng.next()) * cell,
        y: (Math.floor(c / m) + 0.2 + 0.6 * rng.next()) * cell,
        rotationDeg: rng.range(0, 360),
        flipped: rng.next() < 0.5,
      });
      const r = o.bounds.radius;
      const clear = index
        .shipsNearList([o.bounds.cx - r, o.bounds.cy - r, o.bounds.cx + r, o.bounds.cy + r])
        .every((s) => Math.hypot(s.pose.x - o.bounds.cx, s.pose.y - o.bounds.cy) > r + 60);
      if (clear) {
        out.push(o);
        break;
      }
    }
  }
  return out;
}

/** A seeded field of n ships at constant density: the table grows with n. */
function makeField(n: number, seed: number): Field {
  const rng = mulberry32(seed);
  const k = Math.ceil(Math.sqrt(n));
  const side = Math.max(PLAY_AREA_MM, (PLAY_AREA_MM * k) / 3);
  const lo = (side - k * PITCH_MM) / 2;
  const cells = shuffled(
    rng,
    Array.from({ length: k * k }, (_, i) => i),
  ).slice(0, n);
  const ships: ShipOnTable[] = cells.map((c, i) => ({
    id: `ship-${i + 1}`,
    size: (i % 8 === 0 ? 'large' : 'small') as BaseSize,
    pose: {
      x: lo + ((c % k) + 0.5) * PITCH_MM + rng.range(-JITTER_MM, JITTER_MM),
      y: lo + (Math.floor(c / k) + 0.5) * PITCH_MM + rng.range(-JITTER_MM, JITTER_MM),
      headingDeg: rng.range(0, 360),
    },
  }));
  const obstacles = placeObstacles(rng, side, Math.round(n * OBSTACLES_PER_SHIP), ships);
  const table: TableState = { widthMm: side, heightMm: side, ships, obstacles };
  return { n, table, state: gameOf(table, seed) };
}

/** An X-Wing game state with the field's ships (alternating sides) and obstacles, before round 1. */
function gameOf(table: TableState, seed: number): GameState {
  const file: BattleFile = {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    title: 'scaling',
    seed,
    roundLimit: 100,
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Galactic Empire', faction: 'imperial' },
    ],
    ships: [
      { id: 'a', player: 0, ship: 'xwing', pilot: 'rookiepilot' },
      { id: 'b', player: 1, ship: 'tiefighter', pilot: 'academypilot' },
    ],
  };
  const base = setupGame(file, file.ships ?? []);
  const entries: BattleShip[] = table.ships.map((s, i) => {
    const player = (i % 2) as 0 | 1;
    const list = player === 0 ? REBELS : IMPERIALS;
    const [ship, pilot] = list[s.size === 'large' ? 0 : 1 + (i % 3)] ?? ['xwing', 'rookiepilot'];
    return { id: s.id, player, ship, pilot, x: s.pose.x, y: s.pose.y, heading: s.pose.headingDeg };
  });
  const ships = shipsFromFile(file, entries);
  ships.forEach((s, i) => {
    if (s.size !== table.ships[i]?.size) throw new Error(`${s.id}: the pilot's base is not the field's`);
  });
  return {
    ...base,
    playArea: { width: table.widthMm, height: table.heightMm },
    obstacles: table.obstacles.map((o) => ({
      id: o.id,
      shape: 'asteroid',
      x: 0,
      y: 0,
      rotation: 0,
      flipped: false,
      placed: o,
    })),
    ships,
  };
}

/** All 16 dial maneuvers of every ship; `index` gives the broad phase per ship (as one decision sees it). */
function dialPass(table: TableState, indexOf: () => TableIndex): number {
  let sink = 0;
  for (const ship of table.ships) {
    const index = indexOf();
    for (const m of DIALS[ship.size]) sink += resolveManeuver(table, ship.id, m, { index }).progress;
  }
  return sink;
}

function roundPass(state: GameState): number {
  return playRound(state, undefined, autopilot, new TimelineBuilder(), 'rounds[0]').state.ships.length;
}

interface Case {
  name: string;
  n: number;
  /** Repetitions per timing, so a small N is timed over at least a few ms. */
  reps: number;
  run: () => number;
  times: number[];
}

function timeCase(c: Case): void {
  let sink = 0;
  const t0 = performance.now();
  for (let r = 0; r < c.reps; r++) sink += c.run();
  const ms = (performance.now() - t0) / c.reps;
  if (Number.isNaN(sink)) console.log('(sink)');
  c.times.push(ms);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

/** Slope of the least-squares line through (log N, log t). */
function exponent(points: { n: number; ms: number }[]): number {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.ms));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * ((ys[i] ?? 0) - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

const fields = SIZES.map((n, i) => makeField(n, 100 + i));
const cases: Case[] = [];
for (const f of fields) {
  const reps = Math.max(1, Math.round(256 / f.n));
  cases.push({
    name: 'dials, broad phase',
    n: f.n,
    reps,
    run: () => dialPass(f.table, () => tableIndex(f.table)),
    times: [],
  });
  if (f.n <= BRUTE_DIALS_MAX) {
    const scan = scanIndex(f.table);
    cases.push({ name: 'dials, brute-force scan', n: f.n, reps, run: () => dialPass(f.table, () => scan), times: [] });
  }
  const roundReps = Math.max(1, Math.round(32 / f.n));
  if (f.n > ROUND_MAX) continue;
  cases.push({
    name: 'autopilot round, broad phase',
    n: f.n,
    reps: roundReps,
    run: () => roundPass(f.state),
    times: [],
  });
  if (f.n <= BRUTE_ROUND_MAX) {
    const brute = () => {
      useBroadPhase(false);
      try {
        return roundPass(f.state);
      } finally {
        useBroadPhase(true);
      }
    };
    cases.push({ name: 'autopilot round, brute-force scan', n: f.n, reps: roundReps, run: brute, times: [] });
  }
}

console.log(`\nHolotable scaling benchmark — node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`);
for (const f of fields) {
  console.log(
    `N = ${f.n}: table ${Math.round(f.table.widthMm)} mm square, ${f.table.obstacles.length} obstacles, ` +
      `${f.table.ships.filter((s) => s.size === 'large').length} large bases`,
  );
}
// Warm-up (the small sizes run the same code), then rounds taking turns over every case.
for (const c of cases) if (c.n <= 128) c.run();
for (let r = 0; r < ROUNDS; r++) for (const c of cases) timeCase(c);

const names = [...new Set(cases.map((c) => c.name))];
console.log(
  `\nmedian of ${ROUNDS} interleaved rounds, ms per pass (dials: 16 maneuvers × N ships; one round of play)\n`,
);
console.log(`| series | ${SIZES.map((n) => `N = ${n}`).join(' | ')} | exponent | from N = 128 |`);
console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} | --- | --- |`);
const results: Record<string, { n: number; ms: number }[]> = {};
const verdict = (e: number) => (e <= 1.2 ? 'about linear (≤ 1.2)' : 'NOT linear (> 1.2)');
for (const name of names) {
  const points = cases.filter((c) => c.name === name).map((c) => ({ n: c.n, ms: median(c.times) }));
  results[name] = points;
  const cells = SIZES.map((n) => {
    const p = points.find((q) => q.n === n);
    return p ? p.ms.toFixed(p.ms < 10 ? 3 : 1) : '—';
  });
  const e = exponent(points);
  // From 128 ships on, a ship's range-3 neighbourhood lies inside the field; below, the field's edge cuts it.
  const far = points.filter((p) => p.n >= 128);
  const eFar = far.length >= 2 ? exponent(far).toFixed(2) : '—';
  console.log(`| ${name} | ${cells.join(' | ')} | ${e.toFixed(2)} | ${eFar} |`);
}
console.log('');
for (const name of names.filter((n) => n.includes('broad'))) {
  const points = results[name] ?? [];
  const e = exponent(points);
  const far = points.filter((p) => p.n >= 128);
  const eFar = far.length >= 2 ? exponent(far) : NaN;
  console.log(
    `${name}: exponent ${e.toFixed(2)} over N = ${points.map((p) => p.n).join(', ')}: ${verdict(e)}` +
      (Number.isFinite(eFar) ? `; ${eFar.toFixed(2)} from N = 128: ${verdict(eFar)}` : ''),
  );
}
// What grows with N besides N: near a small field's edge a ship has fewer enemies within the autopilot's reach.
const reach = fields.map((f) => {
  const view = kernelView(f.state);
  let enemies = 0;
  for (const s of f.state.ships) {
    enemies += withinRange3(view, s.pose, s.size, AHEAD_REACH_MM).filter((e) => e.player !== s.player).length;
  }
  return { n: f.n, perShip: enemies / f.n };
});
console.log(
  `enemies within the autopilot's range-3 reach, per ship: ${reach.map((r) => `${r.perShip.toFixed(1)} at N = ${r.n}`).join(', ')}`,
);
// The autopilot's work is geometry against each such enemy, so its cost divided by that count is what the
// broad phase answers for: shown beside the raw verdict above, which it does not replace.
const round = results['autopilot round, broad phase'] ?? [];
const perEnemy = round.flatMap((p) => {
  const r = reach.find((q) => q.n === p.n);
  return r && r.perShip > 0 ? [{ n: p.n, ms: p.ms / r.perShip }] : [];
});
if (perEnemy.length >= 2)
  console.log(
    `autopilot round per enemy within reach: exponent ${exponent(perEnemy).toFixed(2)} over N = ${perEnemy.map((p) => p.n).join(', ')}`,
  );
const d8 = results['dials, broad phase']?.find((p) => p.n === 8);
if (d8) console.log(`predicting all 16 dial maneuvers of 8 ships: ${d8.ms.toFixed(3)} ms`);
