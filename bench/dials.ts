/**
 * Typical 1st-edition dials for the prediction benchmark: a TIE fighter for small bases and a YT-1300-like
 * dial for large ones, 16 maneuvers each.
 */
import type { BaseSize } from '../src/kernel/constants.ts';
import { type Maneuver, parseManeuver } from '../src/kernel/maneuver.ts';

const both = (bearing: string, speeds: number[]) =>
  speeds.flatMap((v) => [`${bearing}-left-${v}`, `${bearing}-right-${v}`]);

const TIE_FIGHTER = [
  ...[2, 3, 4, 5].map((v) => `straight-${v}`),
  ...both('bank', [2, 3]),
  ...both('turn', [1, 2, 3]),
  'koiogran-3',
  'koiogran-4',
];

const YT_1300 = [
  ...[1, 2, 3, 4].map((v) => `straight-${v}`),
  ...both('bank', [1, 2, 3]),
  ...both('turn', [1, 2]),
  'koiogran-3',
  'koiogran-4',
];

function parsed(name: string): Maneuver {
  const m = parseManeuver(name);
  if (m === null) throw new Error(`not a maneuver: ${name}`);
  return m;
}

/** The dial a ship of this base size flies in the benchmark. */
export const DIALS: Readonly<Record<BaseSize, readonly Maneuver[]>> = {
  small: TIE_FIGHTER.map(parsed),
  large: YT_1300.map(parsed),
};
