/**
 * Token counts of a unit (as replay.ts keeps them: `focus`, `stress`, `lock:<target>`…) as short labels for the
 * squad panel, in the words of the battle's rule system and with a target by its display name. Pure, so it is
 * tested in Node.
 */
import { compareCodePoints } from '../battle/codePointOrder.ts';
import { type GlyphName, tokenGlyph } from '../icons/gameIcons.ts';
import type { ViewerNames } from './eventText.ts';

/** One token label: a stable key, the text, and its kind for colouring. */
export interface TokenLabel {
  key: string;
  /** The token in words, with its count and target ("stress ×2", "target lock → Mauler Mithel"). */
  text: string;
  kind: 'good' | 'bad' | 'info';
  /** The token's symbol where the rule system has symbols (the words then serve as its label), else null. */
  icon: GlyphName | null;
  /** What shows beside the symbol: the count above one and the target ("×2", "→ Mauler Mithel"), or ''. */
  beside: string;
}

/** Tokens that hurt their holder (drawn red); the others help it or are neutral. */
const BAD_TOKENS = new Set(['stress', 'ion', 'tractor', 'weapons-disabled', 'crit']);
const GOOD_TOKENS = new Set(['focus', 'evade', 'cloak', 'reinforce']);
/** Tokens the panel shows elsewhere: shields have their own column. */
const NOT_LISTED = new Set(['shield']);

/** A token key's name and, for a lock, its target ("lock:b1"); a split string always has its first part. */
export function splitTokenKey(key: string): [name: string, target: string | undefined] {
  const [name, target] = key.split(':') as [string, ...string[]];
  return [name, target];
}

/**
 * Labels for a unit's tokens, sorted by name; a count above one is shown as ×n, a lock names its target (by its
 * display name), and shield tokens are left out (the panel shows shields as a number).
 */
export function tokenLabels(tokens: Readonly<Record<string, number>>, v: ViewerNames): TokenLabel[] {
  return Object.entries(tokens)
    .filter(([key, n]) => n > 0 && !NOT_LISTED.has(splitTokenKey(key)[0]))
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(([key, n]) => {
      const [name, target] = splitTokenKey(key);
      const shown = v.words.token(name, target === undefined ? undefined : (v.units.get(target) ?? target));
      const count = n > 1 ? ` ×${n}` : '';
      const kind = BAD_TOKENS.has(name) ? 'bad' : GOOD_TOKENS.has(name) ? 'good' : 'info';
      const icon = v.words.gameSymbols ? tokenGlyph(name) : null;
      const beside = `${target === undefined ? '' : `→ ${v.units.get(target) ?? target}`}${count}`.trim();
      return { key, text: `${shown}${count}`, kind, icon, beside };
    });
}
