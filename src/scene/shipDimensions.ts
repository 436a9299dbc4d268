/** Heights (mm above the mat) of the parts of a ship stand, per base size. */
import type { BaseSize } from '../kernel/index.ts';

export interface StandDimensions {
  /** Top of the plastic base, where the printed token lies. */
  baseTopMm: number;
  /** Peg radius. */
  pegRadiusMm: number;
  /** Where the model's centre sits. */
  modelHeightMm: number;
  /** Where the label floats. */
  labelHeightMm: number;
}

export const STAND: Readonly<Record<BaseSize, StandDimensions>> = {
  small: { baseTopMm: 3, pegRadiusMm: 1.8, modelHeightMm: 34, labelHeightMm: 62 },
  large: { baseTopMm: 3.5, pegRadiusMm: 2.6, modelHeightMm: 36, labelHeightMm: 72 },
};
