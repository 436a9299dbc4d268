/**
 * The recorder's buttons and log lines for maneuvers and actions, in player words ("Bank right 2", "Barrel roll
 * left", "Target lock → Luke Skywalker"), never the engine's keys ("bank-right-2", "target-lock").
 */
import type { Adjustment } from '../../rules/xwing1e/adjustments.ts';
import { upgradeByXws } from '../../rules/xwing1e/catalog.ts';
import type { AbilityUse, ActionChoice, ActionOption, RoundRecord } from '../../rules/xwing1e/decisions.ts';
import { maneuverName } from '../../rules/xwing1e/names.ts';
import { actionName } from '../../rules/xwing1e/words.ts';

/** Display names by ship id. */
type Names = Pick<ReadonlyMap<string, string>, 'get'>;

/** The first letter upper case. */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A maneuver as a button or a line starts with it: `bank-right-2` → "Bank right 2", `koiogran-4` → "Koiogran turn 4". */
export function maneuverLabel(maneuver: string): string {
  return capitalise(maneuverName(maneuver));
}

/**
 * A card's complete use as its button says it: the ship it chooses by name, then what it does there ("Biggs
 * Darklighter · Target lock → "Mauler Mithel""), a token ("Evade"), a Damage card by its printed name, an
 * upgrade by its card title, the maneuver a dial is rotated to ("Bank right 2"), a number guessed ("Guess 1"), or a die result named ("Crit").
 */
export function abilityChoiceLabel(use: AbilityUse, names: Names): string {
  const parts: string[] = [];
  const action = use.action ? actionChoiceLabel(use.action, names) : null;
  // Wes Janson's use names the defender and the token taken from it: the token is the choice.
  if (use.target && !(use.action && !use.action.target)) parts.push(names.get(use.target) ?? use.target);
  if (action) parts.push(action);
  if (use.damage) parts.push(use.damage);
  if (use.upgrade) parts.push(upgradeByXws(use.upgrade)?.name ?? use.upgrade);
  if (use.maneuver) parts.push(maneuverLabel(use.maneuver));
  if (use.guess !== undefined) parts.push(`Guess ${use.guess}`);
  if (use.result) parts.push(capitalise(use.result));
  return parts.join(' · ');
}

/** An action chosen, with its target by name: "Target lock → Luke Skywalker", "Barrel roll left". */
export function actionChoiceLabel(choice: ActionChoice, names: Names): string {
  const what = capitalise(actionName(choice.action));
  return choice.target ? `${what} → ${names.get(choice.target) ?? choice.target}` : what;
}

/** An action option's button: the action, and where a moving one ends ("Barrel roll left (to x 310, y 420)"). */
export function actionOptionLabel(o: ActionOption, names: Names): string {
  const slide = o.choice.slide ? `, slide ${Math.round(o.choice.slide)} mm` : '';
  const to = o.final ? ` (to x ${Math.round(o.final.x)}, y ${Math.round(o.final.y)}${slide})` : '';
  return actionChoiceLabel(o.choice, names) + to;
}

const ADJUSTMENT_WORDS: Readonly<Record<Adjustment['kind'], string>> = {
  move: 'moved',
  tokens: 'tokens',
  deal: 'dealt a damage card',
  flip: 'damage card flipped',
  destroy: 'destroyed',
  remove: 'removed',
  'die-face': 'die face set',
};

/** An adjustment's kind in words ("moved", "dealt a damage card"). */
export function adjustmentWords(kind: Adjustment['kind']): string {
  return ADJUSTMENT_WORDS[kind];
}

/**
 * The recorder's log of a round so far, one line per recorded entry; dials stay hidden (only that one is set).
 * `purpose` names a roll's purpose for the player (an obstacle roll by the obstacle's name).
 */
export function roundLogLines(
  r: RoundRecord,
  name: (id: string) => string,
  purpose: (p: string) => string = (p) => p,
): string[] {
  const out: string[] = [];
  const names = { get: name };
  const dials = Object.keys(r.dials);
  if (dials.length) out.push(`Dials set (hidden until revealed): ${dials.map(name).join(', ')}`);
  for (const [id, c] of Object.entries(r.actions ?? {}))
    out.push(`${name(id)}: ${c === 'none' ? 'no action' : actionChoiceLabel(c, names)}`);
  for (const [id, a] of Object.entries(r.attacks ?? {}))
    out.push(`${name(id)} ${a.target === null ? 'does not attack' : `attacks ${name(a.target)}`}`);
  for (const roll of r.rolls ?? [])
    out.push(`${name(roll.ship)} rolls (${purpose(roll.purpose)}): ${roll.faces.join(', ')}`);
  for (const a of r.adjustments ?? [])
    out.push(`Adjustment: ${name(a.ship)} ${adjustmentWords(a.kind)}${a.reason ? ` (${a.reason})` : ''}`);
  return out;
}
