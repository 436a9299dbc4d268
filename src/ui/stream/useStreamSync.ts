/**
 * The stream page's end of the control channel (streamSync.ts): applies the control page's commands (play,
 * pause, seek, speed, camera, captions, timer) and publishes its own state four times a second.
 */
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { roundStarts } from '../../battle/timelineNav.ts';
import {
  pauseMovesAtom,
  playbackClockAtom,
  playMovesAtom,
  seekAtom,
  setPlaybackSpeedAtom,
} from '../../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../../state/scenarioAtoms.ts';
import { countdownStartMsAtom, exportStateAtom, operatorCaptionsAtom } from '../../state/stream/streamAtoms.ts';
import { parseControlMessage, STREAM_CHANNEL, type StreamStateMessage } from '../../state/stream/streamSync.ts';
import { cameraModeAtom } from '../../state/viewAtoms.ts';
import { battleSnapshotAtom } from '../../state/battleAtoms.ts';

/** How often the stream page publishes its state, ms. */
const STATE_EVERY_MS = 250;

/** Listens for control-page commands and publishes the stream's state (no-op where BroadcastChannel is missing). */
export function useStreamSync(): void {
  const store = useStore();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(STREAM_CHANNEL);
    let captionId = 0;
    const publish = () => {
      const battle = store.get(loadedBattleAtom);
      const clock = store.get(playbackClockAtom);
      const state: StreamStateMessage = {
        type: 'state',
        title: battle?.title ?? battle?.source ?? '',
        timeS: clock.time,
        durationS: clock.duration,
        playing: clock.playing,
        speed: clock.speed,
        camera: store.get(cameraModeAtom),
        round: store.get(battleSnapshotAtom)?.round ?? 0,
        rounds: battle ? roundStarts(battle.timeline) : [],
        exporting: store.get(exportStateAtom).kind === 'running',
      };
      channel.postMessage(state);
    };
    channel.onmessage = (e: MessageEvent) => {
      const data: unknown = e.data;
      // Other stream pages' state is not for us.
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'state') return;
      const parsed = parseControlMessage(data);
      if (!parsed.ok) {
        console.warn(`stream control message ignored: ${parsed.error}`);
        return;
      }
      const m = parsed.message;
      switch (m.type) {
        case 'hello':
          break;
        case 'play':
          store.set(playMovesAtom);
          break;
        case 'pause':
          store.set(pauseMovesAtom);
          break;
        case 'seek':
          store.set(seekAtom, m.timeS);
          break;
        case 'speed':
          store.set(setPlaybackSpeedAtom, m.speed);
          break;
        case 'camera':
          store.set(cameraModeAtom, m.mode);
          break;
        case 'caption':
          captionId += 1;
          store.set(operatorCaptionsAtom, [
            ...store.get(operatorCaptionsAtom).filter((c) => c.untilMs > performance.now()),
            { id: captionId, text: m.text, untilMs: performance.now() + m.seconds * 1000 },
          ]);
          break;
        case 'clear-captions':
          store.set(operatorCaptionsAtom, []);
          break;
        case 'restart-timer':
          store.set(countdownStartMsAtom, performance.now());
          break;
      }
      publish();
    };
    const timer = setInterval(publish, STATE_EVERY_MS);
    publish();
    return () => {
      clearInterval(timer);
      channel.close();
    };
  }, [store]);
}
