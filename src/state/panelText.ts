/**
 * The text of the viewer's HTML panels (status bar, dice tray, squad panel, loaded-file summary) as pure
 * functions of the battle and the moment, in its rule system's words, so that what a player reads is tested in
 * Node: the components only lay these strings out.
 */
import type { Snapshot, UnitSnapshot } from '../battle/replay.ts';
import { plural, withDisplayNames } from '../battle/displayNames.ts';
import type { TimedEvent, Timeline, TimelineGrid, TimelineUnit } from '../battle/timeline.ts';
import type { DiceTrayView } from './diceTray.ts';
import type { ScenarioMoveEntry } from '../rules/ruleSystem.ts';
import { describeEvent, obstacleNamesOf, roundLabel, unitNames, type ViewerNames } from './eventText.ts';
import { type TokenLabel, tokenLabels } from './tokenLabels.ts';

/** Events too small to caption on their own: the status keeps showing the last bigger one. */
const QUIET = new Set(['token', 'obstacle']);

/**
 * The index of the event the status captions for the event at `index`: the last one up to it that is not quiet,
 * else the first event (or `index` itself before the first).
 */
export function captionedIndex(events: readonly TimedEvent[], index: number): number {
  const upTo = Math.min(index, events.length - 1);
  const loud = events
    .slice(1, upTo + 1)
    .map((e) => !QUIET.has(e.kind))
    .lastIndexOf(true);
  return loud >= 0 ? loud + 1 : Math.min(upTo, 0);
}

/** What the status bar says. */
export interface StatusText {
  round: string;
  /** "Combat phase", or null during set-up. */
  phase: string | null;
  /** The display name of the ship activating, or null. */
  active: string | null;
  /** One line about the event under way. */
  event: string;
  /** The kind of that event (for its colour), or 'none'. */
  kind: string;
}

/** The status bar at the event with this index, from the snapshot there. */
export function statusText(timeline: Timeline, v: ViewerNames, snap: Snapshot, index: number): StatusText {
  const event = timeline.events[captionedIndex(timeline.events, index)];
  const round = snap.round > 0 ? roundLabel(v, snap.round) : 'Set-up';
  const phase = snap.round > 0 ? `${snap.phase} phase` : null;
  const described = event ? describeEvent(event, v) : 'Setting up';
  // A phase or round event says what the header above it already says ("Planning phase" under "Planning Phase"):
  // the line then stays empty rather than repeat it.
  const repeats = [round, phase].some((shown) => shown !== null && sameWords(shown, described));
  return {
    round,
    phase,
    active: snap.active ? (v.units.get(snap.active) ?? snap.active) : null,
    event: repeats ? '' : described,
    kind: event?.kind ?? 'none',
  };
}

/** Whether two captions say the same words, ignoring case and surrounding space. */
function sameWords(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** What the dice tray says about one roll. */
export interface RollText {
  who: string;
  role: string;
  modifications: string;
}

/** What the dice tray says: who shoots whom, each roll, and the result. */
export interface TrayText {
  title: string;
  rolls: RollText[];
  result: string | null;
}

/** What each roller does, as a caption reads ("Tyrant attacks", "Korolev defends"). */
const ROLE_VERB: Readonly<Record<DiceTrayView['rolls'][number]['role'], string>> = {
  attack: 'attacks',
  defence: 'defends',
  effect: 'rolls',
};

/** The dice tray's words for a tray view. */
export function trayText(tray: DiceTrayView, v: ViewerNames): TrayText {
  const name = (id: string | undefined) => (id ? (v.units.get(id) ?? id) : '');
  const r = tray.result;
  const cancelled = r ? v.words.cancelled(r) : null;
  return {
    title:
      tray.kind === 'attack'
        ? `${name(tray.attacker)} → ${name(tray.defender)} · range ${tray.range}${tray.obstructed ? ' · obstructed' : ''}`
        : `${name(tray.unit)}: ${tray.rolls[0]?.label ?? 'effect'} roll`,
    rolls: tray.rolls.map((roll) => ({
      who: name(roll.unit),
      role: roll.label === undefined ? ROLE_VERB[roll.role] : `· ${roll.label}`,
      modifications: roll.modifications.join(', '),
    })),
    result: r ? `${r.hit ? `Hit: ${v.words.hits(r)}` : 'Miss'}${cancelled === null ? '' : ` (${cancelled})`}` : null,
  };
}

/** What the squad panel says about one unit. */
export interface UnitRowText {
  name: string;
  /** "PS 8" when the system ranks units by skill, else null. */
  skill: string | null;
  hull: string;
  shields: string | null;
  tokens: TokenLabel[];
  damage: string[];
}

/** A unit's row in the squad panel: its counters against their starting values, in its system's words. */
export function unitRowText(unit: TimelineUnit, now: UnitSnapshot, v: ViewerNames): UnitRowText {
  const shields = v.words.shieldsLabel(unit);
  return {
    name: unit.name,
    skill: v.words.skill(unit),
    hull: `${v.words.hullLabel(unit)} ${now.hull}/${unit.hull}`,
    shields: shields === null ? null : `${shields} ${now.shields}/${unit.shields}`,
    tokens: tokenLabels(now.tokens, v),
    // A damage result that destroyed the ship ("destroyed", Star Warriors' Fire Table) is the badge's to say.
    damage: now.destroyed ? now.faceUpDamage.filter((d) => d.toLowerCase() !== 'destroyed') : [...now.faceUpDamage],
  };
}

/** The squares of a grid map's features: connected blocked squares of one kind (an asteroid field, a planet). */
export function terrainFeatures(grid: TimelineGrid | undefined): { id: string; kind: string }[] {
  if (!grid || grid.kind !== 'square') return [];
  const kindAt = new Map(grid.blocked.map((b) => [`${b.col},${b.row}`, b.kind]));
  const seen = new Set<string>();
  const out: { id: string; kind: string }[] = [];
  for (const b of grid.blocked) {
    const start = `${b.col},${b.row}`;
    if (seen.has(start)) continue;
    out.push({ id: `feature ${out.length}`, kind: b.kind });
    const frontier = [[b.col, b.row] as const];
    seen.add(start);
    for (let next = frontier.pop(); next; next = frontier.pop()) {
      const [c, r] = next;
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const key = `${c + dc},${r + dr}`;
        if (seen.has(key) || kindAt.get(key) !== b.kind) continue;
        seen.add(key);
        frontier.push([c + dc, r + dr]);
      }
    }
  }
  return out;
}

/** "6 asteroids", "1 asteroid field, 1 planet", "no obstacles": a battle's obstacles and map features by kind. */
export function obstaclesText(timeline: Timeline, v: ViewerNames): string {
  const items = [
    ...timeline.events.flatMap((e) => (e.kind === 'obstacle' ? [{ id: e.id, kind: e.obstacleKind }] : [])),
    ...terrainFeatures(timeline.grid),
  ];
  if (items.length === 0) return 'no obstacles';
  const counts = new Map<string, number>();
  for (const it of items) counts.set(it.kind, (counts.get(it.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => plural(n, v.words.obstacleKind(kind))).join(', ');
}

/** What the loaded-file panel says about a battle: its name (title first) and size. */
export function battleSummaryText(
  battle: { source: string; title?: string; timeline: Timeline },
  v: ViewerNames,
): { name: string; detail: string } {
  const rounds = battle.timeline.events.filter((e) => e.kind === 'round').length;
  const title = battle.title ?? (battle.source === 'demo' ? 'autopilot' : battle.source);
  return {
    name: battle.source === 'demo' ? `Demo battle: ${title}` : title,
    detail: [
      v.words.roster(battle.timeline.units),
      obstaclesText(battle.timeline, v),
      plural(rounds, v.words.round),
    ].join(' · '),
  };
}

/** A badge of the move log: its text, colour class and hover title. */
export interface MoveBadge {
  text: string;
  kind: string;
  title: string;
}

/** One move of the scenario's move log: ship and maneuver by the names players use, and what happened. */
export function moveLogText(
  m: ScenarioMoveEntry,
  names: ReadonlyMap<string, string>,
  maneuverName: (name: string) => string,
): { ship: string; maneuver: string; badges: MoveBadge[] } {
  const name = (id: string) => names.get(id) ?? id;
  const badges: MoveBadge[] = [];
  if (!m.legal)
    badges.push({ text: 'illegal', kind: 'bad', title: withDisplayNames(m.reason ?? 'not allowed', names) });
  if (m.bumped.length)
    badges.push({ text: `bump ${m.bumped.map(name).join(', ')}`, kind: 'warn', title: 'overlapped a ship' });
  if (m.obstaclesHit.length)
    badges.push({ text: `hit ${m.obstaclesHit.map(name).join(', ')}`, kind: 'warn', title: 'overlapped an obstacle' });
  if (m.fled && m.legal) badges.push({ text: 'fled', kind: 'bad', title: 'left the play area' });
  if (m.rotated) badges.push({ text: 'rotated', kind: 'info', title: 'Koiogran/Segnor/Tallon rotation' });
  return { ship: name(m.ship), maneuver: maneuverName(m.maneuver), badges };
}

/** Display names of a scenario's ships and obstacles, by id, from its timeline. */
export function scenarioDisplayNames(timeline: Timeline): Map<string, string> {
  return new Map([...obstacleNamesOf(timeline), ...unitNames(timeline)]);
}
