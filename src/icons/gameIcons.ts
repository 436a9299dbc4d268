/**
 * X-Wing's own symbols for dice faces, tokens, actions and maneuvers, from the community's xwing-miniatures-font
 * (MIT; vendored in ./xwing-miniatures/ with its licence and icons-map.json). Each glyph is named as
 * icons-map.json names it; tests/icons/gameIcons.test.ts checks every character here against that map and the
 * font's own character map. Pure, so the panels' text functions and the stream painter can use it in Node.
 */
import { parseManeuver } from '../kernel/index.ts';

export { GAME_FONT_FAMILY } from './fontFamily.ts';

/** The glyphs the viewer draws, by their icons-map.json names. */
export const GLYPHS = {
  // Dice faces.
  hit: '\u0064',
  crit: '\u0063',
  focus: '\u0066',
  evade: '\u0065',
  // Tokens, as the cardboard tokens look.
  'token-focus': '\u00c4',
  'token-evade': '\u00c5',
  'token-stress': '\u00c9',
  'token-lock': '\u00e3',
  'token-shield': '\u00d1',
  'token-ion': '\u00e4',
  'token-cloak': '\u00e5',
  'token-tractor': '\u00e0',
  'token-reinforce': '\u00dc',
  'token-crit': '\u00c7',
  'token-jam': '\u00e1',
  'token-disarm': '\u00d6',
  // Actions (focus and evade share the dice faces' symbols, as on the action bar).
  lock: '\u006c',
  barrelroll: '\u0072',
  boost: '\u0062',
  cloak: '\u006b',
  coordinate: '\u006f',
  jam: '\u006a',
  reinforce: '\u0069',
  recover: '\u0076',
  slam: '\u0073',
  // Maneuvers, as on the dial.
  straight: '\u0038',
  bankleft: '\u0037',
  bankright: '\u0039',
  turnleft: '\u0034',
  turnright: '\u0036',
  kturn: '\u0032',
  sloopleft: '\u0031',
  sloopright: '\u0033',
  trollleft: '\u003a',
  trollright: '\u003b',
  stop: '\u0035',
} as const;

/** A glyph's name (icons-map.json's). */
export type GlyphName = keyof typeof GLYPHS;

/** The character that draws a glyph in the game font. */
export function glyphChar(name: GlyphName): string {
  return GLYPHS[name];
}

const DIE_FACES: ReadonlyMap<string, GlyphName> = new Map<string, GlyphName>([
  ['hit', 'hit'],
  ['crit', 'crit'],
  ['focus', 'focus'],
  ['evade', 'evade'],
]);

/** The symbol on an X-Wing die face ('hit', 'crit', 'focus', 'evade'); null for a blank or another game's die. */
export function dieFaceGlyph(face: string): GlyphName | null {
  return DIE_FACES.get(face) ?? null;
}

const TOKENS: ReadonlyMap<string, GlyphName> = new Map<string, GlyphName>([
  ['focus', 'token-focus'],
  ['evade', 'token-evade'],
  ['stress', 'token-stress'],
  ['lock', 'token-lock'],
  ['shield', 'token-shield'],
  ['ion', 'token-ion'],
  ['cloak', 'token-cloak'],
  ['tractor', 'token-tractor'],
  ['reinforce', 'token-reinforce'],
  ['crit', 'token-crit'],
  ['jam', 'token-jam'],
  ['weapons-disabled', 'token-disarm'],
]);

/** The token's symbol by the engine's token name ('focus', 'stress', 'lock'…), or null when it has none. */
export function tokenGlyph(name: string): GlyphName | null {
  return TOKENS.get(name) ?? null;
}

const ACTIONS: ReadonlyMap<string, GlyphName> = new Map<string, GlyphName>([
  ['focus', 'focus'],
  ['evade', 'evade'],
  ['target-lock', 'lock'],
  ['barrel-roll', 'barrelroll'],
  ['boost', 'boost'],
  ['cloak', 'cloak'],
  ['decloak', 'cloak'],
  ['coordinate', 'coordinate'],
  ['jam', 'jam'],
  ['reinforce', 'reinforce'],
  ['recover', 'recover'],
  ['slam', 'slam'],
]);

/**
 * The action bar's symbol for an action as the engine names it ('focus', 'target-lock', 'barrel-roll-left',
 * 'boost-bank-right', 'decloak-forward'…), or null (a repair, or an action the font has no symbol for).
 */
export function actionGlyph(action: string): GlyphName | null {
  const family = /^(barrel-roll|boost|decloak)-/.exec(action)?.[1] ?? action;
  return ACTIONS.get(family) ?? null;
}

/** A maneuver as the dial shows it: its bearing's symbol and its speed. */
export interface ManeuverGlyph {
  glyph: GlyphName;
  speed: number;
}

/** The dial symbol of each bearing, by side ('' for the bearings that have none). */
const BEARINGS: ReadonlyMap<string, GlyphName> = new Map<string, GlyphName>([
  ['straight', 'straight'],
  ['bank-left', 'bankleft'],
  ['bank-right', 'bankright'],
  ['turn-left', 'turnleft'],
  ['turn-right', 'turnright'],
  ['koiogran', 'kturn'],
  ['segnor-left', 'sloopleft'],
  ['segnor-right', 'sloopright'],
  ['tallon-left', 'trollleft'],
  ['tallon-right', 'trollright'],
  ['stationary', 'stop'],
]);

/** A maneuver name ('bank-left-2', 'koiogran-4', 'stationary-0') as its dial symbol and speed, or null. */
export function maneuverGlyph(name: string): ManeuverGlyph | null {
  const m = parseManeuver(name);
  if (!m) return null;
  const glyph = BEARINGS.get(m.side ? `${m.bearing}-${m.side}` : m.bearing);
  return glyph ? { glyph, speed: m.speed } : null;
}

/** A maneuver's difficulty, as the dial colours it. */
export type Difficulty = 'white' | 'green' | 'red';

/** The dial's colours of a maneuver's difficulty, bright enough on the dark panels. */
export const DIFFICULTY_COLOURS: Readonly<Record<Difficulty, string>> = {
  white: '#f2f5fb',
  green: '#4fe07a',
  red: '#ff5548',
};

/** A difficulty from a file's or event's text ('white', 'green', 'red'), or null for anything else. */
export function difficultyOf(s: string | undefined): Difficulty | null {
  return s === 'white' || s === 'green' || s === 'red' ? s : null;
}
