import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import { seededRandom } from './seededRandom.ts';

/** Props of StarField. */
export type StarFieldProps = {
  count: number;
  radiusMm: number;
  centre: [number, number, number];
  /** Point size in pixels. */
  sizePx: number;
  seed: number;
};

/** Procedural star points scattered on a sphere around the table (screen-sized, so they stay crisp). */
export function StarField({ count, radiusMm, centre, sizePx, seed }: StarFieldProps) {
  const geometry = useMemo(() => {
    const rand = seededRandom(seed);
    const pos = new Float32Array(count * 3);
    const col = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      // Uniform direction on the sphere.
      const z = 2 * rand() - 1;
      const a = 2 * Math.PI * rand();
      const r = Math.sqrt(1 - z * z);
      const d = radiusMm * (0.85 + 0.15 * rand());
      pos[3 * i] = d * r * Math.cos(a);
      pos[3 * i + 1] = d * z;
      pos[3 * i + 2] = d * r * Math.sin(a);
      const b = 0.45 + 0.55 * rand() ** 2;
      const warm = rand() - 0.5;
      col[3 * i] = b * (1 + 0.15 * warm);
      col[3 * i + 1] = b;
      col[3 * i + 2] = b * (1 - 0.15 * warm);
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(pos, 3));
    g.setAttribute('color', new Float32BufferAttribute(col, 3));
    return g;
  }, [count, radiusMm, seed]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <points name="star-field" position={centre} geometry={geometry} renderOrder={-9}>
      <pointsMaterial size={sizePx} sizeAttenuation={false} vertexColors depthWrite={false} toneMapped={false} />
    </points>
  );
}
