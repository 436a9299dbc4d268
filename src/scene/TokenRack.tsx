import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Group, Vector3 } from 'three';
import { BASE_SIDE_MM, type Pose } from '../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt, type UnitTrack } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { useOverlayTarget } from './useOverlayTarget.ts';
import { TOKEN_COLOURS, type TokenMarker } from './tokenDisplay.ts';
import { Glyph } from '../icons/GameIcon.tsx';

/** Props of TokenRack. */
export type TokenRackProps = {
  track: UnitTrack;
  markers: TokenMarker[];
  playback: PlaybackModel;
  clock: PlaybackClock;
};

/** Name of a rack's anchor object, for tests. */
export const tokenRackName = (id: string) => `tokens:${id}`;

/** The camera's right axis, world frame (scratch, written each frame). */
const right = new Vector3();

/**
 * A marker drawn with the token's symbol in its colour, labelled in words: the count beside it above one, a
 * lock's letter, a damage card's name.
 */
function SymbolChip({ marker, icon }: { marker: TokenMarker; icon: NonNullable<TokenMarker['icon']> }) {
  const count = marker.count > 1 ? `×${marker.count}` : '';
  const label = `${marker.text}${count ? ` ${count}` : ''}`;
  const beside = marker.kind === 'crit' ? marker.text : (marker.pair ?? count);
  return (
    <span
      className={`tk tk-${marker.kind} tk-symbol`}
      data-key={marker.key}
      role="img"
      aria-label={label}
      title={label}
      style={{ color: TOKEN_COLOURS[marker.kind] }}
    >
      <Glyph name={icon} />
      {beside && <span className="tk-beside">{beside}</span>}
    </span>
  );
}

/** One marker: a coloured chip with its count, shield pips, a lettered lock or a face-up card. */
function Chip({ marker }: { marker: TokenMarker }) {
  const colour = TOKEN_COLOURS[marker.kind];
  if (marker.kind === 'shields') {
    const max = marker.max ?? marker.count;
    return (
      <span className="tk tk-shields" data-key={marker.key} title={`${marker.text} ${marker.count}/${max}`}>
        {Array.from({ length: max }, (_, i) => (
          <i key={i} className={i < marker.count ? 'pip on' : 'pip'} style={{ borderColor: colour }} />
        ))}
      </span>
    );
  }
  if (marker.icon) return <SymbolChip marker={marker} icon={marker.icon} />;
  return (
    <span className={`tk tk-${marker.kind}`} data-key={marker.key} style={{ background: colour }}>
      {marker.text}
      {marker.count > 1 ? ` ×${marker.count}` : ''}
    </span>
  );
}

/**
 * A ship's tokens beside its base, as HTML chips anchored to the table: the anchor follows the ship every frame
 * (read from the playback clock, never React state) and sits on the screen-right side of the base whatever the
 * camera, while the chips themselves change only when the markers do (event boundaries).
 */
export function TokenRack({ track, markers, playback, clock }: TokenRackProps) {
  const anchor = useRef<Group>(null);
  const chips = useRef<HTMLDivElement>(null);
  const pose = useRef<Pose>({ x: 0, y: 0, headingDeg: 0 });
  const overlay = useOverlayTarget();
  const offsetMm = BASE_SIDE_MM[track.size] * 0.62;
  useFrame(({ camera }) => {
    const g = anchor.current;
    if (!g) return;
    const on = drawnPoseAt(playback, track.unit.id, clock.time, pose.current) && markers.length > 0;
    g.visible = on;
    if (chips.current) chips.current.style.display = on ? '' : 'none';
    if (!on) return;
    // The camera's right axis in world (x, y, z) is table (x, −z): step that way from the base centre.
    right.setFromMatrixColumn(camera.matrixWorld, 0);
    let rx = right.x;
    let ry = -right.z;
    const len = Math.hypot(rx, ry);
    if (len < 1e-6) [rx, ry] = [1, 0];
    else [rx, ry] = [rx / len, ry / len];
    g.position.set(pose.current.x + rx * offsetMm, pose.current.y + ry * offsetMm, 4);
  });
  return (
    <group
      ref={anchor}
      name={tokenRackName(track.unit.id)}
      userData={{ tokens: { unit: track.unit.id, markers: markers.map((m) => ({ key: m.key, count: m.count })) } }}
      visible={false}
    >
      <Html portal={overlay} zIndexRange={[0, 0]} pointerEvents="none">
        <div ref={chips} className="token-rack" data-testid={`tokens-${track.unit.id}`} style={{ display: 'none' }}>
          {markers.map((m) => (
            <Chip key={m.key} marker={m} />
          ))}
        </div>
      </Html>
    </group>
  );
}
