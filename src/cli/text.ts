/**
 * The readable output of `holotable resolve`, `measure` and `replay` (`--format text`, the default on a
 * terminal): a few lines a player reads at a glance, naming pilots, ships, obstacles and maneuvers the way the
 * table does. Distances are rounded to 0.1 mm and angles to 0.1°; the JSON output keeps every digit.
 */
import { detonationSentence, dropSentence } from '../battle/displayNames.ts';
import type { Timeline, TimelineEvent } from '../battle/timeline.ts';
import type { PlayedBattle } from '../rules/ruleSystem.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import type { MeasuredPair } from '../rules/xwing1e/scenario/measureScenario.ts';
import type { ResolvedMove } from '../rules/xwing1e/scenario/resolveScenario.ts';
import { maneuverName } from '../rules/xwing1e/names.ts';
import { type ScenarioNameSource, scenarioNames as namesOfScenario } from '../rules/xwing1e/scenario/scenarioNames.ts';

export { maneuverName };

/** What `resolve` prints: one entry per move. */
export interface ResolvedMoves {
  moves: readonly ResolvedMove[];
}

/** What it needs of the scenario: the ships' and obstacles' ids, names, ship types, shapes and kinds. */
export type ScenarioNames = ScenarioNameSource;

/** A number rounded to one decimal, without a trailing `.0` or a negative zero. */
export function round1(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * An engine's message with names for the ids it quotes (`destroyed by luke`, `ship a fled`) and words for its
 * JSON paths (`moves[0]` → "move 1", `players[1]` → the side's name).
 */
function withNames(text: string, names: ReadonlyMap<string, string>, players: readonly string[] = []): string {
  return text
    .replace(/\bmoves\[(\d+)\]/g, (_m, i: string) => `move ${Number(i) + 1}`)
    .replace(/\bplayers\[(\d+)\]/g, (m, i: string) => players[Number(i)] ?? m)
    .replace(/\b(by|ship) ([\w-]+)/g, (m, word: string, id: string) => {
      const name = names.get(id);
      return name === undefined || name === id ? m : word === 'by' ? `by ${name}` : name;
    });
}

const pose = (p: { x: number; y: number; heading: number }) =>
  `x ${round1(p.x)}, y ${round1(p.y)}, heading ${round1(p.heading)}°`;

/** What happened on the way, in the order a player checks it. */
function moveOutcomes(m: ResolvedMove, name: (id: string) => string): string[] {
  const out: string[] = [];
  if (m.bumped.length > 0)
    out.push(`bumped into ${list(m.bumped.map(name))} ${Math.round(m.progress * 100)}% of the way`);
  if (m.movedThrough.ships.length > 0) out.push(`moved through ${list(m.movedThrough.ships.map(name))}`);
  for (const id of m.obstaclesHit) out.push(`hit ${name(id)}${m.landedOn.includes(id) ? ', landing on it' : ''}`);
  if (m.slide !== undefined) out.push(`slid ${round1(m.slide)} mm`);
  if (m.skipAction) out.push('skips its action');
  return out;
}

/** One resolved move as one or two lines. */
function moveText(m: ResolvedMove, i: number, names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  const head = `${i + 1}. ${name(m.ship)}: ${maneuverName(m.maneuver)}`;
  if (!m.legal && m.fled) return `${head}: not flown: ${withNames(m.reason ?? 'the ship has fled', names)}`;
  if (!m.legal) return `${head}: not allowed (${withNames(m.reason ?? 'illegal', names)}); stays at ${pose(m.final)}`;
  if (m.fled) return `${head}: flew off the table and fled the battlefield (destroyed)`;
  const outcomes = moveOutcomes(m, name);
  return `${head} → ${pose(m.final)}${outcomes.length > 0 ? `\n   ${outcomes.join('; ')}` : ''}`;
}

/** Ships by name (else ship type, else id), obstacles by kind and number (scenarioNames.ts). */
function scenarioNames(scenario: ScenarioNames): Map<string, string> {
  return namesOfScenario(scenario);
}

/** `holotable resolve --format text`: one entry per move, by ship and obstacle names. */
export function resolveText(scenario: ScenarioNames, resolved: ResolvedMoves): string {
  const names = scenarioNames(scenario);
  if (resolved.moves.length === 0) return 'No moves to resolve.\n';
  return `${resolved.moves.map((m, i) => moveText(m, i, names)).join('\n')}\n`;
}

/** What `measure` prints: one entry per measurement. */
export interface Measurements {
  measurements: readonly MeasuredPair[];
}

const rangeText = (mm: number, range: number | null | undefined) =>
  `${round1(mm)} mm, ${range === null || range === undefined ? 'beyond range 3' : `range ${range}`}`;

/** One measurement as one line: closest range, then the primary-arc shot when the target is in arc. */
function measurementText(m: MeasuredPair, names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  const head = `${name(m.from)} → ${name(m.to)}: ${rangeText(m.distance, m.range)}`;
  if (!m.inArc) return `${head}; not in arc`;
  if (m.arcDistance === undefined) return `${head}; in arc`;
  const by = m.obstructedBy && m.obstructedBy.length > 0 ? ` by ${list(m.obstructedBy.map(name))}` : '';
  return `${head}; in arc at ${rangeText(m.arcDistance, m.arcRange)}, ${m.obstructed ? `obstructed${by}` : 'not obstructed'}`;
}

/** `holotable measure --format text`: one line per measurement, by ship and obstacle names. */
export function measureText(scenario: ScenarioNames, measured: Measurements): string {
  const names = scenarioNames(scenario);
  if (measured.measurements.length === 0) return 'No measurements to take.\n';
  return `${measured.measurements.map((m) => measurementText(m, names)).join('\n')}\n`;
}

type EventOf<K extends TimelineEvent['kind']> = Extract<TimelineEvent, { kind: K }>;

/** What a replay summary needs to know while it walks the timeline. */
interface ReplayWalk {
  /** Units' and obstacles' display names by id. */
  names: Map<string, string>;
  words: SystemWords;
  players: string[];
  /** The last maneuver each unit revealed. */
  revealed: Map<string, string>;
  /** Each unit's hull and shields after the latest damage. */
  condition: Map<string, { hull: number; shields: number }>;
  destroyed: Set<string>;
  lines: string[];
  rounds: number;
  end?: EventOf<'end'>;
  /** The attacks of the last line, when it shows one attacker's shots at one defender. */
  volley?: Volley;
}

/** Consecutive shots of one attacker at one defender, told as one line. */
interface Volley {
  key: string;
  line: number;
  first: EventOf<'result'>;
  range: number | undefined;
  shots: number;
  hits: number;
  crits: number;
  missed: number;
}

/** The maneuver a move event flew: its template, else what the unit revealed. */
function movedManeuver(e: EventOf<'move'>, walk: ReplayWalk): string | undefined {
  if (e.path.kind === 'template') return e.path.maneuver;
  if (e.path.kind === 'slide') return e.path.template;
  const revealed = walk.revealed.get(e.unit);
  walk.revealed.delete(e.unit);
  return revealed;
}

/** A move as one line; none for a move with no maneuver to name and nothing run into (a squadron's step). */
function moveLine(e: EventOf<'move'>, walk: ReplayWalk): string | undefined {
  const name = (id: string) => walk.names.get(id) ?? id;
  const maneuver = movedManeuver(e, walk);
  const outcomes: string[] = [];
  if (e.bumped && e.bumped.length > 0) outcomes.push(`bumped into ${list(e.bumped.map(name))}`);
  if (e.obstaclesHit && e.obstaclesHit.length > 0) outcomes.push(`hit ${list(e.obstaclesHit.map(name))}`);
  if (e.fled) outcomes.push('fled the battlefield');
  if (maneuver === undefined && outcomes.length === 0) return undefined;
  return [`  ${name(e.unit)}: ${maneuver === undefined ? 'moves' : walk.words.maneuver(maneuver)}`, ...outcomes].join(
    ', ',
  );
}

function resultLine(e: EventOf<'result'>, walk: ReplayWalk, range: number | undefined): string {
  const name = (id: string) => walk.names.get(id) ?? id;
  const at = range === undefined ? '' : ` at range ${range}`;
  const cancelled = e.hit ? null : walk.words.cancelled(e);
  const outcome = e.hit ? walk.words.hits(e) : `missed${cancelled !== null && e.evades > 0 ? ` (${cancelled})` : ''}`;
  return `  ${name(e.attacker)} attacks ${name(e.defender)}${at}: ${outcome}`;
}

function volleyLine(v: Volley, walk: ReplayWalk): string {
  if (v.shots === 1) return resultLine(v.first, walk, v.range);
  const name = (id: string) => walk.names.get(id) ?? id;
  const at = v.range === undefined ? '' : ` at range ${v.range}`;
  const got = { hits: v.hits, crits: v.crits, evades: 0, hit: true };
  const outcome = [
    ...(v.hits + v.crits > 0 ? [walk.words.hits(got)] : []),
    ...(v.missed > 0 || v.hits + v.crits === 0 ? [`${v.missed} missed`] : []),
  ].join(', ');
  return `  ${name(v.first.attacker)} attacks ${name(v.first.defender)}${at}, ${v.shots} shots: ${outcome}`;
}

/** Adds a shot to the last line when it tells the same attacker's shots at the same defender, else a line. */
function addResult(e: EventOf<'result'>, walk: ReplayWalk, range: number | undefined): void {
  const key = `${e.attacker} ${e.defender} ${range}`;
  const last = walk.volley;
  const v: Volley =
    last && last.key === key && last.line === walk.lines.length - 1
      ? last
      : { key, line: walk.lines.length, first: e, range, shots: 0, hits: 0, crits: 0, missed: 0 };
  v.shots++;
  v.hits += e.hits;
  v.crits += e.crits;
  if (!e.hit) v.missed++;
  walk.volley = v;
  walk.lines[v.line] = volleyLine(v, walk);
}

/** Adds the lines of one event to the walk (setup, dice, tokens and captions are left to the JSON). */
function walkEvent(e: TimelineEvent, walk: ReplayWalk, ranges: Map<string, number>): void {
  const name = (id: string) => walk.names.get(id) ?? id;
  switch (e.kind) {
    case 'round':
      walk.rounds++;
      walk.lines.push(`Round ${e.round}`);
      break;
    case 'reveal':
      walk.revealed.set(e.unit, e.maneuver);
      break;
    case 'move': {
      const line = moveLine(e, walk);
      if (line !== undefined) walk.lines.push(line);
      break;
    }
    case 'attack':
      ranges.set(`${e.attacker} ${e.defender}`, e.range);
      break;
    case 'result':
      addResult(e, walk, ranges.get(`${e.attacker} ${e.defender}`));
      break;
    case 'damage':
      walk.condition.set(e.unit, { hull: e.hull, shields: e.shields });
      break;
    case 'bomb':
      walk.lines.push(`  ${dropSentence(name(e.unit), e.name)}`);
      break;
    case 'detonation':
      walk.lines.push(`  ${detonationSentence(e.name, e.cause, e.units.map(name))}`);
      break;
    case 'destroyed':
      walk.destroyed.add(e.unit);
      walk.lines.push(`  ${name(e.unit)} is destroyed (${withNames(e.cause, walk.names, walk.players)})`);
      break;
    case 'end':
      walk.end = e;
      break;
    default:
      break;
  }
}

/** The outcome line: who won, why, and the scores by side. */
function endLine(walk: ReplayWalk): string {
  const { end, rounds } = walk;
  const after = `after ${plural(rounds, walk.words.round)}`;
  if (!end) return `The battle stops ${after} with no winner yet.`;
  const who = end.winner === null ? 'A draw' : `${walk.players[end.winner] ?? `Player ${end.winner + 1}`} wins`;
  const scores = end.scores.map((s, i) => `${walk.players[i] ?? `Player ${i + 1}`} ${s}`).join(', ');
  return `${who} ${after}: ${withNames(end.reason, walk.names, walk.players)}. Score: ${scores}.`;
}

/** Every side's units still in play at the end, with their hull and shields. */
function survivorLines(timeline: Timeline, walk: ReplayWalk): string[] {
  return walk.players.map((side, i) => {
    const left = timeline.units
      .filter((u) => u.side === i && !walk.destroyed.has(u.id))
      .map((u) => {
        const c = walk.condition.get(u.id) ?? { hull: u.hull, shields: u.shields };
        const shields = walk.words.shieldsLabel(u);
        const counters = [
          `${walk.words.hullLabel(u).toLowerCase()} ${c.hull}`,
          ...(shields === null ? [] : [`${shields.toLowerCase()} ${c.shields}`]),
        ];
        return `${u.name} (${counters.join(', ')})`;
      });
    return `  ${side}: ${left.length > 0 ? left.join(', ') : 'none'}`;
  });
}

/** `holotable replay --format text`: the outcome, then round by round the moves, attacks and losses. */
export function replayText(out: PlayedBattle, systemName: string, words: SystemWords): string {
  const { timeline } = out;
  const walk: ReplayWalk = {
    names: new Map([
      ...timeline.events.flatMap((e) => (e.kind === 'obstacle' ? [[e.id, e.name] as const] : [])),
      ...timeline.units.map((u) => [u.id, u.name] as const),
    ]),
    words,
    players: timeline.sides.map((s) => s.name),
    revealed: new Map(),
    condition: new Map(),
    destroyed: new Set(),
    lines: [],
    rounds: 0,
  };
  const ranges = new Map<string, number>();
  for (const e of timeline.events) walkEvent(e, walk, ranges);
  return [
    `${out.title ? `${out.title} (${systemName})` : systemName}`,
    endLine(walk),
    '',
    ...walk.lines,
    '',
    'Still in play:',
    ...survivorLines(timeline, walk),
    '',
  ].join('\n');
}
