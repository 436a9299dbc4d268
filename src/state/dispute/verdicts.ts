/**
 * The dispute verdicts: for every question of a situation, the figures exactly as `holotable resolve` and
 * `holotable measure` print them (the same scenario walk and measureScenario), plus what the mat
 * shows to explain them (templates, path, ghost positions, contact, slide positions, arc, range bands, tied
 * lines), each statement citing the glossary entry it rests on. Pure: no rendering, no state library.
 */
import type { TimelineEvent } from '../../battle/timeline.ts';
import {
  ACTION_TEMPLATES,
  type ActionTemplate,
  arcHalfPlanes,
  attackGeometry,
  BASE_SIDE_MM,
  type BaseSize,
  baseSquare,
  clipToArc,
  DEG,
  footprintOutline,
  GUIDE,
  type Interval,
  isMoveAction,
  type LaidTemplates,
  laidTemplates,
  type Maneuver,
  type ManeuverPath,
  maneuverPath,
  measurePolygons,
  type MoveActionName,
  parseManeuver,
  plainEndPose,
  type Point,
  type Pose,
  poseAtProgress,
  RANGE_BAND_MM,
  type RangeBand,
  shipById,
  sidewaysGeometry,
  sidewaysLegalSlides,
  straightLengthMm,
  coordAt,
  type TableState,
  TALLON_SLIDE_MAX_MM,
  tallonPose,
  type TemplateShape,
} from '../../kernel/index.ts';
import { withDisplayNames } from '../../battle/displayNames.ts';
import { maneuverName } from '../../rules/xwing1e/names.ts';
import { scenarioNames } from '../../rules/xwing1e/scenario/scenarioNames.ts';
import { type MeasuredPair, measureScenario } from '../../rules/xwing1e/scenario/measureScenario.ts';
import { applyResolvedMove, type ResolvedMove } from '../../rules/xwing1e/scenario/resolveScenario.ts';
import { type Scenario, tableOfScenario } from '../../rules/xwing1e/scenario/scenario.ts';
import { playScenario } from '../../rules/xwing1e/scenario/scenarioTimeline.ts';
import { moveTemplates } from '../playback/moveTemplates.ts';
import type { GlossaryEntry } from './glossary.ts';

/** One statement of a verdict and the glossary entry it rests on. */
export interface VerdictLine {
  text: string;
  cite: GlossaryEntry;
  /** How it reads: a plain fact, something that went against the ship, or a move that is not allowed. */
  tone: 'fact' | 'warn' | 'bad';
}

/** A position the rules consider, drawn as a ghost base. */
export interface Ghost {
  pose: Pose;
  role: 'final' | 'full-length' | 'backing-up' | 'slide-end';
  label: string;
}

/** A stretch of slide positions along a base: legal (shaded) or not (marked, with the reason). */
export interface SlideStretch {
  /** Slide range, mm. */
  fromMm: number;
  toMm: number;
  legal: boolean;
  /** Why not, for an illegal stretch (at its middle). */
  reason?: string;
  /** The area the base sweeps over the stretch, table mm [x0, y0, x1, y1, …]. */
  area: number[];
}

/** The answer to one maneuver or action question. */
export interface MoveVerdict {
  index: number;
  /** Exactly what `holotable resolve` prints for this move. */
  figures: ResolvedMove;
  size: BaseSize;
  start: Pose;
  /** The template laid at full length (where the ship would go without a bump); null for stationary. */
  fullTemplate: TemplateShape | null;
  /** The part of the template that counts (truncated by a bump); equal to fullTemplate without one. */
  usedTemplate: TemplateShape | null;
  /** The base centre's path as travelled, and the part backed up over after a bump, table mm. */
  travelled: [number, number][];
  backedUp: [number, number][];
  ghosts: Ghost[];
  /** Where the final base touches the ship it bumped (the closest pair, table mm). */
  contact: { ship: string; at: Point } | null;
  /** Tallon roll, barrel roll and decloak: every slide position along the base, legal or not. */
  slides: SlideStretch[];
  lines: VerdictLine[];
}

/** The answer to one range/arc question. */
export interface MeasureVerdict {
  index: number;
  /** Exactly what `holotable measure` prints for this measurement. */
  figures: MeasuredPair;
  /** The attacker's primary arc, clipped to the play area, table mm [x0, y0, …]; null when measuring to an obstacle. */
  arc: number[] | null;
  /** The attacker's base square, for the range bands (drawn 100, 200, 300 mm out). */
  attackerSquare: number[];
  /** Tied attack lines drawn as bands (parallel edges facing), when in arc. */
  tieBands: { from: Point; to: Point; dir: Point; widthMm: number }[];
  lines: VerdictLine[];
}

/** Every verdict of a situation. */
export interface Verdicts {
  moves: MoveVerdict[];
  measures: MeasureVerdict[];
}

const mm = (v: number) => `${v.toFixed(2)} mm`;
const deg = (v: number) => `${v.toFixed(2)}°`;
const poseText = (p: { x: number; y: number; heading: number }) =>
  `(${p.x.toFixed(2)}, ${p.y.toFixed(2)}) heading ${deg(p.heading)}`;
const list = (ids: string[]) => ids.join(', ');

/**
 * How a verdict's statements name things: ships and obstacles by the names the editor shows (scenarioNames),
 * maneuvers as players say them, and a kernel's message with its ids and JSON paths put in those words.
 */
export interface Say {
  name(id: string): string;
  list(ids: readonly string[]): string;
  move(maneuver: string): string;
  text(message: string): string;
}

/** The words a situation's verdicts name its ships, obstacles and maneuvers in. */
export function sayFor(s: Scenario): Say {
  const names = scenarioNames(s);
  const name = (id: string) => names.get(id) ?? id;
  return {
    name,
    list: (ids) => ids.map(name).join(', '),
    move: maneuverName,
    text: (message) => withDisplayNames(message, names),
  };
}

/** A flat polygon as [x, y] pairs. */
function ring(poly: ArrayLike<number>): number[] {
  return Array.from(poly);
}

/** Samples the base centre's path between two progress values, table mm. */
function samplePath(path: ReturnType<typeof maneuverPath>, p0: number, p1: number, n = 40): [number, number][] {
  const out: [number, number][] = [];
  if (p1 <= p0) return out;
  for (let i = 0; i <= n; i++) {
    const p = poseAtProgress(path, p0 + ((p1 - p0) * i) / n);
    out.push([p.x, p.y]);
  }
  return out;
}

/** The area a base sweeps sliding along `dir` from `a` to `b` mm (a rectangle, the base's sides kept). */
function sweptArea(poseAt: (s: number) => Pose, size: BaseSize, a: number, b: number): number[] {
  const p0 = poseAt(a);
  const p1 = poseAt(b);
  const h = p0.headingDeg * DEG;
  const fx = Math.cos(h);
  const fy = Math.sin(h);
  const half = BASE_SIDE_MM[size] / 2;
  const back = { x: p0.x - fx * half, y: p0.y - fy * half };
  const front = { x: p1.x + fx * half, y: p1.y + fy * half };
  const lx = -fy * half;
  const ly = fx * half;
  return [back.x - lx, back.y - ly, front.x - lx, front.y - ly, front.x + lx, front.y + ly, back.x + lx, back.y + ly];
}

/** Legal intervals and the illegal gaps between them over [lo, hi], each gap with a reason. */
function stretches(
  legal: readonly Interval[],
  lo: number,
  hi: number,
  reasonAt: (s: number) => string,
  area: (a: number, b: number) => number[],
): SlideStretch[] {
  const out: SlideStretch[] = [];
  let at = lo;
  const gap = (a: number, b: number) => {
    if (b - a > 1e-9) out.push({ fromMm: a, toMm: b, legal: false, reason: reasonAt((a + b) / 2), area: area(a, b) });
  };
  for (const [a, b] of legal) {
    gap(at, a);
    out.push({ fromMm: a, toMm: b, legal: true, area: area(a, b) });
    at = b;
  }
  gap(at, hi);
  return out;
}

/** The ids of the ships a base at `pose` overlaps (for the reason of an illegal Tallon slide). */
function shipsOverlapping(table: TableState, self: string, pose: Pose, size: BaseSize): string[] {
  const mine = footprintOutline(pose, size);
  return table.ships
    .filter((o) => o.id !== self && measurePolygons(mine, footprintOutline(o.pose, o.size)).distanceMm === 0)
    .map((o) => o.id);
}

/** What a base at `pose` runs into, in words (for an illegal sideways position). */
function sidewaysReason(table: TableState, self: string, pose: Pose, size: BaseSize): string {
  const mine = footprintOutline(pose, size);
  const reasons: string[] = [];
  const ships = shipsOverlapping(table, self, pose, size);
  if (ships.length) reasons.push(`overlaps ship ${list(ships)}`);
  const rocks = table.obstacles.filter((o) => measurePolygons(mine, o.polygon).distanceMm === 0).map((o) => o.id);
  if (rocks.length) reasons.push(`overlaps obstacle ${list(rocks)}`);
  const sq = baseSquare(pose, size);
  for (let i = 0; i + 1 < sq.length; i += 2) {
    const x = coordAt(sq, i);
    const y = coordAt(sq, i + 1);
    if (x < 0 || x > table.widthMm || y < 0 || y > table.heightMm) {
      reasons.push('flees the battlefield');
      break;
    }
  }
  // What is left when the base itself is clear: no template position touching both bases misses every obstacle.
  return reasons.length ? reasons.join('; ') : 'every template position overlaps an obstacle';
}

/** The lines of a maneuver verdict, each with its citation. */
function maneuverLines(m: Maneuver, r: ResolvedMove, size: BaseSize, say: Say): VerdictLine[] {
  const lines: VerdictLine[] = [];
  lines.push({
    text: `${say.name(r.ship)} executes ${say.move(r.maneuver)}: ends at ${poseText(r.final)}`,
    cite: 'MANEUVER',
    tone: 'fact',
  });
  if (m.bearing === 'koiogran' || m.bearing === 'segnor') {
    lines.push({
      text: r.rotated ? 'rotated 180° at the end of the template' : 'overlapped, so it does not rotate 180°',
      cite: m.bearing === 'koiogran' ? 'KOIOGRAN TURN' : 'SEGNOR’S LOOP',
      tone: r.rotated ? 'fact' : 'warn',
    });
  }
  if (m.bearing === 'tallon') {
    lines.push({
      text: r.rotated
        ? `rolled 90° ${m.side}, slid ${mm(r.slide ?? 0)} along the template end`
        : 'cannot avoid overlapping a ship at any slide, so it does not rotate 90°',
      cite: 'BEARING',
      tone: r.rotated ? 'fact' : 'warn',
    });
  }
  if (r.bumped.length) {
    lines.push({
      text: `overlapped and backed up to ${(r.progress * 100).toFixed(2)} % of its travel; touching ${say.list(r.bumped)} (gap ${r.contactGapMm?.toExponential(1)} mm); template that counts ${mm(r.templateLengthMm ?? 0)}`,
      cite: 'OVERLAPPING SHIPS',
      tone: 'warn',
    });
    // Where the guides meet the other ship the bases themselves stand apart: say why, not leave a puzzle.
    lines.push({
      text: `${GUIDE.depthMm} mm: the guides stand out ${GUIDE.depthMm} mm front and rear and count for overlapping (the template slides between them), so the bases can stop up to ${GUIDE.depthMm} mm apart`,
      cite: 'OVERLAPPING SHIPS',
      tone: 'fact',
    });
    lines.push({
      text: `${say.name(r.ship)} and ${say.list(r.bumped)} cannot attack each other`,
      cite: 'TOUCHING',
      tone: 'warn',
    });
  }
  if (r.movedThrough.ships.length) {
    lines.push({
      text: `moved through ${say.list(r.movedThrough.ships)} without effect`,
      cite: 'MOVING THROUGH',
      tone: 'fact',
    });
  }
  if (r.obstaclesHit.length) {
    const through = r.movedThrough.obstacles.length ? `template over ${say.list(r.movedThrough.obstacles)}` : '';
    const landed = r.landedOn.length ? `landed on ${say.list(r.landedOn)}` : '';
    lines.push({
      text: `obstacles hit, nearest the start first: ${say.list(r.obstaclesHit)} (${[through, landed].filter(Boolean).join('; ')})`,
      cite: 'OBSTACLES',
      tone: 'warn',
    });
  }
  if (r.fled)
    lines.push({
      text: 'part of the base is outside the play area: fled and destroyed',
      cite: 'FLEEING THE BATTLEFIELD',
      tone: 'bad',
    });
  lines.push({
    text: r.skipAction ? 'skips its Perform Action step' : 'may perform an action',
    cite: r.fled
      ? 'FLEEING THE BATTLEFIELD'
      : r.bumped.length
        ? 'OVERLAPPING SHIPS'
        : r.obstaclesHit.length
          ? 'OBSTACLES'
          : 'MANEUVER',
    tone: r.skipAction ? 'warn' : 'fact',
  });
  if (size === 'large' && (m.bearing === 'tallon' || r.bumped.length)) {
    lines.push({ text: 'large base: guides and template as for a large ship', cite: 'LARGE SHIP†', tone: 'fact' });
  }
  return lines;
}

/** The glossary entry of a moving action. */
function actionEntry(a: MoveActionName): GlossaryEntry {
  if (a.startsWith('barrel-roll')) return 'BARREL ROLL';
  if (a.startsWith('boost')) return 'BOOST';
  return 'CLOAK†';
}

/** The lines of an action verdict. */
function actionLines(a: MoveActionName, r: ResolvedMove, size: BaseSize, say: Say): VerdictLine[] {
  const cite = actionEntry(a);
  if (!r.legal) {
    const why = say.text(r.reason ?? 'not allowed');
    return [
      { text: `${say.name(r.ship)} cannot ${say.move(r.maneuver)}: ${why}; it stays where it was`, cite, tone: 'bad' },
    ];
  }
  const lines: VerdictLine[] = [
    { text: `${say.name(r.ship)} performs ${say.move(r.maneuver)}: ends at ${poseText(r.final)}`, cite, tone: 'fact' },
  ];
  if (r.slide !== undefined) {
    const spans = (r.legalSlides ?? []).map(([lo, hi]) => `[${lo.toFixed(2)}, ${hi.toFixed(2)}]`).join(' ∪ ');
    lines.push({ text: `slide ${mm(r.slide)}; every legal slide (mm): ${spans}`, cite, tone: 'fact' });
  }
  if (r.movedThrough.ships.length) {
    lines.push({ text: `template over ${say.list(r.movedThrough.ships)}`, cite: 'MOVING THROUGH', tone: 'fact' });
  }
  if (size === 'large' && cite !== 'CLOAK†')
    lines.push({ text: 'large base: template laid along the side', cite: 'LARGE SHIP†', tone: 'fact' });
  return lines;
}

/** What the mat draws for one move. */
type MoveDrawing = Pick<
  MoveVerdict,
  'fullTemplate' | 'usedTemplate' | 'travelled' | 'backedUp' | 'ghosts' | 'contact' | 'slides'
>;

/** A drawing with nothing on it (a ship that fled earlier, a large ship asked to decloak). */
const EMPTY_DRAWING: MoveDrawing = {
  fullTemplate: null,
  usedTemplate: null,
  travelled: [],
  backedUp: [],
  ghosts: [],
  contact: null,
  slides: [],
};

/** The templates of a move: its event's (the kernel's, as the viewer draws them), none when it made no move. */
function templatesOf(event: TimelineEvent | undefined, size: BaseSize): LaidTemplates {
  return event?.kind === 'move' ? moveTemplates(event, size) : { counts: null, full: null };
}

/** The ghost positions a bumped ship backs up through, and where it touches the ship it bumped. */
function bumpGhosts(table: TableState, r: ResolvedMove, path: ManeuverPath, size: BaseSize, finalPose: Pose) {
  const ghosts: Ghost[] = [{ pose: plainEndPose(path), role: 'full-length', label: 'full template (overlaps)' }];
  // Positions the ship backs up through, from the full-length end to where it stops.
  for (let i = 1; i < 4; i++) {
    const p = r.progress + ((1 - r.progress) * i) / 4;
    ghosts.push({ pose: poseAtProgress(path, p), role: 'backing-up', label: `backing up (${(p * 100).toFixed(0)} %)` });
  }
  const other = table.ships.find((s) => s.id === r.bumped[0]);
  if (!other) return { ghosts, contact: null };
  const line = measurePolygons(footprintOutline(finalPose, size), footprintOutline(other.pose, other.size)).line;
  const at = { x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2 };
  return { ghosts, contact: { ship: other.id, at } };
}

/** A Tallon roll's slide positions: every one along the template's end, and the ends of the legal ones. */
function tallonSlides(table: TableState, r: ResolvedMove, path: ManeuverPath, side: 'left' | 'right', size: BaseSize) {
  const slides: SlideStretch[] = [];
  const ghosts: Ghost[] = [];
  const max = (BASE_SIDE_MM[size] - 20) / 2;
  const at = (s: number) => tallonPose(path, side, s);
  if (max > 0 && max <= TALLON_SLIDE_MAX_MM[size]) {
    const reason = (s: number) => `overlaps ship ${list(shipsOverlapping(table, r.ship, at(s), size))}`;
    for (const s of stretches(r.legalSlides ?? [], -max, max, reason, (a, b) => sweptArea(at, size, a, b)))
      slides.push(s);
  }
  for (const [lo, hi] of r.legalSlides ?? []) {
    ghosts.push({ pose: at(lo), role: 'slide-end', label: `legal slide ${mm(lo)}` });
    if (hi > lo) ghosts.push({ pose: at(hi), role: 'slide-end', label: `legal slide ${mm(hi)}` });
  }
  return { slides, ghosts };
}

/** The drawing of a maneuver on the table it was flown on, its templates those of its move event. */
function maneuverDrawing(
  table: TableState,
  r: ResolvedMove,
  m: Maneuver,
  size: BaseSize,
  start: Pose,
  laid: LaidTemplates,
) {
  const path = maneuverPath(start, size, m);
  const finalPose: Pose = { x: r.final.x, y: r.final.y, headingDeg: r.final.heading };
  const ghosts: Ghost[] = [{ pose: finalPose, role: 'final', label: 'final position' }];
  let contact: MoveVerdict['contact'] = null;
  if (r.progress < 1) {
    const bump = bumpGhosts(table, r, path, size, finalPose);
    for (const g of bump.ghosts) ghosts.push(g);
    contact = bump.contact;
  }
  const tallon = m.bearing === 'tallon' && m.side ? tallonSlides(table, r, path, m.side, size) : null;
  for (const g of tallon?.ghosts ?? []) ghosts.push(g);
  return {
    fullTemplate: laid.full,
    usedTemplate: laid.counts,
    travelled: samplePath(path, 0, m.bearing === 'stationary' ? 0 : r.progress),
    backedUp: samplePath(path, r.progress, 1),
    ghosts,
    contact,
    slides: tallon?.slides ?? [],
  };
}

/** The drawing of a forward action (boost, decloak forward): its template's path, or where it would have gone. */
function forwardDrawing(r: ResolvedMove, m: Maneuver, size: BaseSize, start: Pose, laid: LaidTemplates): MoveDrawing {
  const path = maneuverPath(start, size, m);
  const ghosts: Ghost[] = [];
  // An action that is not allowed makes no move: its template is where the kernel would have laid it.
  const shown = r.legal ? laid : laidTemplates(start, size, { kind: 'maneuver', maneuver: m, progress: 1 });
  if (r.legal) ghosts.push({ pose: asPose(r.final), role: 'final', label: 'final position' });
  else ghosts.push({ pose: plainEndPose(path), role: 'full-length', label: `not allowed: ${r.reason}` });
  return {
    ...EMPTY_DRAWING,
    fullTemplate: shown.full,
    usedTemplate: shown.counts,
    travelled: samplePath(path, 0, 1),
    ghosts,
  };
}

/** The drawing of a sideways action (barrel roll, sideways decloak): every slide position, and the template. */
function sidewaysDrawing(
  table: TableState,
  r: ResolvedMove,
  t: ActionTemplate & { kind: 'sideways' },
  size: BaseSize,
  laid: LaidTemplates,
): MoveDrawing {
  const length = straightLengthMm(t.straightSpeed);
  const { slides: legal, poseAt } = sidewaysLegalSlides(table, r.ship, t.side, length);
  const g = sidewaysGeometry(size, length);
  const range = g.templateSlideMax + g.shipSlideMax;
  const reason = (s: number) => sidewaysReason(table, r.ship, poseAt(s), size);
  const slides = stretches(legal, -range, range, reason, (lo, hi) => sweptArea(poseAt, size, lo, hi));
  const ghosts: Ghost[] = r.legal ? [{ pose: asPose(r.final), role: 'final', label: 'final position' }] : [];
  for (const [lo, hi] of legal) {
    ghosts.push({ pose: poseAt(lo), role: 'slide-end', label: `legal slide ${mm(lo)}` });
    if (hi > lo) ghosts.push({ pose: poseAt(hi), role: 'slide-end', label: `legal slide ${mm(hi)}` });
  }
  return { ...EMPTY_DRAWING, fullTemplate: laid.full, usedTemplate: laid.counts, ghosts, slides };
}

const asPose = (p: { x: number; y: number; heading: number }): Pose => ({ x: p.x, y: p.y, headingDeg: p.heading });

/** A drawing whose labels and slide reasons name ships and obstacles as the editor does (the kernel's are ids). */
function named(d: MoveDrawing, say: Say): MoveDrawing {
  return {
    ...d,
    ghosts: d.ghosts.map((g) => ({ ...g, label: say.text(g.label) })),
    slides: d.slides.map((x) => (x.reason === undefined ? x : { ...x, reason: say.text(x.reason) })),
  };
}

/** The verdict of one move of the scenario, drawn on the table as it stood before it. */
function moveVerdict(
  table: TableState,
  r: ResolvedMove,
  index: number,
  event: TimelineEvent | undefined,
  s: Scenario,
  say: Say,
): MoveVerdict {
  const ship = table.ships.find((x) => x.id === r.ship);
  if (!ship) {
    // The ship fled in an earlier move: nothing to draw, the figures say why.
    const size = s.ships.find((x) => x.id === r.ship)?.size ?? 'small';
    const text = say.text(r.reason ?? 'not allowed');
    const lines: VerdictLine[] = [{ text, cite: 'FLEEING THE BATTLEFIELD', tone: 'bad' }];
    return { index, figures: r, size, start: asPose(r.final), ...EMPTY_DRAWING, lines };
  }
  const start = { ...ship.pose };
  const size = ship.size;
  const laid = templatesOf(event, size);
  const name = r.maneuver;
  if (isMoveAction(name)) {
    const t = ACTION_TEMPLATES[name];
    const d =
      size === 'large' && name.startsWith('decloak')
        ? EMPTY_DRAWING
        : t.kind === 'forward'
          ? forwardDrawing(r, t.maneuver, size, start, laid)
          : sidewaysDrawing(table, r, t, size, laid);
    return { index, figures: r, size, start, ...named(d, say), lines: actionLines(name, r, size, say) };
  }
  const m = parseManeuver(name) ?? { bearing: 'stationary', side: null, speed: 0 };
  const d = maneuverDrawing(table, r, m, size, start, laid);
  return { index, figures: r, size, start, ...named(d, say), lines: maneuverLines(m, r, size, say) };
}

/** The play area as a polygon. */
function tableRect(t: TableState): Float64Array {
  return new Float64Array([0, 0, t.widthMm, 0, t.widthMm, t.heightMm, 0, t.heightMm]);
}

/** The lines of a range/arc verdict. */
function measureLines(f: MeasuredPair, toShip: boolean, say: Say): VerdictLine[] {
  const from = say.name(f.from);
  const to = say.name(f.to);
  const band = (r: 1 | 2 | 3 | null) => (r === null ? 'beyond range 3' : `range ${r}`);
  const lines: VerdictLine[] = [
    { text: `${from} → ${to}: closest ${mm(f.distance)}, ${band(f.range)}`, cite: 'RANGE', tone: 'fact' },
  ];
  if (!toShip) {
    lines.push({
      text: `${to} ${f.inArc ? 'is' : 'is not'} inside ${from}'s primary arc`,
      cite: 'FIRING ARC',
      tone: 'fact',
    });
    return lines;
  }
  if (!f.inArc) {
    lines.push({
      text: `${to} is outside ${from}'s primary arc: no primary attack`,
      cite: 'FIRING ARC',
      tone: 'bad',
    });
    return lines;
  }
  lines.push({ text: `${to} is inside ${from}'s primary arc`, cite: 'FIRING ARC', tone: 'fact' });
  lines.push({
    text: `attack range inside the arc ${mm(f.arcDistance ?? f.distance)}, ${band(f.arcRange ?? null)}`,
    cite: 'ATTACK',
    tone: f.arcRange === null ? 'bad' : 'fact',
  });
  lines.push({
    text: f.obstructed
      ? `obstructed by ${say.list(f.obstructedBy ?? [])}: every closest line crosses an obstacle`
      : 'not obstructed: a closest line crosses no obstacle',
    cite: 'OBSTRUCTED',
    tone: f.obstructed ? 'warn' : 'fact',
  });
  return lines;
}

/** The answer to one range/arc question, on the starting positions. */
function measureVerdict(start: TableState, f: MeasuredPair, index: number, say: Say): MeasureVerdict {
  const a = shipById(start, f.from);
  const target = start.ships.find((x) => x.id === f.to);
  const square = baseSquare(a.pose, a.size);
  const arc = clipToArc(tableRect(start), arcHalfPlanes(a.pose, a.size, 'primary'));
  let tieBands: RangeBand[] = [];
  if (target && f.inArc) {
    const g = attackGeometry(a.pose, a.size, 'primary', target.pose, target.size, start.obstacles);
    tieBands = g.tied?.bands ?? [];
  }
  return {
    index,
    figures: f,
    arc: target ? ring(arc) : null,
    attackerSquare: ring(square),
    tieBands,
    lines: measureLines(f, !!target, say),
  };
}

/**
 * Computes every verdict of a situation (which must be a valid scenario). The moves are the scenario's
 * timeline (playScenario: the figures `holotable resolve` prints, and the move events the viewer plays), and
 * the mat draws each move's templates from its event.
 */
export function disputeVerdicts(s: Scenario): Verdicts {
  const played = playScenario(s);
  const table = tableOfScenario(s);
  const say = sayFor(s);
  const moves: MoveVerdict[] = played.moves.map((r, index) => {
    const event = played.timeline.events[played.moveEvents[index] ?? -1];
    const verdict = moveVerdict(table, r, index, event, s, say);
    applyResolvedMove(table, r);
    return verdict;
  });
  const start = tableOfScenario(s);
  const measures = measureScenario(s).measurements.map((f, index) => measureVerdict(start, f, index, say));
  return { moves, measures };
}

/** The range band outlines around a base square: the square grown by 100, 200 and 300 mm (rounded corners). */
export function rangeBandOutline(square: readonly number[], rangeNumber: 1 | 2 | 3, segments = 12): number[] {
  const r = rangeNumber * RANGE_BAND_MM;
  const out: number[] = [];
  const n = square.length / 2;
  for (let i = 0; i < n; i++) {
    const prev = (i + n - 1) % n;
    const next = (i + 1) % n;
    const at = (k: number) => coordAt(square, k);
    const x = at(2 * i);
    const y = at(2 * i + 1);
    // Outward normals of the two edges meeting at this corner (the square is counter-clockwise).
    const a0 = Math.atan2(-(x - at(2 * prev)), y - at(2 * prev + 1));
    const a1 = Math.atan2(-(at(2 * next) - x), at(2 * next + 1) - y);
    let sweep = a1 - a0;
    while (sweep < 0) sweep += 2 * Math.PI;
    for (let k = 0; k <= segments; k++) {
      const a = a0 + (sweep * k) / segments;
      out.push(x + r * Math.cos(a), y + r * Math.sin(a));
    }
  }
  return out;
}
