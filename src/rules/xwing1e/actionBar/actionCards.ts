/** The cards whose text needs only the action-bar actions of actionBar/, keyed as cards.ts keys them. */
import type { CardAbility } from '../abilities/types.ts';

/** Upgrade cards, by xws. */
export const ACTION_UPGRADE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "After performing a SLAM action, if you did not overlap an obstacle or another ship, you may perform a free
  // action on your action bar." (slam.ts)
  ['advancedslam', { effects: [{ kind: 'action-card', window: 'perform-action', op: 'advanced-slam' }] }],
  // "Your action bar gains the [SLAM] action icon. After you perform a SLAM action, discard this card." (slam.ts)
  [
    'burnoutslam',
    {
      effects: [
        { kind: 'stats', window: 'setup', actions: ['slam'] },
        { kind: 'action-card', window: 'perform-action', op: 'burnout-slam' },
      ],
    },
  ],
  // "Your action bar gains [Coordinate]."
  ['tacticalofficer', { effects: [{ kind: 'stats', window: 'setup', actions: ['coordinate'] }] }],
  // "After you perform a jam action against an enemy ship, you may choose a ship at Range 1 of that ship that is not
  // jammed and assign it 1 jam token." (jam.ts)
  ['isbslicer', { effects: [{ kind: 'action-card', window: 'perform-action', op: 'isb-slicer' }] }],
];

/** Pilot cards, by `side/ship/pilot`. */
export const ACTION_PILOT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // AP-5: "When you perform the coordinate action, after you choose a friendly ship and before it performs a free
  // action, you may receive 2 stress tokens to remove 1 stress token from it." (coordinate.ts)
  ['rebel/sheathipedeclassshuttle/ap5', { effects: [{ kind: 'action-card', window: 'perform-action', op: 'ap-5' }] }],
];
