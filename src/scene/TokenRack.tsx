import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import type { Group } from 'three';
import type { Pose } from '../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt, type UnitTrack } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { useOverlayTarget } from './useOverlayTarget.ts';
import { TOKEN_COLOURS, type TokenMarker } from './tokenDisplay.ts';
import { type RegisteredRack, rackRegistry } from './tokenRackRegistry.ts';
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

/** Where drei's Html puts its element: the canvas's top-left corner, whatever the anchor. */
const atOrigin = (): [number, number] => [0, 0];

/**
 * A ship's tokens beside its base, as HTML chips over the canvas: shown while the ship is drawn (read from the
 * playback clock every frame, never React state), and placed by LabelLayout with the ship labels, clear of the
 * ships and the other labels, with a leader line when it has to stand off. The chips themselves change only when
 * the markers do (event boundaries).
 */
export function TokenRack({ track, markers, playback, clock }: TokenRackProps) {
  const anchor = useRef<Group>(null);
  const pose = useRef<Pose>({ x: 0, y: 0, headingDeg: 0 });
  const overlay = useOverlayTarget();
  const unit = track.unit.id;
  const text = `tokens: ${markers.map((m) => m.text).join(', ')}`;
  // drei's Html renders its content in a root of its own, after this component's effects: the chips register
  // when their element arrives, through a callback ref.
  const entry = useRef<RegisteredRack | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    if (entry.current) entry.current.text = text;
  }, [text]);
  const chipsRef = useCallback(
    (el: HTMLDivElement | null) => {
      if (entry.current) rackRegistry.delete(entry.current);
      entry.current = el ? { unit, anchor, el, text: textRef.current } : null;
      if (entry.current) rackRegistry.add(entry.current);
    },
    [unit],
  );
  useFrame(() => {
    const g = anchor.current;
    if (!g) return;
    const on = drawnPoseAt(playback, unit, clock.time, pose.current) && markers.length > 0;
    g.visible = on;
    g.position.set(pose.current.x, pose.current.y, 4);
  });
  return (
    <group
      ref={anchor}
      name={tokenRackName(unit)}
      userData={{ tokens: { unit, markers: markers.map((m) => ({ key: m.key, count: m.count })) } }}
      visible={false}
    >
      {/* At the canvas's top-left corner: LabelLayout moves the chips from there to their place. */}
      <Html portal={overlay} zIndexRange={[0, 0]} pointerEvents="none" calculatePosition={atOrigin}>
        <div ref={chipsRef} className="token-rack" data-testid={`tokens-${unit}`} style={{ visibility: 'hidden' }}>
          {markers.map((m) => (
            <Chip key={m.key} marker={m} />
          ))}
        </div>
      </Html>
    </group>
  );
}
