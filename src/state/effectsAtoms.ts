/**
 * How much the 3D view spends on effects: 'high' (bloom and tone mapping through post-processing, particle
 * sparks, debris and engine trails) or 'low' for low-power devices (no post-processing, no particles; laser
 * bolts, shield flares, fireballs and the light flash stay). High unless the page address says `?effects=low`.
 */
import { atom } from 'jotai';

/** The two effect levels. */
export type EffectsQuality = 'high' | 'low';

/** The level the page address asks for: `?effects=low` (or `off`) is low, anything else high. */
export function effectsQualityOf(search: string): EffectsQuality {
  const v = new URLSearchParams(search).get('effects');
  return v === 'low' || v === 'off' ? 'low' : 'high';
}

/** The effect level in use; the control panel's switch sets it. */
export const effectsQualityAtom = atom<EffectsQuality>(
  typeof window === 'undefined' ? 'high' : effectsQualityOf(window.location.search),
);
