/** Heights (mm above the mat) of the parts of a ship stand, per base size. */
import { BASE_TOP_MM, type BaseSize } from '../kernel/index.ts';

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
  small: { baseTopMm: BASE_TOP_MM.small, pegRadiusMm: 1.8, modelHeightMm: 34, labelHeightMm: 62 },
  large: { baseTopMm: BASE_TOP_MM.large, pegRadiusMm: 2.6, modelHeightMm: 36, labelHeightMm: 72 },
};
