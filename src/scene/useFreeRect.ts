import { useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { viewObstructionsAtom } from '../state/viewAtoms.ts';
import { freeRect, type ScreenRect } from './viewFraming.ts';

/** The free part as last settled: for which canvas size and aspect, and how many panels stood over it. */
type Settled = {
  width: number;
  height: number;
  aspect: number | undefined;
  panels: number;
  free: ScreenRect;
  obstructions: readonly ScreenRect[];
};

/**
 * The canvas size, the largest part of it no panel covers and the panels' boxes (CSS pixels), for framing the
 * default views. It
 * changes with the canvas size and when panels come or go, not when one changes size: a panel that grows during
 * playback (a longer status line, a token in the squad list) must not move the camera under the viewer's eyes.
 */
export function useFreeRect(aspect?: number): {
  width: number;
  height: number;
  free: ScreenRect;
  obstructions: readonly ScreenRect[];
} {
  const size = useThree((s) => s.size);
  const obstructions = useAtomValue(viewObstructionsAtom);
  const settled = useRef<Settled | null>(null);
  const s = settled.current;
  const panels = obstructions.length;
  if (!s || s.width !== size.width || s.height !== size.height || s.aspect !== aspect || s.panels !== panels) {
    settled.current = {
      width: size.width,
      height: size.height,
      aspect,
      panels,
      free: freeRect(size.width, size.height, obstructions, aspect),
      obstructions,
    };
  }
  const free = settled.current?.free ?? freeRect(size.width, size.height, obstructions, aspect);
  return { width: size.width, height: size.height, free, obstructions: settled.current?.obstructions ?? obstructions };
}
