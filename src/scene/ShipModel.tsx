import { Suspense, useContext, useLayoutEffect, useRef } from 'react';
import type { Group } from 'three';
import type { ModelId } from '../models/catalog.ts';
import type { FactionStyle } from './factionStyle.ts';
import { LoadedShipModel } from './LoadedShipModel.tsx';
import { ShipInstanceContext } from './shipInstanceContext.ts';
import type { ShipInstanceRegistry } from './shipInstanceRegistry.ts';

/** Props of ShipModel. */
export type ShipModelProps = { modelId: ModelId; style: FactionStyle };

/** Where the model goes when ShipInstances draws it: an empty anchor registered under the model and style. */
function InstanceAnchor({ modelId, style, registry }: ShipModelProps & { registry: ShipInstanceRegistry }) {
  const anchor = useRef<Group>(null);
  useLayoutEffect(() => {
    const g = anchor.current;
    if (!g) throw new Error(`InstanceAnchor: the anchor of ${modelId} is not mounted in its layout effect`);
    return registry.add(modelId, style, g);
  }, [registry, modelId, style]);
  return <group ref={anchor} name="ship-model" />;
}

/**
 * A ship's 3D model from models/ (built by scripts/build-models.ts), in ship-local coordinates: forward +x,
 * left +y, up +z, mm, centred on the peg top. Faction colours come from shared materials swapped in by name.
 * Inside ShipInstances the model is drawn instanced (ShipInstances.tsx); elsewhere as a clone of the file.
 */
export function ShipModel(props: ShipModelProps) {
  const registry = useContext(ShipInstanceContext);
  if (registry) return <InstanceAnchor {...props} registry={registry} />;
  return (
    <Suspense fallback={null}>
      <LoadedShipModel {...props} />
    </Suspense>
  );
}
