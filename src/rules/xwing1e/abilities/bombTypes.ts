/**
 * Effect kinds of the Bomb Upgrade cards and of the cards that change bombs (rules: BOMBS). The bombs/ modules
 * resolve them: dropping (bombs/drop.ts), detonating (bombs/detonation.ts) and ordnance tokens (bombs/ordnance.ts).
 */
import type { BombKind } from '../bombs/tokens.ts';

/**
 * A Bomb Upgrade card: it drops its token when the dial is revealed ("When you reveal your maneuver dial, you may
 * discard this card to drop 1 … token") or as its "Action:" (the card's `card-action` names the action).
 */
export interface BombDropEffect {
  readonly kind: 'bomb';
  readonly window: 'reveal-dial' | 'perform-action';
  readonly token: BombKind;
  /** "discard this card to drop" (Bomblet Generator drops without discarding). */
  readonly discard: boolean;
}

/**
 * Another way to lay the drop's template: Bombardier ("When dropping a bomb, you may use the ([Straight] 2) template
 * instead of the ([Straight] 1) template"), Deathrain ("you may use the front guides of your ship"), Trajectory
 * Simulator ("You may launch bombs using the ([Straight] 5) template instead of dropping them. You cannot launch bombs
 * with the "Action:" header in this way.").
 */
export interface DropTemplateEffect {
  readonly kind: 'drop-template';
  readonly window: 'reveal-dial' | 'perform-action';
  /** The straight template's speed. */
  readonly speed: number;
  /** Laid between the front guides instead of the rear ones. */
  readonly front?: true;
  /** Only for bombs without the "Action:" header. */
  readonly revealBombsOnly?: true;
}

/**
 * Deathrain: "After dropping a bomb, you may perform a free barrel roll action." (the icon lent: his TIE punisher's bar
 * has none)
 */
export interface AfterDropEffect {
  readonly kind: 'after-drop';
  readonly window: 'perform-action';
  readonly freeAction: 'barrel-roll';
}

/**
 * "Genius": "After you reveal and execute a maneuver, if you did not overlap a ship, you may discard 1 of your equipped
 * [Bomb] Upgrade cards without the "Action:" header to drop the corresponding bomb token."
 */
export interface DropAfterManeuverEffect {
  readonly kind: 'drop-after-maneuver';
  readonly window: 'execute-maneuver';
}

/**
 * Sabine Wren (crew): "Once per round, before a friendly bomb token is removed, choose 1 enemy ship at Range 1 of that
 * token. That ship suffers 1 damage."
 */
export interface BombSplashEffect {
  readonly kind: 'bomb-splash';
  readonly window: 'suffer-damage';
}

/**
 * Cad Bane (crew): "Once per round, when an enemy ship rolls attack dice due to a friendly bomb detonating, you may
 * choose any number of [Focus] and blank results. It must reroll those results."
 */
export interface BombRerollEffect {
  readonly kind: 'bomb-reroll';
  readonly window: 'modify-attack-dice';
}

/**
 * Deflective Plating: "When a friendly bomb token detonates, you may choose not to suffer its effects. If you do, roll
 * an attack die. On a [Hit] result, discard this card."
 */
export interface DeflectBombEffect {
  readonly kind: 'deflect-bomb';
  readonly window: 'suffer-damage';
}

/**
 * Extra Munitions, Ordnance Silos: "When you equip this card, place `tokens` ordnance token(s) on each (other)
 * equipped `slots` Upgrade card. When you are instructed to discard an Upgrade card, you may discard 1 ordnance token
 * on that card instead."
 */
export interface OrdnanceEffect {
  readonly kind: 'ordnance';
  readonly window: 'setup';
  readonly tokens: number;
  readonly slots: readonly string[];
}

/**
 * R4-E1: "You can perform actions on your [Torpedo] and [Bomb] Upgrade cards even if you are stressed. After you
 * perform an action in this way, you may discard this card to remove 1 stress token from your ship."
 */
export interface StressedOrdnanceActionsEffect {
  readonly kind: 'stressed-ordnance-actions';
  readonly window: 'perform-action';
}

/** Any effect of the bomb cards. */
export type BombCardEffect =
  | BombDropEffect
  | DropTemplateEffect
  | AfterDropEffect
  | DropAfterManeuverEffect
  | BombSplashEffect
  | BombRerollEffect
  | DeflectBombEffect
  | StressedOrdnanceActionsEffect
  | OrdnanceEffect;
