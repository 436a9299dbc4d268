import { useAtom } from 'jotai';
import { effectsQualityAtom } from '../state/effectsAtoms.ts';

/** Props of EffectsSwitch. */
export type EffectsSwitchProps = Record<string, never>;

/**
 * The control panel's effects switch: full effects (bloom, tone mapping, sparks, debris, engine trails), or low
 * for low-power devices (no post-processing or particles; also `?effects=low`).
 */
export function EffectsSwitch(_: EffectsSwitchProps) {
  const [quality, setQuality] = useAtom(effectsQualityAtom);
  const low = quality === 'low';
  return (
    <button
      type="button"
      data-testid="toggle-effects"
      aria-pressed={!low}
      title="Bloom, sparks, debris and engine trails; off for low-power devices (also ?effects=low)"
      onClick={() => setQuality(low ? 'high' : 'low')}
    >
      Effects: {low ? 'low' : 'full'}
    </button>
  );
}
