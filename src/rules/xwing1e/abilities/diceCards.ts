/**
 * Upgrade cards that modify an attack's dice (rules: ATTACK steps 3 and 5, MODIFYING DICE): Calculation, Juke and
 * Advanced Targeting Computer as data, the crit Advanced Targeting Computer adds, and Glitterstim's changes while its
 * round lasts. The autopilot's policy for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import type { AttackFace } from '../dice.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { LOCKS_BARRED } from './attackLocks.ts';
import { yesNo } from './cardUse.ts';
import { RAGE, RAGE_REROLL } from './talentActions.ts';
import type { AttackInfo, CardAbility, DiceEffect } from './types.ts';

/** The round flag of a ship whose Glitterstim acts this round (combatPhaseCards.ts sets it). */
export const GLITTERSTIM = 'glitterstim';

/** Glitterstim's changes: "change all of your [Focus] results to [Hit] or [Evade] results". */
const GLITTERSTIM_DICE: readonly DiceEffect[] = [
  {
    kind: 'dice',
    window: 'modify-attack-dice',
    role: 'attacker',
    change: { op: 'change', from: ['focus'], to: 'hit', max: 99 },
  },
  {
    kind: 'dice',
    window: 'modify-defence-dice',
    role: 'defender',
    change: { op: 'change', from: ['focus'], to: 'evade', max: 99 },
  },
];

/**
 * Glitterstim's dice abilities in this attack: the card is discarded when it is used, so its changes come from the
 * round flag, not from the face-up card. Rage's reroll likewise lasts the round of its action.
 */
export function flaggedDiceAbilities(
  a: AttackInfo,
  window: DiceEffect['window'],
): { owner: ShipState; card: string; effect: DiceEffect }[] {
  const glitterstim = GLITTERSTIM_DICE.filter((e) => e.window === window).flatMap((effect) => {
    const owner = effect.role === 'attacker' ? a.attacker : a.defender;
    return owner.roundFlags.includes(GLITTERSTIM) ? [{ owner, card: 'Glitterstim', effect }] : [];
  });
  // Rage's reroll, the round its action was performed (talentActions.ts).
  const raging = window === 'modify-attack-dice' && a.attacker.roundFlags.includes(RAGE);
  return raging ? [...glitterstim, { owner: a.attacker, card: 'Rage', effect: RAGE_REROLL }] : glitterstim;
}

/**
 * Advanced Targeting Computer, before the attacker's target lock rerolls: with a lock on the defender and the primary
 * weapon, it may add 1 crit; then no target lock may be spent in this attack (a recorded reroll is refused). The
 * autopilot always adds it: a sure crit, and the lock stays for a later attack.
 */
export function critForLock(ctx: RoundContext, info: AttackInfo, dice: AttackFace[], mods: string[]): AttackFace[] {
  const { attacker, defender } = info;
  if (info.weapon !== null || attacker.lockOn !== defender.id) return dice;
  for (const { card } of effectsOf(attacker, 'crit-for-lock')) {
    if (!yesNo(ctx, attacker, card, true)) continue;
    attacker.roundFlags.push(LOCKS_BARRED);
    mods.push(card);
    return [...dice, 'crit'];
  }
  return dice;
}

/** Upgrade cards that modify dice, keyed by xws. */
export const DICE_CARD_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Calculation (diceAbilities.ts pays the token): "When attacking, you may spend a focus token to change 1 of your
  // [Focus] results to a [Critical Hit] result." The autopilot uses it while it keeps a focus token for its other
  // focus results, or when it has only one: the token then makes a crit of what it would make a hit.
  [
    'calculation',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-attack-dice',
          role: 'attacker',
          change: { op: 'change', from: ['focus'], to: 'crit', max: 1 },
          cost: 'spend-focus',
        },
      ],
    },
  ],
  // Juke: "When attacking, if you have an evade token, you may change 1 of the defender's [Evade] results to a [Focus]
  // result." The attacker modifies the defence dice before the defender does (rules: ATTACK step 5); the autopilot
  // always uses it.
  [
    'juke',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-defence-dice',
          role: 'attacker',
          change: { op: 'change', from: ['evade'], to: 'focus', max: 1 },
          when: (a) => a.attacker.evade > 0,
        },
      ],
    },
  ],
  // Advanced Targeting Computer (critForLock above): "When attacking with your primary weapon, if you have a target
  // lock on the defender, you may add 1 [Critical Hit] result to your roll. If you do, you cannot spend target locks
  // during this attack."
  ['advtargetingcomputer', { effects: [{ kind: 'crit-for-lock', window: 'modify-attack-dice' }] }],
  // Sensor Cluster (diceAbilities.ts pays the token): "When defending, you may spend a focus token to change 1 of your
  // blank results to an [Evade] result." The autopilot uses it while the attack still hits, unless its one token
  // would turn 2 focus results to evades instead.
  [
    'sensorcluster',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-defence-dice',
          role: 'defender',
          change: { op: 'change', from: ['blank'], to: 'evade', max: 1 },
          cost: 'spend-focus',
        },
      ],
    },
  ],
  // R4-B11: "When attacking, if you have a target lock on the defender, you may spend the target lock to choose any or
  // all defense dice. The defender must reroll the chosen dice." The attacker modifies the defence dice first (rules:
  // ATTACK step 5); the autopilot picks the evade results, and the focus results when the defender holds a focus
  // token, while the attack has a hit or crit to land. It spends its lock on its own rerolls first when it has blanks
  // (combat.ts): a file keeps the lock for R4-B11 with `rerolls: []`.
  [
    'r4b11',
    {
      effects: [
        {
          kind: 'dice',
          window: 'modify-defence-dice',
          role: 'attacker',
          change: { op: 'reroll', max: 99 },
          cost: 'spend-lock',
          when: (a) => a.attacker.lockOn === a.defender.id,
        },
      ],
    },
  ],
];
