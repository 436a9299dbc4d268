import { useThree } from '@react-three/fiber';
import { type RefObject, useMemo } from 'react';

/**
 * A fixed element for drei <Html> overlays to live in: the canvas's own container. Without it, Html picks the
 * element the event system connects to, which R3F sets only after the first render; the change makes every Html
 * unmount its React root mid-render (React logs an error each time).
 */
export function useOverlayTarget(): RefObject<HTMLElement> {
  const gl = useThree((s) => s.gl);
  return useMemo(() => ({ current: gl.domElement.parentNode as HTMLElement }), [gl]);
}
