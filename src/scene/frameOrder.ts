/**
 * The order of per-frame work (useFrame priorities; R3F runs lower numbers first, and negative ones keep its
 * automatic rendering). The playback clock advances first, then every unit reads it and takes its pose, then
 * whatever follows the units (instanced models, cameras, effects) runs at the default 0, so nothing lags a frame.
 */
export const FRAME_ORDER = { clock: -2, poses: -1 } as const;
