/* eslint-disable @typescript-eslint/no-non-null-assertion -- the tree's flat Float64Array node tables and the obstruction scratch, indexed within their bounds in the walk. */
/**
 * The deep part of a bump, certified without placing the base on the path: a binary tree over progress, cached
 * per size and maneuver, whose every node holds the base's pose at its middle (on the maneuver flown from the
 * origin) and δ, how far any point of the base's square can move from there within the node. If the square there,
 * shrunk by δ on every side, still overlaps another base's square, that base is overlapped at every progress of
 * the node (the shrunk square lies inside every placement; its extent on any axis is at most √2·δ smaller, so
 * SAT gaps all below −1.5·δ suffice). Walking the tree from p = 1 down, right child first, finds the highest
 * leaf not certified this way: above it the base overlaps throughout, and the exact search starts from its top.
 */
import type { Obstruction } from './bump.ts';
import { BASE_SIDE_MM, type BaseSize } from './constants.ts';
import { type GuideMotion, guideMotionAtProgress, type ManeuverPath, referencePath } from './path.ts';

/** Levels below the root: the leaves are 1/128 of the progress long (deeper costs more node tests than the exact search saves). */
const LEVELS = 7;
/** Point-speed samples per leaf (ends included through the neighbours). */
const SAMPLES_PER_LEAF = 4;
/** Margin on the sampled speeds, as pointSpeedProfile takes (smooth between the template's pieces). */
const SPEED_MARGIN = 1.05;
/** Slack for rounding on the certificate (the tree's frame differs from the table's by rounding only), mm. */
const ROUNDING_MM = 1e-9;

/** Middle poses and δ of every node, heap-ordered (node k of level l at 2^l − 1 + k). */
interface ProgressTree {
  x: Float64Array;
  y: Float64Array;
  c: Float64Array;
  s: Float64Array;
  /** 1.5·δ + rounding slack: the depth a square pair must exceed at the middle pose, mm. */
  need: Float64Array;
  /** Half the side of the moving base's square, mm. */
  half: number;
}

const trees = new Map<string, ProgressTree | null>();
// Consecutive searches are often of the same maneuver (a dial prediction, a replay): skip the map then.
const lastTree: { key: string; tree: ProgressTree | null } = { key: '', tree: null };

/** The tree for a size and maneuver (`key` as the speed bounds use), built on first use; null for a key it cannot read. */
function progressTree(key: string, path: ManeuverPath, size: BaseSize): ProgressTree | null {
  if (key === lastTree.key) return lastTree.tree;
  const hit = trees.get(key);
  lastTree.key = key;
  lastTree.tree = hit ?? null;
  if (hit !== undefined) return hit;
  const ref = referencePath(key, path);
  const tree = ref === path ? null : buildTree(ref, size);
  trees.set(key, tree);
  lastTree.tree = tree;
  return tree;
}

function buildTree(ref: ManeuverPath, size: BaseSize): ProgressTree {
  const leaves = 1 << LEVELS;
  const nodes = 2 * leaves - 1;
  const half = BASE_SIDE_MM[size] / 2;
  const corner = half * Math.SQRT2;
  const m: GuideMotion = { rx: 0, ry: 0, fx: 0, fy: 0, vx: 0, vy: 0, omega: 0 };
  const n = leaves * SAMPLES_PER_LEAF;
  const speed = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    guideMotionAtProgress(ref, i / n, m);
    speed[i] = Math.hypot(m.vx, m.vy) + Math.abs(m.omega) * corner;
  }
  const top = new Float64Array(nodes);
  for (let k = 0; k < leaves; k++) {
    let v = 0;
    for (let i = k * SAMPLES_PER_LEAF; i <= (k + 1) * SAMPLES_PER_LEAF; i++) v = Math.max(v, speed[i]!);
    top[leaves - 1 + k] = v * SPEED_MARGIN;
  }
  for (let j = leaves - 2; j >= 0; j--) top[j] = Math.max(top[2 * j + 1]!, top[2 * j + 2]!);
  const tree: ProgressTree = {
    x: new Float64Array(nodes),
    y: new Float64Array(nodes),
    c: new Float64Array(nodes),
    s: new Float64Array(nodes),
    need: new Float64Array(nodes),
    half,
  };
  for (let level = 0, first = 0; level <= LEVELS; first += 1 << level, level++) {
    const len = 1 / (1 << level);
    for (let k = 0; k < 1 << level; k++) {
      const j = first + k;
      guideMotionAtProgress(ref, (k + 0.5) * len, m);
      const hx = m.fx - m.rx;
      const hy = m.fy - m.ry;
      const l = Math.sqrt(hx * hx + hy * hy);
      tree.x[j] = (m.rx + m.fx) / 2;
      tree.y[j] = (m.ry + m.fy) / 2;
      tree.c[j] = hx / l;
      tree.s[j] = hy / l;
      tree.need[j] = 1.5 * top[j]! * (len / 2) + ROUNDING_MM;
    }
  }
  return tree;
}

// The other bases' squares in the tree's frame (the maneuver flown from the origin), per search: centre, axis,
// half side. Searches run one at a time.
const MAX_OTHERS = 64;
const ox = new Float64Array(MAX_OTHERS);
const oy = new Float64Array(MAX_OTHERS);
const oc = new Float64Array(MAX_OTHERS);
const os = new Float64Array(MAX_OTHERS);
const oh = new Float64Array(MAX_OTHERS);
const or = new Float64Array(MAX_OTHERS);
// The walk's state (module variables: the walk's hot loop reads them without an object in between).
const EMPTY: Float64Array = new Float64Array(0);
let tx: Float64Array = EMPTY;
let ty: Float64Array = EMPTY;
let tc: Float64Array = EMPTY;
let ts: Float64Array = EMPTY;
let tneed: Float64Array = EMPTY;
let half = 0;
let count = 0;
let last = 0;
let certifiedOnce = false;

/**
 * After certifiedOverlapTop: the index in `others` of the base whose square certified the last node (it overlaps
 * the moving square at the returned progress), or −1 when no node was certified.
 */
export const certifier = { index: -1 };

/**
 * The progress from which the exact search need look down: every progress above it (to p = 1) is certified
 * overlapping some other base. 1 when the tree cannot help (an unknown key, an obstruction without a frame, too
 * many obstructions); 0 when the base overlaps all the way back (the start overlaps).
 */
export function certifiedOverlapTop(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  key: string,
): number {
  if (others.length > MAX_OTHERS) return 1;
  const tree = progressTree(key, path, size);
  if (tree === null) return 1;
  // The start pose from the path's first piece (its line starts half a base behind the base centre).
  const first = path.pieces[0];
  const ux = first.ux;
  const uy = first.uy;
  const sx = first.x0 + (path.baseMm / 2) * ux;
  const sy = first.y0 + (path.baseMm / 2) * uy;
  for (let i = 0; i < others.length; i++) {
    const f = others[i]!.frame;
    if (f === undefined) return 1;
    const dx = f.x - sx;
    const dy = f.y - sy;
    ox[i] = dx * ux + dy * uy;
    oy[i] = dy * ux - dx * uy;
    oc[i] = f.c * ux + f.s * uy;
    os[i] = f.s * ux - f.c * uy;
    oh[i] = BASE_SIDE_MM[f.size] / 2;
    const r = (oh[i]! + tree.half) * Math.SQRT2;
    or[i] = r * r;
  }
  count = others.length;
  last = 0;
  certifiedOnce = false;
  tx = tree.x;
  ty = tree.y;
  tc = tree.c;
  ts = tree.s;
  tneed = tree.need;
  half = tree.half;
  const top = gallop();
  certifier.index = certifiedOnce ? last : -1;
  return top;
}

/** The level the walk starts at (nodes of 1/8 of the progress): the levels above seldom certify. */
const START_LEVEL = 3;

/**
 * Walks down from p = 1 by the largest certified nodes: at each step the node of the current level that ends at
 * the current progress b; certified, b moves below it and the walk tries a node twice as long where b allows;
 * not, it tries the node's upper half. Stops at a leaf that is not certified (returns its top) or at 0.
 */
function gallop(): number {
  let b = 1 << LEVELS;
  let level = START_LEVEL;
  for (;;) {
    const size = 1 << (LEVELS - level);
    if (certified((1 << level) - 1 + b / size - 1)) {
      b -= size;
      if (b === 0) return 0;
      if (level > 0 && b % (2 * size) === 0) level--;
    } else {
      if (level === LEVELS) return b / (1 << LEVELS);
      level++;
    }
  }
}

/** True when the squares at node j's middle pose overlap some other base's square by more than the node's need. */
function certified(j: number): boolean {
  const x = tx[j]!;
  const y = ty[j]!;
  const ca = tc[j]!;
  const sa = ts[j]!;
  const ha = half;
  const need = -tneed[j]!;
  const n = count;
  // The base that certified the last node first: the same one usually certifies the next.
  for (let q = 0, i = last; q < n; q++, i = i + 1 === n ? 0 : i + 1) {
    const dx = ox[i]! - x;
    const dy = oy[i]! - y;
    // Squares whose centres are this far apart cannot overlap at all.
    const reach = or[i]!;
    if (dx * dx + dy * dy >= reach) continue;
    const hb = oh[i]!;
    const cb = oc[i]!;
    const sb = os[i]!;
    const ext = Math.abs(ca * cb + sa * sb) + Math.abs(ca * sb - sa * cb);
    if (Math.abs(dx * ca + dy * sa) - ha - hb * ext >= need) continue;
    if (Math.abs(dy * ca - dx * sa) - ha - hb * ext >= need) continue;
    if (Math.abs(dx * cb + dy * sb) - hb - ha * ext >= need) continue;
    if (Math.abs(dy * cb - dx * sb) - hb - ha * ext >= need) continue;
    last = i;
    certifiedOnce = true;
    return true;
  }
  return false;
}
