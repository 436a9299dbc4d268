/**
 * `npx tsx bench/bumpParts.ts`: where a turning bump's time goes, in CPU time (process.cpuUsage, steadier than
 * wall time on this shared machine): the whole exact search and the boolean 101-step scan, then the parts of the
 * exact one (path and candidate ships, the check at the end, the progress tree's walk, the pair following), each
 * the median of 9 interleaved rounds of at least 80 ms over the benchmark's turning bumps. Prints µs per bump.
 */
import { placeAtProgress, placedOverlapsAny } from '../src/kernel/bump.ts';
import { certifiedOverlapTop, certifier } from '../src/kernel/bumpTree.ts';
import { contactBelow } from '../src/kernel/curvedBump.ts';
import { baseFrame } from '../src/kernel/footprint.ts';
import { maneuverPath } from '../src/kernel/path.ts';
import { reachableShips } from '../src/kernel/resolve.ts';
import { isPureTranslation } from '../src/kernel/translationBump.ts';
import { bumpCase, exactBump, steppedBooleanBump } from './bumps.ts';
import { crowdedField, randomMoves } from './field.ts';
import { mulberry32 } from './prng.ts';
import { median } from './timing.ts';

const rng = mulberry32(0x1e_c0de);
const fields = Array.from({ length: 40 }, () => crowdedField(rng));
const cases = randomMoves(rng, fields, 250).map((m) => {
  const table = fields[m.field];
  const ship = table?.ships[m.ship];
  if (!table || !ship) throw new Error('bench: a move names no ship');
  return bumpCase(table, ship, m.maneuver);
});
const turning = cases
  .filter((c) => exactBump(c).progress < 1)
  .map((c) => {
    const path = maneuverPath(c.ship.pose, c.ship.size, c.maneuver);
    return { c, path, others: reachableShips(c.table, c.ship, path) };
  })
  .filter((q) => !isPureTranslation(q.path));
const starts = turning.map((q) => {
  const top = certifiedOverlapTop(q.path, q.c.ship.size, q.others, q.c.key);
  return { top, hint: certifier.index };
});
const guides = { rx: 0, ry: 0, fx: 0, fy: 0 };
const frames = {
  small: baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small'),
  large: baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large'),
};

/** One pass over the turning bumps per part; each returns a number so the work is kept. */
const parts: Record<string, () => number> = {
  'exact search': () => turning.reduce((s, q) => s + exactBump(q.c).progress, 0),
  'boolean 101-step scan': () => turning.reduce((s, q) => s + steppedBooleanBump(q.c).progress, 0),
  'path and candidate ships': () =>
    turning.reduce((s, q) => {
      const path = maneuverPath(q.c.ship.pose, q.c.ship.size, q.c.maneuver);
      return s + reachableShips(q.c.table, q.c.ship, path).length;
    }, 0),
  'check at the end': () =>
    turning.reduce((s, q) => {
      const me = frames[q.c.ship.size];
      placeAtProgress(q.path, 1, guides, me);
      return s + (placedOverlapsAny(me, q.others) ? 1 : 0);
    }, 0),
  "progress tree's walk": () =>
    turning.reduce((s, q) => s + certifiedOverlapTop(q.path, q.c.ship.size, q.others, q.c.key), 0),
  'pair following': () =>
    turning.reduce((s, q, i) => {
      const start = starts[i] ?? { top: 1, hint: -1 };
      const r = contactBelow(q.path, q.c.ship.size, q.others, q.c.key, 1e-7, start.top, start.hint);
      return s + (r?.progress ?? 0);
    }, 0),
};

const times: Record<string, number[]> = {};
let sink = 0;
for (let round = 0; round < 9; round++) {
  for (const [name, pass] of Object.entries(parts)) {
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    let passes = 0;
    while (performance.now() - wall0 < 80) {
      sink += pass();
      passes++;
    }
    const cpu = process.cpuUsage(cpu0);
    (times[name] ??= []).push((cpu.user + cpu.system) / (passes * turning.length));
  }
}
if (Number.isNaN(sink)) console.log('(sink)');
console.log(`${turning.length} turning bumps; CPU µs per bump, medians of 9 interleaved rounds`);
for (const [name, ts] of Object.entries(times)) console.log(`${name.padEnd(26)} ${median(ts).toFixed(3)}`);
