import { Html } from '@react-three/drei';
import { type RefObject, useCallback, useRef } from 'react';
import type { Object3D } from 'three';
import type { TimelineUnit } from '../battle/timeline.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { type HitFlash, hitNumbers } from '../state/playback/hitFlashes.ts';
import { type RegisteredRack, rackRegistry } from './tokenRackRegistry.ts';
import { useOverlayTarget } from './useOverlayTarget.ts';

/**
 * Props of HitNumbers: the flash, the unit hit and its rule system's words, the flash's group (visible while it
 * plays), and the element its frame loop shows.
 */
export type HitNumbersProps = {
  flash: HitFlash;
  unit: TimelineUnit;
  words: SystemWords;
  anchor: RefObject<Object3D | null>;
  numbers: RefObject<HTMLDivElement | null>;
};

/** Text size of the numbers, px (styles.css `.hit-numbers`). */
const NUMBERS_FONT_PX = 15;

/** Where drei's Html puts its element: the canvas's top-left corner, whatever the anchor. */
const atOrigin = (): [number, number] => [0, 0];

/**
 * The damage numbers over a hit ship, in its system's counters (hidden until the flash's frame loop shows them):
 * placed by LabelLayout with the ship labels (tokenRackRegistry.ts), over the ship where that is free, else at the
 * nearest free spot, so they never cover a ship's name nor a name them.
 */
export function HitNumbers({ flash, unit, words, anchor, numbers }: HitNumbersProps) {
  const overlay = useOverlayTarget();
  const lines = hitNumbers(flash, unit, words);
  const entry = useRef<RegisteredRack | null>(null);
  const text = `hit ${unit.name}: ${lines.join(', ')}`;
  // drei's Html renders its content in a root of its own, after this component's effects: the numbers register
  // when their element arrives, through a callback ref.
  const register = useCallback(
    (el: HTMLDivElement | null) => {
      numbers.current = el;
      if (entry.current) rackRegistry.delete(entry.current);
      entry.current = el ? { unit: flash.unit, anchor, el, text, at: 'above', fontPx: NUMBERS_FONT_PX } : null;
      if (entry.current) rackRegistry.add(entry.current);
    },
    [flash.unit, anchor, numbers, text],
  );
  return (
    <Html portal={overlay} zIndexRange={[0, 0]} pointerEvents="none" calculatePosition={atOrigin}>
      <div
        ref={register}
        className="hit-numbers"
        data-testid={`hit-${flash.unit}`}
        style={{ display: 'none', visibility: 'hidden' }}
      >
        {lines.map((s, i) => (
          <span key={`${i}:${s}`} className={s.includes('shield') ? 'hit-shield' : 'hit-hull'}>
            {s}
          </span>
        ))}
      </div>
    </Html>
  );
}
