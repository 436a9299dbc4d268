import { Bloom, EffectComposer, ToneMapping } from '@react-three/postprocessing';
import { useAtomValue } from 'jotai';
import { ToneMappingMode } from 'postprocessing';
import { HalfFloatType } from 'three';
import { effectsQualityAtom } from '../../state/effectsAtoms.ts';

/** Props of PostEffects. */
export type PostEffectsProps = Record<string, never>;

/**
 * Bloom threshold on linear luminance: above anything the lights make of the mat and the hulls, so only what
 * glows (laser bolts, engines, fireballs, sparks, shield flares) blooms.
 */
export const BLOOM_THRESHOLD = 1.1;

/**
 * Post-processing of the table (effects 'high'): the scene is drawn in half-float HDR, what glows blooms
 * (a mipmap blur over four levels: seven small passes), and ACES filmic tone mapping brings it to the screen as
 * the renderer's own tone mapping does with effects 'low'. No SMAA: its two full-size passes would take the
 * demo past its budget of 100 draw calls a frame (the canvas never had antialiasing). Nothing here depends on
 * time, so a frame-exact export draws exactly what playback does. With effects 'low' there is none: the
 * renderer draws straight to the screen with its own ACES tone mapping.
 */
export function PostEffects(_: PostEffectsProps) {
  const high = useAtomValue(effectsQualityAtom) === 'high';
  if (!high) return null;
  return (
    <EffectComposer multisampling={0} frameBufferType={HalfFloatType}>
      <Bloom
        mipmapBlur
        levels={4}
        intensity={0.8}
        radius={0.7}
        luminanceThreshold={BLOOM_THRESHOLD}
        luminanceSmoothing={0.25}
      />
      <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
    </EffectComposer>
  );
}
