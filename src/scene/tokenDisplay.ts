/**
 * Which tokens a ship shows beside its base at a moment of a battle, as replay.ts's snapshot holds them: focus,
 * evade, stress, ion, cloak and other tokens with their counts, shields as pips, face-up damage cards, and
 * target locks as a matching pair (blue on the locker, red on the locked ship), each labelled in the battle's rule
 * system's words ("target lock A", "weapons disabled"). Pure, so it is tested in Node.
 */
import type { Snapshot } from '../battle/replay.ts';
import { snapshotAt } from '../state/playback/replay.ts';
import type { Timeline } from '../battle/timeline.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { splitTokenKey } from '../state/tokenLabels.ts';
import { type GlyphName, tokenGlyph } from '../icons/gameIcons.ts';

/** What a marker stands for; its colour follows from it. */
export type TokenMarkerKind =
  | 'focus'
  | 'evade'
  | 'stress'
  | 'ion'
  | 'cloak'
  | 'shields'
  | 'crit'
  | 'lock-locker'
  | 'lock-target'
  | 'other';

/** One marker beside a base. */
export interface TokenMarker {
  /**
   * Stable key: the snapshot's token key (`focus`, `stress`…), `lock:<target>` on the locker, `locked:<locker>`
   * on the locked ship, `shields`, or `crit:<card>` (numbered `#n` when a card is dealt twice).
   */
  key: string;
  kind: TokenMarkerKind;
  /** How many (token count, shields left; 1 for a card or a lock). */
  count: number;
  /** Short text on the marker, in the rule system's words (the symbol's label when it has one). */
  text: string;
  /** The token's symbol where the rule system has symbols, else null (the text is shown). */
  icon: GlyphName | null;
  /** For shields: the starting number, so lost shields show as empty pips. */
  max?: number;
  /** For a lock: the letter both halves of the pair carry. */
  pair?: string;
}

/** A target lock held: who holds it on whom, and the letter its two markers share. */
export interface LockPair {
  locker: string;
  target: string;
  letter: string;
}

/** Marker colours: focus and evade green (they help), stress red, ion blue, locks blue/red as the real tokens. */
export const TOKEN_COLOURS: Readonly<Record<TokenMarkerKind, string>> = {
  focus: '#3fcf5e',
  evade: '#2fd0b0',
  stress: '#ff4a3d',
  ion: '#4fa9ff',
  cloak: '#b49cff',
  shields: '#59b8ff',
  crit: '#ff9a3d',
  'lock-locker': '#3f7dff',
  'lock-target': '#ff3f4f',
  other: '#c8d2e6',
};

const KNOWN = new Set<TokenMarkerKind>(['focus', 'evade', 'stress', 'ion', 'cloak']);
/** Shown as pips from the snapshot's shields instead (the engine also keeps a `shield` token). */
const NOT_TOKENS = new Set(['shield', 'lock']);

/** A unit's tokens as [key, count], sorted by key (code unit order, as Array.prototype.sort has it). */
function sortedTokens(tokens: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(tokens).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every lock held in a snapshot, lettered A, B… in roster order so both markers of a pair match. */
export function lockPairs(snap: Snapshot, timeline: Timeline): LockPair[] {
  const pairs: LockPair[] = [];
  for (const u of timeline.units) {
    const s = snap.units[u.id];
    if (!s || s.destroyed) continue;
    for (const [key, count] of sortedTokens(s.tokens)) {
      const [name, target] = splitTokenKey(key);
      if (name !== 'lock' || !target || !(count > 0)) continue;
      if (snap.units[target]?.destroyed) continue;
      pairs.push({ locker: u.id, target, letter: String.fromCharCode(65 + (pairs.length % 26)) });
    }
  }
  return pairs;
}

/**
 * The markers a unit shows in a snapshot (none once destroyed), in a fixed order: tokens, locks, shields, cards,
 * labelled in `words` (the battle's rule system's).
 */
export function tokenMarkers(snap: Snapshot, timeline: Timeline, id: string, words: SystemWords): TokenMarker[] {
  const s = snap.units[id];
  const unit = timeline.units.find((u) => u.id === id);
  if (!s || !unit || s.destroyed) return [];
  const icon = (name: string) => (words.gameSymbols ? tokenGlyph(name) : null);
  const out: TokenMarker[] = [];
  for (const [key, count] of sortedTokens(s.tokens)) {
    const [name] = splitTokenKey(key);
    if (count <= 0 || NOT_TOKENS.has(name)) continue;
    const kind = KNOWN.has(name as TokenMarkerKind) ? (name as TokenMarkerKind) : 'other';
    out.push({ key, kind, count, text: words.token(name), icon: icon(name) });
  }
  const lock = words.token('lock');
  for (const p of lockPairs(snap, timeline)) {
    const m = { count: 1, text: `${lock} ${p.letter}`, icon: icon('lock'), pair: p.letter };
    if (p.locker === id) out.push({ key: `lock:${p.target}`, kind: 'lock-locker', ...m });
    if (p.target === id) out.push({ key: `locked:${p.locker}`, kind: 'lock-target', ...m });
  }
  const shields = words.shieldsLabel(unit);
  if (unit.shields > 0 && shields !== null)
    out.push({
      key: 'shields',
      kind: 'shields',
      count: s.shields,
      text: shields.toLowerCase(),
      icon: null,
      max: unit.shields,
    });
  const seen = new Map<string, number>();
  for (const card of s.faceUpDamage) {
    const n = (seen.get(card) ?? 0) + 1;
    seen.set(card, n);
    out.push({
      key: n > 1 ? `crit:${card}#${n}` : `crit:${card}`,
      kind: 'crit',
      count: 1,
      text: card,
      icon: icon('crit'),
    });
  }
  return out;
}

/** The markers a unit shows at time t (s) of a timeline: tokenMarkers of snapshotAt. */
export function tokensShownAt(timeline: Timeline, id: string, t: number, words: SystemWords): TokenMarker[] {
  return tokenMarkers(snapshotAt(timeline, t), timeline, id, words);
}
