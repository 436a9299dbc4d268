/**
 * `npm run bench`, after the kernel benchmark: the X-Wing engine on a seeded 8-ship battle (4 against 4,
 * 12-round limit). Times the autopilot simulating the battle, and replaying its completed file (what
 * `holotable replay` plays after parsing it), each against the bare kernel calls for the same maneuvers, moving
 * actions and attacks in the same run; each figure is the median of seven interleaved rounds. Prints a table with
 * PASS/FAIL per target and writes bench/engine-results.json. Never fails on speed.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseBattleFileText } from '../src/rules/xwing1e/battleFile.ts';
import { fileShips, playBattle } from '../src/rules/xwing1e/engine.ts';
import { setupGame } from '../src/rules/xwing1e/setup.ts';
import { fullLengthBattle } from './engineBattle.ts';
import { kernelCallsOf } from './kernelCalls.ts';
import { measureMedian, type Timing } from './timing.ts';

// Seeds 1–28 end early or never make a moving action; starting here keeps the search to one battle.
const FIRST_SEED = 29;
const ROUNDS = 12;
const REPLAY_TARGET_MS = 20;
const SIMULATE_TARGET_MS = 2000;

// The battle: the first seed that runs the full 12 rounds, completed by the autopilot, saved and read back.
const { seed, file, outcome } = fullLengthBattle(FIRST_SEED, ROUNDS);
const text = JSON.stringify(outcome.file, null, 2);
const completed = parseBattleFileText(text);
const replayed = playBattle(completed);
const identical = JSON.stringify(replayed.timeline) === JSON.stringify(outcome.timeline);
const destroyed = outcome.state.ships.filter((s) => s.destroyed).length;

const obstacles = setupGame(completed, fileShips(completed)).obstacles.map((o) => o.placed);
const calls = kernelCallsOf(completed, outcome.timeline, obstacles);
const count = (kind: string) => calls.filter((c) => c.kind === kind).length;
const exact = calls.filter((c) => c.matches()).length;

console.log(`\nHolotable engine benchmark — node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`);
console.log(
  `seed ${seed}: ${outcome.state.ships.length} ships (4 against 4), ${outcome.state.round} rounds ` +
    `(limit ${ROUNDS}), ${destroyed} destroyed; ${outcome.timeline.events.length} timeline events; ` +
    `replay ${identical ? 'byte-identical' : 'DIFFERS'}`,
);
console.log(
  `kernel baseline: ${count('maneuver')} maneuvers, ${count('action')} moving actions, ${count('attack')} ` +
    `attacks; ${exact} of ${calls.length} reproduce the battle's answer exactly\n`,
);

// Every figure is the median of RUNS rounds, the three passes taking turns round by round (measureMedian): the
// simulation and its kernel baseline see the same load, and a slow spell moves no median.
const RUNS = 7;
const { medians } = measureMedian(
  [
    { pass: () => playBattle(completed).state.round, ops: 1 },
    { pass: () => playBattle(file).state.round, ops: 1 },
    {
      pass: () => {
        let s = 0;
        for (const c of calls) s += c.run();
        return s;
      },
      ops: 1,
    },
  ],
  RUNS,
  300,
  500,
);
const [tReplay, tSimulate, tKernel] = medians as [Timing, Timing, Timing];

const ms = (t: Timing) => t.usPerOp / 1000;
const kernelMs = ms(tKernel);
const rows = [
  { name: `replay (${ROUNDS}-round, 8-ship file)`, t: ms(tReplay), target: REPLAY_TARGET_MS },
  { name: 'simulate (autopilot)', t: ms(tSimulate), target: SIMULATE_TARGET_MS },
];
const fmt = (x: number) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
const table: string[][] = [
  ['measurement', 'ms', 'kernel ms', '× kernel', 'target', 'verdict'],
  ...rows.map((r) => [
    r.name,
    fmt(r.t),
    fmt(kernelMs),
    `${fmt(r.t / kernelMs)}×`,
    `< ${r.target} ms`,
    r.t < r.target ? 'PASS' : 'FAIL',
  ]),
  ['bare kernel, same calls', fmt(kernelMs), '', '', '', ''],
];
const widths = table.reduce<number[]>((w, r) => r.map((cell, k) => Math.max(w[k] ?? 0, cell.length)), []);
for (const [i, r] of table.entries()) {
  console.log(r.map((cell, k) => (k === 0 ? cell.padEnd(widths[k] ?? 0) : cell.padStart(widths[k] ?? 0))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('');
for (const r of rows) console.log(`${r.t < r.target ? 'PASS' : 'FAIL'}  ${r.name} < ${r.target} ms: ${fmt(r.t)} ms`);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  battle: {
    seed,
    ships: outcome.state.ships.length,
    rounds: outcome.state.round,
    roundLimit: ROUNDS,
    destroyed,
    events: outcome.timeline.events.length,
    replayIdentical: identical,
  },
  kernelBaseline: {
    maneuvers: count('maneuver'),
    movingActions: count('action'),
    attacks: count('attack'),
    exact,
    ms: kernelMs,
  },
  // Each figure is the median of RUNS interleaved rounds; `plays` counts the plays in that round.
  replay: { ms: ms(tReplay), plays: tReplay.ops, ratioToKernel: ms(tReplay) / kernelMs },
  simulate: { ms: ms(tSimulate), plays: tSimulate.ops, ratioToKernel: ms(tSimulate) / kernelMs },
  measurementsPerFigure: RUNS,
  targets: rows.map((r) => ({ target: `${r.name} < ${r.target} ms`, value: `${fmt(r.t)} ms`, pass: r.t < r.target })),
};
writeFileSync(
  fileURLToPath(new URL('./engine-results.json', import.meta.url)),
  `${JSON.stringify(results, null, 2)}\n`,
);
