import { useEffect, useRef, useState } from 'react';
import { PLAYBACK_SPEEDS } from '../../state/playbackAtoms.ts';
import {
  type ControlMessage,
  parseStateMessage,
  STREAM_CHANNEL,
  type StreamStateMessage,
} from '../../state/stream/streamSync.ts';
import { CAMERA_MODE_LABELS, CAMERA_MODES } from '../../state/viewAtoms.ts';
import { clockText } from '../../state/stream/streamOverlay.ts';
import './stream.css';

/** Props of StreamControlPage. */
export type StreamControlPageProps = Record<string, never>;

/** The stream page counts as gone when it has not spoken for this long, ms. */
const STALE_MS = 1500;

/**
 * The stream's control page (`?mode=control`, in another tab of the same browser as the stream page): play,
 * pause, seek, speed, camera override, captions and the tournament clock, sent over a BroadcastChannel; shows
 * the stream page's state as it reports it. No server is involved.
 */
export function StreamControlPage(_: StreamControlPageProps) {
  const channel = useRef<BroadcastChannel | null>(null);
  const [state, setState] = useState<StreamStateMessage | null>(null);
  const [heardAt, setHeardAt] = useState(0);
  const [now, setNow] = useState(() => performance.now());
  const [caption, setCaption] = useState('');
  const [seconds, setSeconds] = useState(6);
  useEffect(() => {
    const ch = new BroadcastChannel(STREAM_CHANNEL);
    channel.current = ch;
    ch.onmessage = (e: MessageEvent) => {
      const parsed = parseStateMessage(e.data);
      if (!parsed.ok) return;
      setState(parsed.message);
      setHeardAt(performance.now());
    };
    ch.postMessage({ type: 'hello' } satisfies ControlMessage);
    const tick = setInterval(() => setNow(performance.now()), 500);
    return () => {
      clearInterval(tick);
      ch.close();
      channel.current = null;
    };
  }, []);
  const send = (m: ControlMessage) => channel.current?.postMessage(m);
  const connected = state !== null && now - heardAt < STALE_MS;
  return (
    <div className="stream-control" data-testid="stream-control">
      <h1>Holotable stream control</h1>
      <div className="status" data-testid="control-status" data-connected={connected ? '1' : '0'}>
        {connected && state
          ? `${state.playing ? '▶ playing' : '❚❚ paused'} · ${clockText(state.timeS)} / ${clockText(state.durationS)} · ` +
            `${state.round > 0 ? `round ${state.round}` : 'set-up'} · ${state.speed}× · camera ${state.camera}` +
            `${state.exporting ? ' · exporting video' : ''}`
          : 'No stream page is open in this browser: open ?mode=stream in another tab.'}
      </div>
      <div className="stream-control-row">
        <button type="button" className="primary" data-testid="control-play" onClick={() => send({ type: 'play' })}>
          ▶ Play
        </button>
        <button type="button" data-testid="control-pause" onClick={() => send({ type: 'pause' })}>
          ❚❚ Pause
        </button>
        <label>
          Speed
          <select
            value={String(state?.speed ?? 1)}
            onChange={(e) => send({ type: 'speed', speed: Number(e.currentTarget.value) })}
          >
            {PLAYBACK_SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <label>
          Round
          <select
            value={String(state?.round ?? 0)}
            onChange={(e) => {
              const r = state?.rounds.find((x) => x.round === Number(e.currentTarget.value));
              if (r) send({ type: 'seek', timeS: r.t });
            }}
          >
            <option value="0" disabled>
              set-up
            </option>
            {(state?.rounds ?? []).map((r) => (
              <option key={r.round} value={String(r.round)}>
                {r.round}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label>
        Seek
        <input
          className="seek"
          type="range"
          min={0}
          max={state?.durationS ?? 0}
          step={0.1}
          value={state?.timeS ?? 0}
          data-testid="control-seek"
          onChange={(e) => send({ type: 'seek', timeS: Number(e.currentTarget.value) })}
        />
      </label>
      <div className="stream-control-row">
        <span>Camera (override):</span>
        {CAMERA_MODES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={state?.camera === m}
            data-testid={`control-camera-${m}`}
            onClick={() => send({ type: 'camera', mode: m })}
          >
            {CAMERA_MODE_LABELS[m]}
          </button>
        ))}
      </div>
      <div className="stream-control-row">
        <label>
          Caption
          <input
            type="text"
            maxLength={200}
            size={40}
            value={caption}
            data-testid="control-caption-text"
            onChange={(e) => setCaption(e.currentTarget.value)}
          />
        </label>
        <label>
          Seconds
          <input
            type="number"
            min={1}
            max={60}
            value={seconds}
            onChange={(e) => setSeconds(Number(e.currentTarget.value))}
          />
        </label>
        <button
          type="button"
          className="primary"
          data-testid="control-caption-send"
          disabled={caption.trim() === ''}
          onClick={() => send({ type: 'caption', text: caption.trim(), seconds: Math.min(60, Math.max(1, seconds)) })}
        >
          Show caption
        </button>
        <button type="button" onClick={() => send({ type: 'clear-captions' })}>
          Clear captions
        </button>
        <button type="button" onClick={() => send({ type: 'restart-timer' })}>
          Restart tournament clock
        </button>
      </div>
    </div>
  );
}
