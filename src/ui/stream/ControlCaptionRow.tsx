import { useState } from 'react';
import type { SendControl } from './useControlChannel.ts';

/** Props of ControlCaptionRow: the channel to the stream page. */
export type ControlCaptionRowProps = { send: SendControl };

/** An operator caption (text, shown 1–60 s), clearing the captions, and restarting the tournament clock. */
export function ControlCaptionRow({ send }: ControlCaptionRowProps) {
  const [caption, setCaption] = useState('');
  const [seconds, setSeconds] = useState(6);
  return (
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
  );
}
