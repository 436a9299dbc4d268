/** The card effects that hang on the action-bar entries of actionBar/: what each card's op does is said where it acts. */

/**
 * Advanced SLAM and Burnout SLAM (slam.ts), ISB Slicer (jam.ts), AP-5 (coordinate.ts): an op run by the action's
 * own module at the point the card names.
 */
export interface ActionCardEffect {
  readonly kind: 'action-card';
  readonly window: 'perform-action';
  readonly op: 'advanced-slam' | 'burnout-slam' | 'isb-slicer' | 'ap-5';
}
