/**
 * The Bomb Upgrade cards of waves 1–8 and the cards that change bombs, as data (issue 18; rules: BOMBS). Each entry
 * quotes its card; the token each drops, and what that token does, is in bombs/tokens.ts.
 */
import { atRange1OfToken, tokenPieces } from '../bombs/geometry.ts';
import type { BombKind } from '../bombs/tokens.ts';
import type { GameState, ShipState } from '../state.ts';
import type { CardAbility } from './types.ts';

/** A card that drops its token when its ship reveals its dial; `discard` unless the card stays (Bomblet Generator). */
const onReveal = (token: BombKind, discard = true): CardAbility => ({
  effects: [{ kind: 'bomb', window: 'reveal-dial', token, discard }],
});

/** A card whose "Action:" drops its token: the action is named after the card's xws. */
const byAction = (xws: string, token: BombKind): CardAbility => ({
  effects: [
    { kind: 'card-action', window: 'perform-action', action: xws },
    { kind: 'bomb', window: 'perform-action', token, discard: true },
  ],
});

/** Bomb cards and the cards that change bombs, keyed by xws (merged into UPGRADE_ABILITIES). */
export const BOMB_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "Action: Discard this card to drop 1 proximity mine token. When a ship's base or maneuver template overlaps this
  // token, this token detonates."
  ['proximitymines', byAction('proximitymines', 'proximity-mine')],
  // "When you reveal your maneuver dial, you may discard this card to drop 1 seismic charge token. This token
  // detonates at the end of the Activation phase."
  ['seismiccharges', onReveal('seismic-charge')],
  // "When you reveal your maneuver dial, you may discard this card to drop 1 proton bomb token. This token detonates
  // at the end of the Activation phase."
  ['protonbombs', onReveal('proton-bomb')],
  // "When you reveal your maneuver dial, you may discard this card to drop 1 ion bomb token. This token detonates at
  // the end of the Activation phase."
  ['ionbombs', onReveal('ion-bomb')],
  // "Action: Discard this card to drop 1 cluster mine token set. When a ship's base or maneuver template overlaps a
  // cluster mine token, that token detonates."
  ['clustermines', byAction('clustermines', 'cluster-mine')],
  // "Action: Discard this card to drop 1 Conner net token. When a ship's base or maneuver template overlaps this
  // token, this token detonates."
  ['connernet', byAction('connernet', 'conner-net')],
  // "When you reveal your maneuver dial, you may discard this card to drop 1 thermal detonator token. This token
  // detonates at the end of the Activation phase."
  ['thermaldetonators', onReveal('thermal-detonator')],
  // "When you reveal your maneuver, you may drop 1 bomblet token. This token detonates at the end of the Activation
  // phase." (no discard: once per round, as every bomb, rules: BOMBS)
  ['bombletgenerator', onReveal('bomblet', false)],
  // Bomb Loadout: "Your upgrade bar gains the [Bomb] icon."; Andrasta: "Your upgrade bar gains two additional [Bomb]
  // upgrade icons." (squadRules.ts counts the slots)
  ['bombloadout', { effects: [{ kind: 'slots', window: 'setup' }] }],
  ['andrasta', { effects: [{ kind: 'slots', window: 'setup' }] }],
  // Bombardier: "When dropping a bomb, you may use the ([Straight] 2) template instead of the ([Straight] 1)
  // template."
  ['bombardier', { effects: [{ kind: 'drop-template', window: 'reveal-dial', speed: 2 }] }],
  // Trajectory Simulator: "You may launch bombs using the ([Straight] 5) template instead of dropping them. You cannot
  // launch bombs with the "Action:" header in this way." (a launch: the template from the front guides)
  [
    'trajectorysimulator',
    { effects: [{ kind: 'drop-template', window: 'reveal-dial', speed: 5, front: true, revealBombsOnly: true }] },
  ],
  // "Genius": "After you reveal and execute a maneuver, if you did not overlap a ship, you may discard 1 of your
  // equipped [Bomb] Upgrade cards without the "Action:" header to drop the corresponding bomb token."
  ['genius', { effects: [{ kind: 'drop-after-maneuver', window: 'execute-maneuver' }] }],
  // Sabine Wren (crew): "Your upgrade bar gains the [Bomb] upgrade icon. Once per round, before a friendly bomb token is
  // removed, choose 1 enemy ship at Range 1 of that token. That ship suffers 1 damage."
  [
    'sabinewren',
    {
      effects: [
        { kind: 'slots', window: 'setup' },
        { kind: 'bomb-splash', window: 'suffer-damage' },
      ],
    },
  ],
  // Cad Bane (crew): "Your upgrade bar gains the [Bomb] upgrade icon. Once per round, when an enemy ship rolls attack
  // dice due to a friendly bomb detonating, you may choose any number of [Focus] and blank results. It must reroll
  // those results."
  [
    'cadbane',
    {
      effects: [
        { kind: 'slots', window: 'setup' },
        { kind: 'bomb-reroll', window: 'modify-attack-dice' },
      ],
    },
  ],
  // Deflective Plating: "When a friendly bomb token detonates, you may choose not to suffer its effects. If you do, roll
  // an attack die. On a [Hit] result, discard this card."
  ['deflectiveplating', { effects: [{ kind: 'deflect-bomb', window: 'suffer-damage' }] }],
  // R4-E1: "You can perform actions on your [Torpedo] and [Bomb] Upgrade cards even if you are stressed. After you
  // perform an action in this way, you may discard this card to remove 1 stress token from your ship."
  ['r4e1', { effects: [{ kind: 'stressed-ordnance-actions', window: 'perform-action' }] }],
  // Extra Munitions: "When you equip this card, place 1 ordnance token on each equipped [Torpedo], [Missile], and
  // [Bomb] Upgrade card. When you are instructed to discard an Upgrade card, you may discard 1 ordnance token on that
  // card instead."
  [
    'extramunitions',
    { effects: [{ kind: 'ordnance', window: 'setup', tokens: 1, slots: ['Torpedo', 'Missile', 'Bomb'] }] },
  ],
  // Ordnance Silos: "When you equip this card, place 3 ordnance tokens on each other equipped [Bomb] Upgrade card.
  // When you are instructed to discard an Upgrade card, you may discard 1 ordnance token on that card instead."
  ['ordnancesilos', { effects: [{ kind: 'ordnance', window: 'setup', tokens: 3, slots: ['Bomb'] }] }],
];

/** True when the ship is at Range 1 of a bomb token in play (Cobalt Leader). */
function nearBomb(state: GameState, ship: ShipState): boolean {
  return (state.bombs?.tokens ?? []).some((t) => atRange1OfToken(tokenPieces(t, state.playArea), ship.pose, ship.size));
}

/** Pilot abilities about bombs, keyed `side/ship/pilot` (merged into PILOT_ABILITIES). */
export const BOMB_PILOT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Deathrain: "When dropping a bomb, you may use the front guides of your ship. After dropping a bomb, you may perform
  // a free barrel roll action."
  [
    'imperial/tiepunisher/deathrain',
    {
      effects: [
        { kind: 'drop-template', window: 'reveal-dial', speed: 1, front: true },
        { kind: 'after-drop', window: 'perform-action', freeAction: 'barrel-roll' },
      ],
    },
  ],
  // Cobalt Leader: "When attacking, if the defender is at range 1 of a bomb token, the defender rolls 1 fewer defense
  // die (to a minimum of 0)."
  [
    'rebel/bsf17bomber/cobaltleader',
    {
      effects: [
        {
          kind: 'dice-count',
          window: 'roll-defence-dice',
          role: 'attacker',
          defenceDice: -1,
          when: (a) => nearBomb(a.state, a.defender),
        },
      ],
    },
  ],
];
