/**
 * What stream mode's broadcast overlays show at a moment of a battle: both squads (pilot, ship, pilot skill,
 * hull and shields against their starting values, tokens, destroyed), the round, phase and activation, the
 * attack under way with its dice before and after modification, its result and the damage it did, the round
 * timer, and lower-third captions for notable events (a bump, an obstacle hit, a ship destroyed or fleeing, the
 * end). Pure functions of (timeline, t), so they are tested in Node and drawn identically live and in a video.
 */
import { lastStartedIndex, type Snapshot, type UnitSnapshot } from '../../battle/replay.ts';
import { snapshotAt } from '../playback/replay.ts';
import type { TimedEvent, Timeline, TimelineUnit } from '../../battle/timeline.ts';
import { buildTraySpans, type TrayRoll, type TraySpan, trayAt } from '../diceTray.ts';
import { capitalise } from '../../battle/displayNames.ts';
import type { SystemWords } from '../../rules/systemWords.ts';
import { describeEvent, roundLabel, type ViewerNames, viewerNames } from '../eventText.ts';
import { hullRowsOf } from '../fullthrust/hullRows.ts';
import { lostText } from '../playback/hitFlashes.ts';
import { type TokenLabel, tokenLabels } from '../tokenLabels.ts';
import { activationManeuver, type ManeuverIconView } from '../eventIcons.ts';

/** One ship's line in a squad overlay. */
export interface SquadUnitView {
  id: string;
  name: string;
  /** The unit's class as its rule system names it ("X-wing", "Imperial Star Destroyer"). */
  ship: string;
  skill: number | null;
  hull: number;
  hullMax: number;
  /** A Full Thrust capital ship's damage track: boxes per hull row (a threshold check at each row end), else null. */
  hullRows: number[] | null;
  shields: number;
  shieldsMax: number;
  tokens: TokenLabel[];
  destroyed: boolean;
  /** It is the ship activating or attacking now. */
  active: boolean;
}

/** One side's overlay. */
export interface SquadView {
  name: string;
  faction: string;
  units: SquadUnitView[];
}

/** A roll on the attack card, with the roller's display name. */
export interface CardRoll extends TrayRoll {
  name: string;
}

/** The attack card: who shoots whom, the dice before and after modification, the result and the damage done. */
export interface AttackCardView {
  attacker: string;
  defender: string;
  range: number | null;
  obstructed: boolean;
  rolls: CardRoll[];
  result: { hits: number; crits: number; evades: number; hit: boolean } | null;
  /** The result in the rule system's words ("HIT · 2 hits and 1 crit · 1 evade", "MISS"), once it is in. */
  resultLine: string | null;
  /** The damage the defender took from this attack, once dealt. */
  damage: { shieldsLost: number; hullLost: number; cards: string[]; hull: number; shields: number } | null;
  /** That damage in the rule system's words ("Damage: −1 shield, −2 hull, Direct Hit!"), once dealt. */
  damageLine: string | null;
}

/** What kind of event a lower third is about (it picks the caption's colour). */
export type CaptionKind = 'bump' | 'obstacle' | 'destroyed' | 'fled' | 'end' | 'operator';

/** A lower-third caption showing now, with its opacity (fading in and out). */
export interface CaptionView {
  key: string;
  kind: CaptionKind;
  title: string;
  detail: string;
  /** 0…1. */
  opacity: number;
}

/** The round timer as shown: a label and mm:ss text. */
export interface TimerView {
  label: string;
  text: string;
  /** A countdown that has run out (shown in red). */
  expired: boolean;
}

/** Everything the stream overlays show at one moment. */
export interface StreamOverlayView {
  t: number;
  /** 0 during set-up. */
  round: number;
  phase: string;
  /** The round and phase as the status panel heads them ("Round 3 · combat", "Game-turn 2 · ships", "Set-up"). */
  roundText: string;
  /** Display name of the ship activating or attacking, or null. */
  active: string | null;
  /** The maneuver the ship activating revealed, as the dial's symbol (X-Wing), or null. */
  maneuver: ManeuverIconView | null;
  squads: SquadView[];
  attack: AttackCardView | null;
  /** At most MAX_CAPTIONS, newest last. */
  captions: CaptionView[];
  timer: TimerView;
}

/** A caption on the timeline: when it shows and what it says. */
export interface CaptionSpan {
  key: string;
  kind: CaptionKind;
  title: string;
  detail: string;
  fromS: number;
  untilS: number;
}

/** Everything prepared once per battle for the overlays. */
export interface StreamOverlayModel {
  timeline: Timeline;
  /** The rule system's words and the display names of units, obstacles and sides. */
  v: ViewerNames;
  names: ReadonlyMap<string, string>;
  cards: TraySpan[];
  captions: CaptionSpan[];
  roundStarts: { round: number; t: number }[];
  /** The last snapshot folded, reused while the event index stays the same (hull, tokens… change only at events). */
  cache: { index: number; snap: Snapshot | null };
}

/** How long a lower third stays up, s of playback. */
export const CAPTION_HOLD_S = 4;
/** Fade in and out, s. */
export const CAPTION_FADE_S = 0.4;
/** At most this many lower thirds at once (the newest). */
export const MAX_CAPTIONS = 2;
/** The attack card stays this long after its last dice, result or damage event ends, s (time to read it). */
export const CARD_LINGER_S = 1;

/** Prepares a timeline's overlays, in the words of the rule system that played it. */
export function buildStreamOverlayModel(timeline: Timeline, words: SystemWords): StreamOverlayModel {
  const v = viewerNames(timeline, words);
  return {
    timeline,
    v,
    names: v.units,
    cards: buildCardSpans(timeline),
    captions: buildCaptionSpans(timeline, v),
    roundStarts: timeline.events.flatMap((e) => (e.kind === 'round' ? [{ round: e.round, t: e.t }] : [])),
    cache: { index: Number.NaN, snap: null },
  };
}

/**
 * The attack cards' spans: the dice tray's spans (diceTray.ts) held on through the damage the attack deals
 * (the defender's damage events before the next attack or phase) and CARD_LINGER_S more.
 */
export function buildCardSpans(timeline: Timeline): TraySpan[] {
  const events = timeline.events;
  return buildTraySpans(timeline).map((span) => {
    let until = span.untilS;
    if (span.attack && span.result) {
      for (const e of eventsAfter(events, span.result)) {
        if (e.kind === 'attack' || e.kind === 'phase' || e.kind === 'round' || e.kind === 'activation') break;
        if (e.kind === 'damage' && e.unit === span.attack.defender) until = Math.max(until, e.t + e.duration);
      }
    }
    // The linger never runs into the next header, ship or shot: the card is down before the screen moves on.
    // Within a microsecond: event ends carry float noise (170.4 + 0.8 > 171.2).
    const next = events.find((e) => e.t >= until - 1e-6 && CARD_ENDS_AT.has(e.kind));
    return { ...span, untilS: Math.min(until + CARD_LINGER_S, next?.t ?? Infinity) };
  });
}

/** Events that take the attack card down when they start (a header, another ship's turn, a move, another shot). */
const CARD_ENDS_AT = new Set<TimedEvent['kind']>(['round', 'phase', 'end', 'activation', 'move', 'attack']);

/** The lower thirds of a timeline: bumps, obstacle hits, ships destroyed or fleeing, and the end of the battle. */
export function buildCaptionSpans(timeline: Timeline, v: ViewerNames): CaptionSpan[] {
  const name = (id: string) => v.units.get(id) ?? id;
  const obstacleKinds = new Map<string, string>();
  const out: CaptionSpan[] = [];
  // A lower third comes down when the next round (or the end) starts: it never tells of the last round over a new one.
  const nextRound = (i: number) =>
    timeline.events.find((e, k) => k > i && (e.kind === 'round' || e.kind === 'end'))?.t ?? Infinity;
  const add = (e: TimedEvent, i: number, kind: CaptionKind, title: string, detail: string) =>
    out.push({
      key: `${kind}@${i}`,
      kind,
      title,
      detail,
      fromS: e.t,
      untilS: kind === 'end' ? e.t + CAPTION_HOLD_S : Math.min(e.t + CAPTION_HOLD_S, Math.max(nextRound(i), e.t)),
    });
  timeline.events.forEach((e, i) => {
    if (e.kind === 'obstacle') obstacleKinds.set(e.id, e.obstacleKind);
    else if (e.kind === 'move') {
      if (e.bumped?.length) add(e, i, 'bump', 'Bump', `${name(e.unit)} bumps into ${e.bumped.map(name).join(', ')}`);
      if (e.obstaclesHit?.length) {
        const kinds = new Set(e.obstaclesHit.map((id) => obstacleKinds.get(id) ?? 'obstacle'));
        const [only, ...others] = kinds;
        const kind = only !== undefined && others.length === 0 ? only : 'obstacle';
        const hit = e.obstaclesHit.map((id) => v.obstacles.get(id) ?? id).join(', ');
        add(e, i, 'obstacle', `${capitalise(v.words.obstacleKind(kind))} hit`, `${name(e.unit)} flies into ${hit}`);
      }
    } else if (e.kind === 'destroyed') {
      const fled = e.cause === 'fled the battlefield';
      add(
        e,
        i,
        fled ? 'fled' : 'destroyed',
        fled ? 'Fled the battlefield' : 'Ship destroyed',
        fled ? `${name(e.unit)} flies off the table` : `${name(e.unit)} is ${destroyedBy(e.cause, v.units)}`,
      );
    } else if (e.kind === 'end') {
      add(e, i, 'end', 'Battle over', describeEvent(e, v));
    }
  });
  return out;
}

/** How a ship was destroyed, a unit id in the engine's cause ("destroyed by luke") given as its name. */
function destroyedBy(cause: string, names: ReadonlyMap<string, string>): string {
  const by = cause.startsWith('destroyed by ') ? cause.slice('destroyed by '.length) : '';
  if (/^\S+$/.test(by)) return `destroyed by ${names.get(by) ?? by}`;
  return cause === 'destroyed' ? cause : `destroyed (${cause})`;
}

/** Opacity of a caption span at t: fades in over CAPTION_FADE_S, out over the last CAPTION_FADE_S. */
export function captionOpacity(fromS: number, untilS: number, t: number): number {
  if (t < fromS || t >= untilS) return 0;
  return Math.min(1, (t - fromS) / CAPTION_FADE_S, (untilS - t) / CAPTION_FADE_S);
}

/** The lower thirds showing at t (newest last, at most MAX_CAPTIONS); the end caption stays up to the last frame. */
export function captionsAt(model: StreamOverlayModel, t: number): CaptionView[] {
  const showing = model.captions.flatMap((c) => {
    // The end caption never fades out: the last frame of the battle still says who won.
    const o =
      c.kind === 'end'
        ? t >= c.fromS
          ? Math.min(1, (t - c.fromS) / CAPTION_FADE_S)
          : 0
        : captionOpacity(c.fromS, c.untilS, t);
    return o > 0 ? [{ key: c.key, kind: c.kind, title: c.title, detail: c.detail, opacity: o }] : [];
  });
  return showing.slice(-MAX_CAPTIONS);
}

/** mm:ss of a number of seconds (rounded down; negative shows as 0:00). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds + 1e-9));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The timer: a tournament countdown when `countdownRemainingS` is given (the page's real clock), else the
 * playback time since the current round started ("Set-up" before round 1).
 */
export function timerAt(model: StreamOverlayModel, t: number, countdownRemainingS: number | null): TimerView {
  if (countdownRemainingS !== null) {
    return {
      label: 'Time left',
      text: clockText(Math.ceil(countdownRemainingS - 1e-9)),
      expired: countdownRemainingS <= 0,
    };
  }
  let current: { round: number; t: number } | undefined;
  for (const r of model.roundStarts) if (r.t <= t) current = r;
  // The status box's title names the round (or set-up) already: the label says only what the clock counts.
  if (!current) return { label: 'Elapsed', text: clockText(t), expired: false };
  return { label: `${capitalise(model.v.words.round)} time`, text: clockText(t - current.t), expired: false };
}

/** The battle's state at t, folded again only when a new event has started. */
function snapshotCached(model: StreamOverlayModel, t: number): Snapshot {
  const index = lastStartedIndex(model.timeline, t);
  if (model.cache.index !== index || !model.cache.snap) {
    model.cache.index = index;
    model.cache.snap = snapshotAt(model.timeline, t);
  }
  return model.cache.snap;
}

/** The squads at t: every unit of each side, in the timeline's order. */
export function squadsAt(model: StreamOverlayModel, t: number): SquadView[] {
  const snap = snapshotCached(model, t);
  const active = activeAt(model, t);
  const { timeline } = model;
  return timeline.sides.map((side, i) => ({
    name: side.name,
    faction: side.faction,
    units: timeline.units
      .filter((u) => u.side === i)
      .map((u) => {
        const now = unitIn(snap, u.id);
        return {
          id: u.id,
          name: u.name,
          ship: model.v.words.unitClass(u),
          skill: u.skill ?? null,
          hull: now.hull,
          hullMax: u.hull,
          hullRows: hullRowsOf(u),
          shields: now.shields,
          shieldsMax: u.shields,
          tokens: tokenLabels(now.tokens, model.v),
          destroyed: now.destroyed,
          active: active === u.id,
        };
      }),
  }));
}

/**
 * The ship whose turn it is at t: the one activating (planning and activation phases), else the attacker of the
 * attack under way (combat), else none.
 */
export function activeAt(model: StreamOverlayModel, t: number): string | null {
  const snap = snapshotCached(model, t);
  if (snap.active) return snap.active;
  const tray = trayAt(model.cards, t);
  return tray?.kind === 'attack' ? (tray.attacker ?? null) : null;
}

/** The attack card at t, or null when no attack (or effect roll) is on. */
export function attackCardAt(model: StreamOverlayModel, t: number): AttackCardView | null {
  const tray = trayAt(model.cards, t);
  if (!tray) return null;
  const name = (id: string | undefined) => (id ? (model.names.get(id) ?? id) : '');
  const rolls = tray.rolls.map((r) => ({ ...r, name: name(r.unit) }));
  const resultLine = tray.result ? resultLineOf(tray.result, model.v.words) : null;
  if (tray.kind === 'effect') {
    return {
      attacker: name(tray.unit),
      defender: '',
      range: null,
      obstructed: false,
      rolls,
      result: tray.result,
      resultLine,
      damage: null,
      damageLine: null,
    };
  }
  const damage = damageOfCard(model, tray.defender, t);
  const defender = model.timeline.units.find((u) => u.id === tray.defender);
  return {
    attacker: name(tray.attacker),
    defender: name(tray.defender),
    range: tray.range ?? null,
    obstructed: tray.obstructed ?? false,
    rolls,
    result: tray.result,
    resultLine,
    damage,
    damageLine: damage && defender ? damageLineOf(damage, defender, model.v.words) : null,
  };
}

/** An attack's result as the card says it: "HIT · 2 hits and 1 crit · 1 evade", "MISS · 3 evades", "HIT · 2 hits". */
export function resultLineOf(r: NonNullable<AttackCardView['result']>, words: SystemWords): string {
  const cancelled = words.cancelled(r);
  return [r.hit ? `HIT · ${words.hits(r)}` : 'MISS', ...(cancelled === null ? [] : [cancelled])].join(' · ');
}

/** The damage an attack did, in the defender's counters: "Damage: −1 shield, −2 hull, Direct Hit!". */
export function damageLineOf(d: NonNullable<AttackCardView['damage']>, unit: TimelineUnit, words: SystemWords): string {
  const shields = words.shieldsLabel(unit);
  const parts = [
    d.shieldsLost && shields ? lostText(d.shieldsLost, shields) : '',
    d.hullLost ? lostText(d.hullLost, words.hullLabel(unit)) : '',
    ...countedCards(d.cards),
  ].filter(Boolean);
  return `Damage: ${parts.join(', ') || 'none'}`;
}

/** Damage cards with repeats counted ("2 × face-down card"), in order of first appearance. */
function countedCards(cards: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n > 1 ? `${n} × ${c}` : c));
}

/** The damage events dealt to the defender of the card showing at t, summed over those already started. */
function damageOfCard(model: StreamOverlayModel, defender: string, t: number): AttackCardView['damage'] {
  let span: TraySpan | undefined;
  for (const s of model.cards) if (s.fromS <= t && t < s.untilS) span = s;
  if (!span?.result) return null;
  const events = model.timeline.events;
  let out: NonNullable<AttackCardView['damage']> | null = null;
  for (const e of eventsAfter(events, span.result)) {
    if (e.t > t || e.kind === 'attack' || e.kind === 'phase' || e.kind === 'round' || e.kind === 'activation') break;
    if (e.kind !== 'damage' || e.unit !== defender) continue;
    const before = unitIn(snapshotAt(model.timeline, e.t - 1e-9), defender);
    out ??= { shieldsLost: 0, hullLost: 0, cards: [], hull: e.hull, shields: e.shields };
    out.shieldsLost += e.shieldsLost;
    out.hullLost += Math.max(0, before.hull - e.hull);
    for (const c of e.cards) out.cards.push(c.faceUp ? c.name : 'face-down card');
    out.hull = e.hull;
    out.shields = e.shields;
  }
  return out;
}

/** Everything the overlays show at t; `countdownRemainingS` switches the timer to a tournament countdown. */
export function streamOverlayAt(
  model: StreamOverlayModel,
  t: number,
  countdownRemainingS: number | null = null,
): StreamOverlayView {
  const snap = snapshotCached(model, t);
  const active = activeAt(model, t);
  return {
    t,
    round: snap.round,
    phase: snap.phase,
    roundText: snap.round > 0 ? `${roundLabel(model.v, snap.round)} · ${snap.phase}` : 'Set-up',
    active: active ? (model.names.get(active) ?? active) : null,
    maneuver: active
      ? activationManeuver(model.timeline.events, lastStartedIndex(model.timeline, t), active, model.v)
      : null,
    squads: squadsAt(model, t),
    attack: attackCardAt(model, t),
    captions: captionsAt(model, t),
    timer: timerAt(model, t, countdownRemainingS),
  };
}

/** The events after `event` in the timeline's order, lazily (the overlays stop at the next attack or phase). */
function* eventsAfter(events: readonly TimedEvent[], event: TimedEvent): Generator<TimedEvent> {
  let seen = false;
  for (const e of events) {
    if (seen) yield e;
    else seen = e === event;
  }
}

/** A unit as a snapshot has it; throws naming it when the snapshot does not have it. */
function unitIn(snap: Snapshot, id: string): UnitSnapshot {
  const unit = snap.units[id];
  if (!unit) throw new Error(`streamOverlay: the battle snapshot has no unit ${id}`);
  return unit;
}
