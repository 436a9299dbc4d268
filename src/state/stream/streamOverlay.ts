/**
 * What stream mode's broadcast overlays show at a moment of a battle: both squads (pilot, ship, pilot skill,
 * hull and shields against their starting values, tokens, destroyed), the round, phase and activation, the
 * attack under way with its dice before and after modification, its result and the damage it did, the round
 * timer, and lower-third captions for notable events (a bump, an obstacle hit, a ship destroyed or fleeing, the
 * end). Pure functions of (timeline, t), so they are tested in Node and drawn identically live and in a video.
 */
import { lastStartedIndex, type Snapshot, type UnitSnapshot } from '../../battle/replay.ts';
import { snapshotAt } from '../playback/replay.ts';
import type { TimedEvent, Timeline } from '../../battle/timeline.ts';
import { buildTraySpans, type TrayRoll, type TraySpan, trayAt } from '../diceTray.ts';
import { describeEvent, unitNames } from '../eventText.ts';
import { hullRowsOf } from '../fullthrust/hullRows.ts';
import { type TokenLabel, tokenLabels } from '../tokenLabels.ts';

/** One ship's line in a squad overlay. */
export interface SquadUnitView {
  id: string;
  name: string;
  /** Ship name (`info.ship`), else the unit type. */
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
  /** The damage the defender took from this attack, once dealt. */
  damage: { shieldsLost: number; hullLost: number; cards: string[]; hull: number; shields: number } | null;
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
  /** Display name of the ship activating or attacking, or null. */
  active: string | null;
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
  names: Map<string, string>;
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

/** Prepares a timeline's overlays. */
export function buildStreamOverlayModel(timeline: Timeline): StreamOverlayModel {
  const names = unitNames(timeline);
  return {
    timeline,
    names,
    cards: buildCardSpans(timeline),
    captions: buildCaptionSpans(timeline, names),
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
    return { ...span, untilS: until + CARD_LINGER_S };
  });
}

/** The lower thirds of a timeline: bumps, obstacle hits, ships destroyed or fleeing, and the end of the battle. */
export function buildCaptionSpans(timeline: Timeline, names: ReadonlyMap<string, string>): CaptionSpan[] {
  const name = (id: string) => names.get(id) ?? id;
  const obstacleKinds = new Map<string, string>();
  const out: CaptionSpan[] = [];
  const add = (e: TimedEvent, i: number, kind: CaptionKind, title: string, detail: string) =>
    out.push({ key: `${kind}@${i}`, kind, title, detail, fromS: e.t, untilS: e.t + CAPTION_HOLD_S });
  timeline.events.forEach((e, i) => {
    if (e.kind === 'obstacle') obstacleKinds.set(e.id, e.obstacleKind);
    else if (e.kind === 'move') {
      if (e.bumped?.length) add(e, i, 'bump', 'Bump', `${name(e.unit)} bumps into ${e.bumped.map(name).join(', ')}`);
      if (e.obstaclesHit?.length) {
        const kinds = new Set(e.obstaclesHit.map((id) => obstacleKinds.get(id) ?? 'obstacle'));
        const [only, ...others] = kinds;
        const kind = only !== undefined && others.length === 0 ? only : 'obstacle';
        add(e, i, 'obstacle', `${capitalise(kind)} hit`, `${name(e.unit)} flies into ${e.obstaclesHit.join(', ')}`);
      }
    } else if (e.kind === 'destroyed') {
      const fled = e.cause === 'fled the battlefield';
      add(
        e,
        i,
        fled ? 'fled' : 'destroyed',
        fled ? 'Fled the battlefield' : 'Ship destroyed',
        fled ? `${name(e.unit)} flies off the table` : `${name(e.unit)} is ${destroyedBy(e.cause, names)}`,
      );
    } else if (e.kind === 'end') {
      add(e, i, 'end', 'Battle over', describeEvent(e, names, timeline));
    }
  });
  return out;
}

/** How a ship was destroyed, a unit id in the engine's cause ("destroyed by luke") given as its name. */
function destroyedBy(cause: string, names: ReadonlyMap<string, string>): string {
  const by = cause.startsWith('destroyed by ') ? cause.slice('destroyed by '.length) : '';
  if (/^\S+$/.test(by)) return `destroyed by ${names.get(by) ?? by}`;
  return `destroyed (${cause})`;
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
  if (!current) return { label: 'Set-up', text: clockText(t), expired: false };
  return { label: `Round ${current.round} time`, text: clockText(t - current.t), expired: false };
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
        const ship = u.info?.ship;
        return {
          id: u.id,
          name: u.name,
          ship: typeof ship === 'string' ? ship : u.type,
          skill: u.skill ?? null,
          hull: now.hull,
          hullMax: u.hull,
          hullRows: hullRowsOf(u),
          shields: now.shields,
          shieldsMax: u.shields,
          tokens: tokenLabels(now.tokens).map((l) => ({ ...l, text: tokenText(l.text, model.names) })),
          destroyed: now.destroyed,
          active: active === u.id,
        };
      }),
  }));
}

/** A lock's target by display name ("lock → mauler" reads "lock → "Mauler Mithel""). */
function tokenText(text: string, names: ReadonlyMap<string, string>): string {
  const arrow = text.indexOf(' → ');
  if (arrow < 0) return text;
  const [target, times] = text.slice(arrow + 3).split(' ×') as [string, string | undefined];
  return `${text.slice(0, arrow)} → ${names.get(target) ?? target}${times ? ` ×${times}` : ''}`;
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
  if (tray.kind === 'effect') {
    return {
      attacker: name(tray.unit),
      defender: '',
      range: null,
      obstructed: false,
      rolls,
      result: tray.result,
      damage: null,
    };
  }
  return {
    attacker: name(tray.attacker),
    defender: name(tray.defender),
    range: tray.range ?? null,
    obstructed: tray.obstructed ?? false,
    rolls,
    result: tray.result,
    damage: damageOfCard(model, tray.defender, t),
  };
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
    active: active ? (model.names.get(active) ?? active) : null,
    squads: squadsAt(model, t),
    attack: attackCardAt(model, t),
    captions: captionsAt(model, t),
    timer: timerAt(model, t, countdownRemainingS),
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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
