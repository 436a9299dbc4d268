/** Props of HangarLights. */
export type HangarLightsProps = Record<string, never>;

/**
 * The hangar's lights, as the table's (Lighting.tsx) but round one model rather than a mat: a cool ambient and
 * sky fill, a warm key light from above one side, and a blue rim light behind, so silhouettes read on the dark.
 * Directions only: the lights are directional, so one set serves models from 20 mm to a metre long.
 */
export function HangarLights(_: HangarLightsProps) {
  return (
    <group name="hangar-lights">
      <ambientLight intensity={0.35} color="#9fb0ff" />
      <hemisphereLight args={['#b8c8ff', '#140c1e', 0.65]} />
      <directionalLight position={[-0.6, 1, 0.5]} intensity={2.6} color="#fff1de" />
      <directionalLight position={[0.7, 0.35, -1]} intensity={1.1} color="#6f9dff" />
    </group>
  );
}
