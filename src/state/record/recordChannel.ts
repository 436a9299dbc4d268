/**
 * The recording as it grows, for other tabs: the recorder posts the present battle file on a BroadcastChannel
 * after every step (like the stream control channel, streamSync.ts) and answers a "hello" with it. No page
 * listens yet: the viewer and stream mode following it is still to be built.
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
