/**
 * The planned actions of the Actions section of a control sheet (rules 2.3, 6), with their hazard codes and turn
 * number modifiers. The document names the actions it mentions (acceleration, deceleration, overspeed,
 * angling deflectors, targeting, snap fire, slips, ½ loops) but not their boxes' printed codes, so those are
 * assumed; difficulty numbers are per ship type (shipData.ts).
 */
import { findOne } from '../../../battle/lookup.ts';
import type { Provenance } from './charts.ts';

/** A planned action id. */
export type ActionId =
  | 'accelerate'
  | 'decelerate'
  | 'overspeed'
  | 'bank'
  | 'slip'
  | 'halfLoop'
  | 'snapFire'
  | 'targeting'
  | 'angleShields';

/** What an action box says: its name, hazard code and turn-number modifiers (performed once, doubled). */
export type ActionDef = {
  id: ActionId;
  name: string;
  hazardCode: HazardCode;
  turnModifier: [once: number, doubled: number];
} & Provenance;

/** Hazard codes printed in the action boxes (keys of the Hazard Table). */
export type HazardCode = 'A' | 'B' | 'C';

/** Every action, in the order of the Actions section. */
export const ACTIONS: readonly ActionDef[] = [
  { id: 'accelerate', name: 'Accelerate', hazardCode: 'A', turnModifier: [0, 0], assumed: 'hazard code A (mild)' },
  {
    id: 'decelerate',
    name: 'Decelerate',
    hazardCode: 'A',
    turnModifier: [0, 0],
    assumed: 'hazard code A (mild)',
  },
  { id: 'overspeed', name: 'Overspeed', hazardCode: 'B', turnModifier: [0, 0], assumed: 'hazard code B' },
  {
    id: 'bank',
    name: 'Hard Bank',
    hazardCode: 'B',
    turnModifier: [-1, -2],
    assumed:
      'the action whose box the document pictures with turn number modifiers −1 (once) and −2 (doubled), 2.3; its name is not legible, "Hard Bank" is ours',
  },
  { id: 'slip', name: 'Slip', hazardCode: 'B', turnModifier: [0, 0], assumed: 'hazard code B' },
  { id: 'halfLoop', name: '½ Loop', hazardCode: 'C', turnModifier: [0, 0], assumed: 'hazard code C (severe)' },
  { id: 'snapFire', name: 'Snap Fire', hazardCode: 'A', turnModifier: [0, 0], assumed: 'hazard code A' },
  { id: 'targeting', name: 'Targeting', hazardCode: 'A', turnModifier: [0, 0], assumed: 'hazard code A' },
  {
    id: 'angleShields',
    name: 'Angle Deflectors',
    hazardCode: 'A',
    turnModifier: [0, 0],
    assumed: 'hazard code A',
  },
];

/** An action's definition by id. */
export function actionDef(id: ActionId): ActionDef {
  return findOne(ACTIONS, (a) => a.id === id, `action ${id}`);
}

/** How many action markers a ship may place in one game-turn (a doubled action uses two). */
export const ACTION_MARKERS_PER_SHIP = {
  value: 3,
  assumed: 'rule 6.4 ("How Many Actions Can a Ship Perform?") is not in the document',
};

/** The printed Action Penalty circle: added to the hazard difficulty for every marker after the first. */
export const ACTION_PENALTY = {
  value: 2,
  assumed: 'the circle "already contains a number" (3.63) that the document does not print; its use is ours',
};

/** The Hazard Table: by hazard code, results for 1D6 + ⌊failure margin / 5⌋ (rows 1…7, higher rolls read row 7). */
export type HazardResult = 'recovered' | 'loseAction' | 'loseAllActions' | 'spin' | 'stress';

/** The Hazard Table (rules 7.3; not in the document, all assumed). */
export const HAZARD_TABLE = {
  dice: 1,
  marginStep: 5,
  rows: {
    A: ['recovered', 'recovered', 'recovered', 'loseAction', 'loseAction', 'loseAllActions', 'loseAllActions'],
    B: ['recovered', 'loseAction', 'loseAction', 'loseAllActions', 'spin', 'spin', 'stress'],
    C: ['loseAction', 'loseAllActions', 'loseAllActions', 'spin', 'spin', 'stress', 'stress'],
  } satisfies Record<HazardCode, HazardResult[]>,
  assumed:
    'chapter 7.3 and the table are not in the document: the worst hazard code among the planned actions picks a column, 1D6 plus one per 5 points of failure picks the row',
};

/** What each hazard result does, for captions and the README. */
export const HAZARD_RESULT_TEXT: Readonly<Record<HazardResult, string>> = {
  recovered: 'recovers: no effect',
  loseAction: 'loses its hardest planned action',
  loseAllActions: 'loses every planned action',
  spin: 'spins out: loses every planned action, turns one hex side at random and slows by 1',
  stress: 'overstresses the frame: loses every planned action and takes 1 body damage',
};
