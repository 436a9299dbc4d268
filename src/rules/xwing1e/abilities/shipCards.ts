/**
 * Titles of the wave 1–8 tournament lists that change the ship's printed values, its upgrade bar or its squad cost:
 * setup.ts applies the stats, squadRules.ts the icons and points; and BTL-A4 Y-wing, whose attacks combat.ts limits
 * and follows. Each entry quotes its card.
 */
import type { CardAbility } from './types.ts';

/** Titles that change values, icons, points or attacks, keyed by xws. */
export const SHIP_CARD_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Punishing One: "Increase your primary weapon value by 1." (effective.ts)
  ['punishingone', { effects: [{ kind: 'stats', window: 'setup', attack: 1 }] }],
  // "Heavy Scyk" Interceptor: "Your upgrade bar gains the [Cannon], [Torpedo] or [Missile] upgrade icon. Increase your
  // hull value by 1." (squadRules.ts lets one of the three slots be filled)
  [
    'heavyscykinterceptor',
    {
      effects: [
        { kind: 'stats', window: 'setup', hull: 1 },
        { kind: 'slots', window: 'setup' },
      ],
    },
  ],
  // TIE/x1: "Your upgrade bar gains the [System] upgrade icon. If you equip a [System] upgrade, its squad point cost is
  // reduced by 4 (to a minimum of 0)." (squadRules.ts: the icon, and upgradesPoints)
  ['tiex1', { effects: [{ kind: 'slots', window: 'setup' }] }],
  // Andrasta: "Your upgrade bar gains two additional [Bomb] upgrade icons." (squadRules.ts counts the slots; the bombs
  // themselves are another card's text)
  ['andrasta', { effects: [{ kind: 'slots', window: 'setup' }] }],
  // BTL-A4 Y-wing (combat.ts: listAttacks, turretFollowUp): "You cannot attack ships outside your firing arc. After you
  // perform a primary weapon attack, you may immediately perform an attack with a [Turret] secondary weapon."
  [
    'btla4ywing',
    {
      effects: [
        { kind: 'arc-only', window: 'declare-target' },
        { kind: 'turret-follow-up', window: 'after-attack' },
      ],
    },
  ],
];
