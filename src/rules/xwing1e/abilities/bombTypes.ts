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

/** Bombardier: "When dropping a bomb, you may use the ([Straight] 2) template instead of the ([Straight] 1) template." */
export interface DropTemplateEffect {
  readonly kind: 'drop-template';
  readonly window: 'reveal-dial' | 'perform-action';
  /** The straight template's speed it allows instead of 1. */
  readonly speed: number;
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

/** Dead Man's Switch: "When you are destroyed, each ship at Range 1 suffers 1 damage." */
export interface DeadMansSwitchEffect {
  readonly kind: 'dead-mans-switch';
  readonly window: 'suffer-damage';
}

/** Any effect of the bomb cards. */
export type BombCardEffect = BombDropEffect | DropTemplateEffect | OrdnanceEffect | DeadMansSwitchEffect;
