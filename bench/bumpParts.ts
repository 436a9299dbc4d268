/**
 * `npx tsx bench/bumpParts.ts`: where a turning bump's time goes, in CPU time (process.cpuUsage, steadier than
 * wall time on this shared machine): the whole exact search and the boolean 101-step scan, over all turning bumps,
 * over those whose contact the closed form on the arc finds and over the rest; then the parts of the exact one
 * (path and candidate ships, the check at the end, the progress tree's walk, the closed form on the arc where it
 * concludes, the pair following elsewhere), each the median of 9 interleaved rounds of at least 80 ms. Prints µs
 * per bump and placements per bump.
 */
import { placeAtProgress, placedOverlapsAny } from '../src/kernel/bump.ts';
import { certifiedOverlapTop, certifier } from '../src/kernel/bumpTree.ts';
import { arcContact } from '../src/kernel/arcBump.ts';
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
// Which turning bumps the closed form on the arc concludes (from the tree's stop, as findFreeProgress runs it).
const solvedOnArc = turning.map((q, i) => {
  const start = starts[i] ?? { top: 1, hint: -1 };
  return arcContact(q.path, q.c.ship.size, q.others, 1e-7, start.top, start.hint) !== null;
});
const onArc = turning.filter((_, i) => solvedOnArc[i]);
const elsewhere = turning.filter((_, i) => !solvedOnArc[i]);
const startsElsewhere = starts.filter((_, i) => !solvedOnArc[i]);
const startsOnArc = starts.filter((_, i) => solvedOnArc[i]);
const guides = { rx: 0, ry: 0, fx: 0, fy: 0 };
const frames = {
  small: baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small'),
  large: baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large'),
};

type Turning = (typeof turning)[number];
const exact = (list: Turning[]) => () => list.reduce((s, q) => s + exactBump(q.c).progress, 0);
const scan = (list: Turning[]) => () => list.reduce((s, q) => s + steppedBooleanBump(q.c).progress, 0);

/** One pass over a list of turning bumps per part, with the list's length; each returns a number so the work is kept. */
const parts: Record<string, [() => number, number]> = {
  'exact search': [exact(turning), turning.length],
  'boolean 101-step scan': [scan(turning), turning.length],
  [`exact, on the arc (${onArc.length})`]: [exact(onArc), onArc.length],
  [`scan, on the arc (${onArc.length})`]: [scan(onArc), onArc.length],
  [`exact, elsewhere (${elsewhere.length})`]: [exact(elsewhere), elsewhere.length],
  [`scan, elsewhere (${elsewhere.length})`]: [scan(elsewhere), elsewhere.length],
};
const shares: Record<string, () => number> = {
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
};
for (const [name, pass] of Object.entries(shares)) parts[name] = [pass, turning.length];
parts[`closed form on the arc (${onArc.length})`] = [
  () =>
    onArc.reduce((s, q, i) => {
      const start = startsOnArc[i] ?? { top: 1, hint: -1 };
      return s + (arcContact(q.path, q.c.ship.size, q.others, 1e-7, start.top, start.hint)?.progress ?? 0);
    }, 0),
  onArc.length,
];
parts[`pair following, elsewhere (${elsewhere.length})`] = [
  () =>
    elsewhere.reduce((s, q, i) => {
      const start = startsElsewhere[i] ?? { top: 1, hint: -1 };
      const r = contactBelow(q.path, q.c.ship.size, q.others, q.c.key, 1e-7, start.top, start.hint);
      return s + (r?.progress ?? 0);
    }, 0),
  elsewhere.length,
];

const times: Record<string, number[]> = {};
let sink = 0;
for (let round = 0; round < 9; round++) {
  for (const [name, [pass, count]] of Object.entries(parts)) {
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    let passes = 0;
    while (performance.now() - wall0 < 80) {
      sink += pass();
      passes++;
    }
    const cpu = process.cpuUsage(cpu0);
    (times[name] ??= []).push((cpu.user + cpu.system) / (passes * count));
  }
}
if (Number.isNaN(sink)) console.log('(sink)');
const placements = (list: Turning[]) => list.reduce((s, q) => s + exactBump(q.c).evaluations, 0) / list.length;
console.log(`${turning.length} turning bumps; CPU µs per bump, medians of 9 interleaved rounds`);
for (const [name, ts] of Object.entries(times)) console.log(`${name.padEnd(34)} ${median(ts).toFixed(3)}`);
console.log(
  `placements a bump (the end check included): ${placements(turning).toFixed(2)}; on the arc ` +
    `${placements(onArc).toFixed(2)}, elsewhere ${placements(elsewhere).toFixed(2)}`,
);
