import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ModelInstances } from './ModelInstances.tsx';
import { ShipInstanceContext } from './shipInstanceContext.ts';
import { ShipInstanceRegistry } from './shipInstanceRegistry.ts';

/** Props of ShipInstances: the part of the scene whose ship models are drawn instanced. */
export type ShipInstancesProps = { children: ReactNode };

/**
 * Draws every ship model inside `children` instanced: ships of the same model and faction colours share one
 * draw call per material instead of one per ship and material.
 */
export function ShipInstances({ children }: ShipInstancesProps) {
  const [registry] = useState(() => new ShipInstanceRegistry());
  const groups = useSyncExternalStore(registry.subscribe, registry.list);
  return (
    <ShipInstanceContext.Provider value={registry}>
      {children}
      {groups.map((g) => (
        <Suspense key={g.key} fallback={null}>
          <ModelInstances group={g} anchorCount={g.anchors.size} />
        </Suspense>
      ))}
    </ShipInstanceContext.Provider>
  );
}
