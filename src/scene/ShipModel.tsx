import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { FactionStyle, ModelFamily } from './factionStyle.ts';

/** Props of ShipModel. */
export type ShipModelProps = { family: ModelFamily; style: FactionStyle };

/** Cylinders and cones stand along +y; this turns them to lie along the ship's forward axis (+x). */
const ALONG_X: [number, number, number] = [0, 0, -Math.PI / 2];
/** … and this stands them up along +z. */
const ALONG_Z: [number, number, number] = [Math.PI / 2, 0, 0];

function useMaterials(style: FactionStyle) {
  const materials = useMemo(
    () => ({
      hull: new MeshStandardMaterial({ color: style.hull, roughness: 0.55, metalness: 0.25 }),
      trim: new MeshStandardMaterial({ color: style.trim, roughness: 0.5, metalness: 0.2 }),
      dark: new MeshStandardMaterial({ color: '#1c2230', roughness: 0.45, metalness: 0.4 }),
      glass: new MeshStandardMaterial({ color: '#0d1420', roughness: 0.12, metalness: 0.8 }),
      glow: new MeshStandardMaterial({ color: style.glow, emissive: style.glow, emissiveIntensity: 2.5 }),
    }),
    [style],
  );
  useEffect(() => () => Object.values(materials).forEach((mat) => mat.dispose()), [materials]);
  return materials;
}

/**
 * A stand-in ship model built from boxes, cylinders and spheres, in ship-local coordinates (forward +x, left +y,
 * up +z, mm, centred on the peg top): an X-wing-like fighter, a TIE-like fighter or a saucer freighter, coloured
 * by faction. Swappable: real models from models/ will replace it behind the same props.
 */
export function ShipModel({ family, style }: ShipModelProps) {
  const m = useMaterials(style);
  if (family === 'tie') {
    return (
      <group name="ship-model">
        <mesh material={m.hull} castShadow>
          <sphereGeometry args={[6.5, 24, 16]} />
        </mesh>
        <mesh material={m.glass} position={[5.9, 0, 0.3]} rotation={ALONG_X}>
          <cylinderGeometry args={[3.4, 3.4, 1.6, 8]} />
        </mesh>
        <mesh material={m.hull} castShadow>
          <cylinderGeometry args={[1.8, 1.8, 27, 10]} />
        </mesh>
        {[1, -1].map((sy) => (
          <group key={sy} position={[0, sy * 13.5, 0]}>
            <mesh material={m.dark} castShadow>
              <cylinderGeometry args={[16.2, 16.2, 1.2, 6]} />
            </mesh>
            <mesh material={m.hull}>
              <cylinderGeometry args={[17.2, 17.2, 0.7, 6]} />
            </mesh>
            <mesh material={m.hull} position={[0, sy * 0.7, 0]}>
              <cylinderGeometry args={[3.2, 3.2, 0.6, 6]} />
            </mesh>
          </group>
        ))}
        <mesh material={m.glow} position={[-6.4, 0, 0]} rotation={ALONG_X}>
          <cylinderGeometry args={[1.6, 1.6, 0.5, 12]} />
        </mesh>
      </group>
    );
  }
  if (family === 'freighter') {
    return (
      <group name="ship-model">
        <mesh material={m.hull} rotation={ALONG_Z} castShadow>
          <cylinderGeometry args={[30, 31, 7, 40]} />
        </mesh>
        <mesh material={m.hull} position={[-3, 0, 4.5]} rotation={ALONG_Z} castShadow>
          <cylinderGeometry args={[17, 19, 3.5, 32]} />
        </mesh>
        {[1, -1].map((sy) => (
          <mesh key={sy} material={m.hull} position={[36, sy * 7.5, 0]} castShadow>
            <boxGeometry args={[22, 8, 4.5]} />
          </mesh>
        ))}
        <mesh material={m.trim} position={[33, 0, 0.6]}>
          <boxGeometry args={[8, 6, 3]} />
        </mesh>
        <mesh material={m.hull} position={[18, -29, 0]} rotation={ALONG_X} castShadow>
          <cylinderGeometry args={[3.4, 3.4, 18, 14]} />
        </mesh>
        <mesh material={m.glass} position={[27.5, -29, 0]}>
          <sphereGeometry args={[3.6, 16, 12]} />
        </mesh>
        <mesh material={m.dark} position={[-6, 9, 7.5]} rotation={[0.5, 0, 0]}>
          <cylinderGeometry args={[5, 1, 1.5, 16]} />
        </mesh>
        <mesh material={m.glow} position={[-29.5, 0, 0]}>
          <boxGeometry args={[2, 36, 3.2]} />
        </mesh>
      </group>
    );
  }
  // X-wing-like fighter.
  return (
    <group name="ship-model" scale={0.9}>
      <mesh material={m.hull} position={[-3, 0, 0]} castShadow>
        <boxGeometry args={[22, 6.5, 5.5]} />
      </mesh>
      <mesh material={m.hull} position={[17, 0, -0.4]} rotation={ALONG_X} castShadow>
        <cylinderGeometry args={[0.9, 3.3, 18, 8]} />
      </mesh>
      <mesh material={m.trim} position={[10, 0, 0]} rotation={ALONG_X}>
        <cylinderGeometry args={[3.4, 3.4, 1.4, 8]} />
      </mesh>
      <mesh material={m.glass} position={[4.5, 0, 2.9]} scale={[2.2, 1, 0.8]}>
        <sphereGeometry args={[2.6, 16, 10]} />
      </mesh>
      {[1, -1].flatMap((sy) =>
        [1, -1].map((sz) => (
          <group key={`${sy}:${sz}`}>
            <group rotation={[sy * sz * 0.24, 0, 0]}>
              <mesh material={m.hull} position={[-8, sy * 11.5, 0]} castShadow>
                <boxGeometry args={[9, 17, 0.9]} />
              </mesh>
              <mesh material={m.trim} position={[-7, sy * 15, 0]}>
                <boxGeometry args={[4.5, 5, 1.1]} />
              </mesh>
              <mesh material={m.hull} position={[-1, sy * 20.3, 0]} rotation={ALONG_X}>
                <cylinderGeometry args={[0.55, 0.7, 19, 6]} />
              </mesh>
            </group>
            <mesh material={m.hull} position={[-9, sy * 4.3, sz * 2.4]} rotation={ALONG_X} castShadow>
              <cylinderGeometry args={[2, 2.2, 11, 12]} />
            </mesh>
            <mesh material={m.glow} position={[-14.7, sy * 4.3, sz * 2.4]} rotation={ALONG_X}>
              <cylinderGeometry args={[1.5, 1.5, 0.4, 12]} />
            </mesh>
          </group>
        )),
      )}
    </group>
  );
}
