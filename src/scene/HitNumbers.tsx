import { Html } from '@react-three/drei';
import type { RefObject } from 'react';
import type { TimelineUnit } from '../battle/timeline.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { type HitFlash, hitNumbers } from '../state/playback/hitFlashes.ts';
import { useOverlayTarget } from './useOverlayTarget.ts';

/**
 * Props of HitNumbers: the flash, the unit hit and its rule system's words, the model's height (mm), and the
 * element its frame loop moves and shows.
 */
export type HitNumbersProps = {
  flash: HitFlash;
  unit: TimelineUnit;
  words: SystemWords;
  heightMm: number;
  numbers: RefObject<HTMLDivElement | null>;
};

/** The damage numbers over a hit ship, in its system's counters (hidden until the flash's frame loop shows them). */
export function HitNumbers({ flash, unit, words, heightMm, numbers }: HitNumbersProps) {
  const overlay = useOverlayTarget();
  return (
    <Html position={[0, 0, heightMm + 20]} portal={overlay} zIndexRange={[0, 0]} pointerEvents="none">
      <div ref={numbers} className="hit-numbers" data-testid={`hit-${flash.unit}`} style={{ display: 'none' }}>
        {hitNumbers(flash, unit, words).map((s, i) => (
          <span key={`${i}:${s}`} className={s.includes('shield') ? 'hit-shield' : 'hit-hull'}>
            {s}
          </span>
        ))}
      </div>
    </Html>
  );
}
