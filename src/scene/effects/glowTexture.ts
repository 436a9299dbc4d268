/** A soft round glow (white, fading to nothing at its rim), made once and shared by every flash sprite. */
import { DataTexture, LinearFilter, RGBAFormat } from 'three';

/** Side of the glow texture, px. */
const SIZE = 64;

let shared: DataTexture | null = null;

/** The shared glow texture: alpha and brightness falling off as (1 − r)² from the centre. */
export function glowTexture(): DataTexture {
  if (shared) return shared;
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const r = Math.hypot(x + 0.5 - SIZE / 2, y + 0.5 - SIZE / 2) / (SIZE / 2);
      const v = Math.round(255 * Math.max(0, 1 - r) ** 2);
      data.set([v, v, v, v], (y * SIZE + x) * 4);
    }
  }
  shared = new DataTexture(data, SIZE, SIZE, RGBAFormat);
  shared.magFilter = LinearFilter;
  shared.minFilter = LinearFilter;
  shared.needsUpdate = true;
  return shared;
}
