import { useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { viewObstructionsAtom } from '../state/viewAtoms.ts';
import { freeRect, type ScreenRect } from './viewFraming.ts';

/** The canvas size and the largest part of it no panel covers (CSS pixels), for framing the default views. */
export function useFreeRect(aspect?: number): { width: number; height: number; free: ScreenRect } {
  const size = useThree((s) => s.size);
  const obstructions = useAtomValue(viewObstructionsAtom);
  const free = useMemo(
    () => freeRect(size.width, size.height, obstructions, aspect),
    [size.width, size.height, obstructions, aspect],
  );
  return { width: size.width, height: size.height, free };
}
