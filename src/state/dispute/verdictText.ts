/**
 * What the verdict panel says, as pure functions of a verdict: each card's title and its figures, each figure
 * with the exact value `holotable resolve` / `measure` prints (kept for data-value, ids and all) and the text
 * shown for it, ships and obstacles by their names and maneuvers as players say them.
 */
import type { InputProblem } from '../../battle/validationError.ts';
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';
import { nameOf, situationNames } from './disputeText.ts';
import type { MeasureVerdict, MoveVerdict, Say } from './verdicts.ts';

/** One figure of a card: its test id, its label, the exact value, and how it is shown. */
export interface FigureRow {
  id: string;
  label: string;
  value: unknown;
  shown: string;
}

/** A value as the panel shows it: numbers to 3 places, lists joined (— when empty), yes/no, — for nothing. */
export function shownValue(value: unknown): string {
  if (typeof value === 'number') return value.toFixed(3);
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined) return '—';
  return String(value);
}

/** A range band as the panel shows it. */
const rangeText = (r: 1 | 2 | 3 | null | undefined) => (r === null ? 'beyond 3' : r === undefined ? '—' : String(r));

/** A row whose value is shown as it is. */
const plain = (id: string, label: string, value: unknown): FigureRow => ({
  id,
  label,
  value,
  shown: shownValue(value),
});

/** A row of ids, shown by name. */
const named = (id: string, label: string, ids: string[], say: Say): FigureRow => ({
  id,
  label,
  value: ids,
  shown: ids.length ? say.list(ids) : '—',
});

/** A move card's title: "1. X-wing · straight 2". */
export function moveTitle(v: MoveVerdict, say: Say): string {
  return `${v.index + 1}. ${say.name(v.figures.ship)} · ${say.move(v.figures.maneuver)}`;
}

/** A move card's figures, in the panel's order; `id` is the card's test id prefix (`move-0`). */
export function moveFigures(v: MoveVerdict, say: Say, id: string): FigureRow[] {
  const f = v.figures;
  const rows: FigureRow[] = [
    plain(`${id}-final-x`, 'final x (mm)', f.final.x),
    plain(`${id}-final-y`, 'final y (mm)', f.final.y),
    plain(`${id}-final-heading`, 'final heading (°)', f.final.heading),
    plain(`${id}-progress`, 'progress', f.progress),
    named(`${id}-bumped`, 'bumped', f.bumped, say),
    named(`${id}-obstacles-hit`, 'obstacles hit (in order)', f.obstaclesHit, say),
    named(`${id}-landed-on`, 'landed on', f.landedOn, say),
    named(`${id}-through-ships`, 'moved through ships', f.movedThrough.ships, say),
    named(`${id}-through-obstacles`, 'moved through obstacles', f.movedThrough.obstacles, say),
    plain(`${id}-fled`, 'fled', f.fled),
    plain(`${id}-skip-action`, 'skips action', f.skipAction),
    plain(`${id}-legal`, 'allowed', f.legal),
  ];
  if (f.reason !== undefined)
    rows.push({ id: `${id}-reason`, label: 'why not', value: f.reason, shown: say.text(f.reason) });
  if (f.templateLengthMm !== undefined)
    rows.push(plain(`${id}-template-length`, 'template that counts (mm)', f.templateLengthMm));
  if (f.contactGapMm !== undefined && f.bumped.length > 0) {
    const gap = f.contactGapMm;
    rows.push({ id: `${id}-contact-gap`, label: 'gap at contact (mm)', value: gap, shown: gap.toExponential(2) });
  }
  if (f.slide !== undefined) rows.push(plain(`${id}-slide`, 'slide (mm)', f.slide));
  if (f.legalSlides !== undefined) {
    const spans = f.legalSlides.map(([a, b]) => `[${a.toFixed(2)}, ${b.toFixed(2)}]`).join(' ∪ ');
    rows.push({ id: `${id}-legal-slides`, label: 'legal slides (mm)', value: f.legalSlides, shown: spans || 'none' });
  }
  return rows;
}

/** The slide stretches of a move that are not allowed, each with why ("… overlaps ship Black Two"). */
export function illegalSlideTexts(v: MoveVerdict): string[] {
  return v.slides
    .filter((s) => !s.legal)
    .map((s) => `slides ${s.fromMm.toFixed(2)} … ${s.toMm.toFixed(2)} mm not allowed: ${s.reason ?? ''}`);
}

/** A measurement card's title: "R1. TIE Fighter → X-wing". */
export function measureTitle(v: MeasureVerdict, say: Say): string {
  return `R${v.index + 1}. ${say.name(v.figures.from)} → ${say.name(v.figures.to)}`;
}

/** A measurement card's figures, in the panel's order; `id` is the card's test id prefix (`measure-0`). */
export function measureFigures(v: MeasureVerdict, say: Say, id: string): FigureRow[] {
  const f = v.figures;
  const rows: FigureRow[] = [
    plain(`${id}-distance`, 'closest distance (mm)', f.distance),
    { id: `${id}-range`, label: 'range', value: f.range, shown: rangeText(f.range) },
    plain(`${id}-in-arc`, 'in primary arc', f.inArc),
  ];
  if (f.arcDistance !== undefined) {
    rows.push(plain(`${id}-arc-distance`, 'attack range in arc (mm)', f.arcDistance));
    rows.push({ id: `${id}-arc-range`, label: 'attack range', value: f.arcRange, shown: rangeText(f.arcRange) });
  }
  if (f.obstructed !== undefined) rows.push(plain(`${id}-obstructed`, 'obstructed', f.obstructed));
  if (f.obstructedBy !== undefined && f.obstructed) rows.push(named(`${id}-obstructed-by`, 'by', f.obstructedBy, say));
  if (v.tieBands.length > 0) {
    const widths = v.tieBands.map((b) => b.widthMm);
    const shown = `band ${widths.map((w) => `${w.toFixed(2)} mm`).join(', ')} wide (parallel edges)`;
    rows.push({ id: `${id}-tie-band`, label: 'tied lines', value: widths, shown });
  }
  return rows;
}

/**
 * Where in the situation a problem lies, in the editor's words: `ships[1].heading` → "TIE Fighter: heading",
 * `moves[0].maneuver` → "move 1: maneuver", `measure[2]` → "range check 3".
 */
export function problemText(s: Scenario, p: InputProblem): string {
  const names = situationNames(s);
  const m = /^(ships|obstacles|moves|measure)\[(\d+)\](.*)$/.exec(p.path);
  const field = (rest: string) =>
    rest
      .replace(/\[\d+\]/g, '')
      .replace(/^\./, '')
      .replace(/\./g, ' ');
  if (!m) return p.path ? `${field(p.path)}: ${p.message}` : p.message;
  const [, list = '', index = '0', rest = ''] = m;
  const i = Number(index);
  const id = list === 'ships' ? s.ships[i]?.id : list === 'obstacles' ? s.obstacles?.[i]?.id : undefined;
  const where =
    id !== undefined
      ? nameOf(names, id)
      : list === 'moves'
        ? `move ${i + 1}`
        : list === 'measure'
          ? `range check ${i + 1}`
          : `${list.replace(/s$/, '')} ${i + 1}`;
  const what = field(rest);
  return `${where}${what ? ` (${what})` : ''}: ${p.message}`;
}
