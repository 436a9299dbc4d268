/**
 * `npm run bench:cli`: what starting the `holotable` command costs, as CPU time (user + system) of one
 * `node bin/holotable.mjs resolve examples/bump-through.json` against a bare `node -e 0`, the ratio of the
 * medians of interleaved rounds (each round runs every command once, in turn, so they see the same load).
 * Also reports `npx holotable …` (npx itself costs) and, when src/cli still runs under tsx, the old path of
 * compiling the TypeScript at every call. Each child's CPU comes from bash's `times` (getrusage of the
 * finished children, to the millisecond), so it counts the whole process, startup and exit included.
 * Builds the CLI first (scripts/build-cli.mjs). Target: ≤ 4× bare node. Never fails on speed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TARGET = 4;
const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 21);
const EXAMPLE = 'examples/bump-through.json';

/** A command to time: its label and the shell words that run it. */
interface Contender {
  label: string;
  argv: string[];
}

const node = process.execPath;
const contenders: Contender[] = [
  { label: 'bare node (node -e 0)', argv: [node, '-e', '0'] },
  { label: 'built CLI (node bin/holotable.mjs resolve)', argv: [node, 'bin/holotable.mjs', 'resolve', EXAMPLE] },
  { label: 'npx holotable resolve', argv: ['npx', '--no-install', 'holotable', 'resolve', EXAMPLE] },
  { label: 'npx alone (npx --no-install node -e 0)', argv: ['npx', '--no-install', 'node', '-e', '0'] },
  {
    label: 'before: tsx at run time (node --import tsx src/cli/holotable.ts resolve)',
    argv: [node, '--import', 'tsx', 'src/cli/holotable.ts', 'resolve', EXAMPLE],
  },
];

/** CPU seconds (user + system) that one run of `argv` and its children took; NaN if it failed. */
function cpuSeconds(argv: readonly string[]): number {
  const r = spawnSync('bash', ['-c', '"$@" >/dev/null 2>&1 || exit 9; times', 'bench', ...argv], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) return NaN;
  // `times` prints the shell's own user/system time, then its children's: "0m0.041s 0m0.012s".
  const children = r.stdout.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return seconds.length === 2 ? seconds.reduce((a, b) => a + b, 0) : NaN;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

const build = spawnSync(node, ['scripts/build-cli.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('scripts/build-cli.mjs failed');

// One untimed run each warms the file cache (and tells which contenders work here).
const usable = contenders.filter((c) => !Number.isNaN(cpuSeconds(c.argv)));
const samples = usable.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) usable.forEach((c, i) => samples[i]?.push(cpuSeconds(c.argv)));

const medians = samples.map(median);
const bare = medians[0] ?? NaN;
const ms = (s: number) => `${(s * 1000).toFixed(0).padStart(5)} ms`;
console.log(`CPU time (user + sys) per run over ${ROUNDS} interleaved rounds: median (× bare node's), fastest`);
usable.forEach((c, i) => {
  const m = medians[i] ?? NaN;
  const fastest = Math.min(...(samples[i] ?? []));
  console.log(`  ${c.label.padEnd(76)} ${ms(m)} ${(m / bare).toFixed(2).padStart(6)}×  ${ms(fastest)}`);
});
for (const c of contenders.filter((x) => !usable.includes(x))) console.log(`  ${c.label}: not available here`);
const built = (medians[1] ?? NaN) / bare;
console.log(`target: built CLI ≤ ${TARGET}× bare node: ${built.toFixed(2)}×, ${built <= TARGET ? 'met' : 'NOT met'}`);
