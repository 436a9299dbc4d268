/**
 * The recording as it grows, for other tabs: the recorder posts the present battle file on a BroadcastChannel
 * after every step (like the stream control channel, streamSync.ts) and answers a "hello" with it. The viewer and
 * stream mode opened with `?follow=record` listen (followRecording.ts) and show the game as recorded so far.
 */
import { z } from 'zod';

/** The channel the recorder posts on. */
export const RECORD_CHANNEL = 'holotable-record';

/** A message of the channel: the whole present file (a viewer replays it), or a request for it. */
export const recordMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('file'), text: z.string().max(5_000_000) }),
  z.strictObject({ type: z.literal('hello') }),
]);
/** A message of the record channel. */
export type RecordMessage = z.infer<typeof recordMessageSchema>;

/** The value of `?follow=` that makes the viewer or stream mode follow the recorder in another tab. */
export const FOLLOW_RECORD = 'record';

/** Whether a page address asks to follow the recorder (`?follow=record`). */
export function followsRecording(search: string): boolean {
  return new URLSearchParams(search).get('follow') === FOLLOW_RECORD;
}
