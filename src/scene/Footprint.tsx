import { useEffect, useRef } from 'react';
import type { Group } from 'three';
import { type FootprintSize, footprintRegistry } from './footprints.ts';

/** Props of Footprint: the box (mm, in the parent's frame, centred on (x, y), its origin by default) a ship or obstacle takes. */
export type FootprintProps = FootprintSize & { x?: number; y?: number };

/**
 * Marks the room its parent (a ship, an obstacle) takes on the table, so that LabelLayout keeps every label off
 * it on screen. Draws nothing.
 */
export function Footprint({ halfX, halfY, topMm, x = 0, y = 0 }: FootprintProps) {
  const anchor = useRef<Group>(null);
  useEffect(() => {
    const a = anchor.current;
    if (!a) return;
    const entry = { anchor: a, halfX, halfY, topMm };
    footprintRegistry.add(entry);
    return () => {
      footprintRegistry.delete(entry);
    };
  }, [halfX, halfY, topMm]);
  return <group ref={anchor} name="footprint" position={[x, y, 0]} />;
}
