/**
 * What the recorder's pages use of the X-Wing rule system, in one place (pages reach a rule system only through
 * a state module): the game state's types, the dice, the adjustable tokens and damage cards, squads and files.
 */
export type { Adjustment, AdjustableToken } from '../../rules/xwing1e/adjustments.ts';
export { ADJUSTABLE_TOKENS } from '../../rules/xwing1e/adjustments.ts';
export type { BattleFile } from '../../rules/xwing1e/battleFile.ts';
export { parseBattleFileText, roundOf } from '../../rules/xwing1e/battleFile.ts';
export { damageDeckNames } from '../../rules/xwing1e/catalog.ts';
export type { ActionOption, RoundRecord } from '../../rules/xwing1e/decisions.ts';
export { ATTACK_DIE, DEFENCE_DIE } from '../../rules/xwing1e/dice.ts';
export type { GameState, ShipState } from '../../rules/xwing1e/state.ts';
export { checkXwsSquad, type Squad } from '../../rules/xwing1e/xws.ts';
