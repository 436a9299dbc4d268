/** The registry ship models put their anchors in when an instancing provider is mounted (else null). */
import { createContext } from 'react';
import type { ShipInstanceRegistry } from './shipInstanceRegistry.ts';

/** Context of the ship instancing registry; null draws every model as its own clone. */
export const ShipInstanceContext = createContext<ShipInstanceRegistry | null>(null);
