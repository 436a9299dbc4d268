/**
 * The layer of shadow-only stand-ins: objects on it are drawn into the key light's shadow map (its shadow camera
 * sees this layer and layer 0) but never by the scene cameras, which see layer 0 only. A model whose parts
 * wear several materials casts its shadow through one merged stand-in: one shadow draw call instead of one per part.
 */
export const SHADOW_ONLY_LAYER = 1;
