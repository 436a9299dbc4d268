/**
 * `?follow=record`: the viewer or stream page shows the recording made in another tab of this browser as it grows.
 * It asks the recorder for its file ("hello") on the record channel and shows every file posted there; the
 * recorder's code (the engine that plays the file so far) is loaded only by a page that follows.
 */
import type { useStore } from 'jotai';
import { RECORD_CHANNEL, recordMessageSchema } from '../state/record/recordChannel.ts';

/** Starts following on the record channel; returns the function that stops. */
export function followRecorder(store: ReturnType<typeof useStore>): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(RECORD_CHANNEL);
  let latest: string | null = null;
  let busy = false;
  // Files are shown one at a time, always the latest posted: a burst of steps shows its last file.
  const showLatest = async () => {
    if (busy) return;
    busy = true;
    const { followRecordingAtom } = await import('../state/record/followRecording.ts');
    while (latest !== null) {
      const text = latest;
      latest = null;
      await store.set(followRecordingAtom, text);
    }
    busy = false;
  };
  channel.onmessage = (e: MessageEvent) => {
    const message = recordMessageSchema.safeParse(e.data).data;
    if (message?.type !== 'file') return;
    latest = message.text;
    void showLatest();
  };
  channel.postMessage({ type: 'hello' });
  return () => channel.close();
}
