import { useFrame } from '@react-three/fiber';
import { useStore } from 'jotai';
import { type RefObject, useRef } from 'react';
import { countdownStartMsAtom, exportStateAtom, operatorCaptionsAtom } from '../../state/stream/streamAtoms.ts';
import type { StreamSettings } from '../../state/stream/streamParams.ts';
import { paintStreamOverlay, STAGE_HEIGHT, STAGE_WIDTH } from './overlayPainter.ts';
import {
  MAX_CAPTIONS,
  type StreamOverlayModel,
  type StreamOverlayView,
  streamOverlayAt,
} from '../../state/stream/streamOverlay.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { gameFontSettled } from '../../icons/gameFont.ts';

/** Props of StreamOverlayDriver. */
export type StreamOverlayDriverProps = {
  model: StreamOverlayModel;
  clock: PlaybackClock;
  settings: StreamSettings;
  canvas: RefObject<HTMLCanvasElement | null>;
  /** The view last painted, for the test hook. */
  lastView: RefObject<StreamOverlayView | null>;
};

/** How long an operator caption fades out, ms. */
const OPERATOR_FADE_MS = 400;

/**
 * Paints the broadcast overlays on the stage's 2D overlay canvas from the playback clock, in the render loop
 * (so they move with the 3D view), only when what they show has changed. The countdown and the operator's
 * captions run on the page's real clock; everything else is the battle at the clock's time.
 */
export function StreamOverlayDriver({ model, clock, settings, canvas, lastView }: StreamOverlayDriverProps) {
  const store = useStore();
  const painted = useRef('');
  useFrame(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    // While a video export steps the clock, the live overlay stays as it was (the video draws its own).
    if (!el || !ctx || store.get(exportStateAtom).kind === 'running') return;
    const now = performance.now();
    const remaining =
      settings.timerMinutes === null
        ? null
        : settings.timerMinutes * 60 - (now - store.get(countdownStartMsAtom)) / 1000;
    const view = streamOverlayAt(model, clock.time, remaining);
    const operator = store
      .get(operatorCaptionsAtom)
      .filter((c) => c.untilMs > now)
      .map((c) => ({
        key: `operator@${c.id}`,
        kind: 'operator' as const,
        title: 'Caster',
        detail: c.text,
        opacity: Math.min(1, (c.untilMs - now) / OPERATOR_FADE_MS),
      }));
    view.captions = [...view.captions, ...operator].slice(-MAX_CAPTIONS);
    lastView.current = view;
    // Painted again once the game symbols' font is in (dice and tokens drawn before it would show blanks).
    const key = `${gameFontSettled()}${JSON.stringify(view, (k, v: unknown) => (k === 't' ? undefined : v))}`;
    if (key === painted.current) return;
    painted.current = key;
    paintStreamOverlay(ctx, view, STAGE_WIDTH, STAGE_HEIGHT);
  });
  return null;
}
