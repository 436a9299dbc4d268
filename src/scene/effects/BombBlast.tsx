import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Mesh, MeshBasicMaterial } from 'three';
import type { BlastFlash } from '../../state/playback/bombSpans.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { IMPACT } from './effectColours.ts';
import { blastRingAt, coreFlashAt, spanProgress } from './effectTiming.ts';
import { FlashSprite } from './FlashSprite.tsx';
import { ShockRing } from './ShockRing.tsx';

/** Props of BombBlast: the detonation and the playback clock. */
export type BombBlastProps = { blast: BlastFlash; clock: PlaybackClock };

/** The flash's height above the mat, mm. */
const FLASH_Z_MM = 8;
/** Where the shock ring lies: 1 mm over the mat. */
const RING_AT = [0, 0, 1] as const;

/**
 * A bomb or mine detonating where its token lay: a white-hot flash (the explosions' core flash) and a shock ring
 * running out over the mat to the blast's reach (Range 1 of a bomb), fading as it goes. A pure function of the
 * playback time.
 */
export function BombBlast({ blast, clock }: BombBlastProps) {
  const ring = useRef<Mesh>(null);
  const ringMaterial = useRef<MeshBasicMaterial>(null);
  useFrame(() => {
    const u = spanProgress(blast.fromS, blast.untilS, clock.time);
    const r = ring.current;
    if (!r) return;
    r.visible = u >= 0;
    if (u < 0) return;
    const { reach, brightness: k } = blastRingAt(u);
    r.scale.setScalar(Math.max(0.01, reach * blast.radiusMm));
    ringMaterial.current?.color.setRGB(1.6 * k, 0.7 * k, 0.25 * k);
  });
  return (
    <group name={`blast:${blast.id}`} position={[blast.x, blast.y, 0]}>
      <ShockRing meshRef={ring} materialRef={ringMaterial} innerRadius={0.9} position={RING_AT} visible={false} />
      <FlashSprite
        position={[0, 0, FLASH_Z_MM]}
        fromS={blast.fromS}
        untilS={blast.untilS}
        sizeMm={Math.max(60, blast.radiusMm)}
        colour={IMPACT}
        curve={coreFlashAt}
        clock={clock}
      />
    </group>
  );
}
