/**
 * The live-table protocol (README, "Live spectating"): a table's timeline as a numbered sequence of messages on
 * one NATS subject per table, stored by a JetStream stream. Message 0 is `start` (the timeline's fixed part:
 * system, table, sides, units), then one `event` per timed event, then `finish`. Every message carries its
 * table, its battle's id and its sequence number, so a viewer finds gaps and doubles without trusting the transport, and the
 * time it was sent (ms since 1970) for measuring latency. Everything a viewer receives is checked here, with the
 * timeline's own schema (timelineSchema.ts), before it reaches the scene. No NATS code here: the publisher
 * (src/state/live/livePublisher.ts) and the viewer (src/state/live/liveWatcher.ts) bring their own connection.
 */
import { z } from 'zod';
import type { TimedEvent, Timeline } from './timeline.ts';
import { timedEventSchema, timelineHeaderSchema } from './timelineSchema.ts';
import { formatPath } from './validationError.ts';

/** The JetStream stream that stores every table. */
export const LIVE_STREAM = 'HOLOTABLE_TABLES';
/** Subjects are `holotable.table.<name>`. */
export const LIVE_SUBJECT_PREFIX = 'holotable.table';
/**
 * Subjects where the stream republishes each message it stores, `holotable.live.<name>`, with its stream sequence
 * in the `Nats-Sequence` header: viewers follow a table there once they have read its history from the stream.
 */
export const LIVE_TAIL_PREFIX = 'holotable.live';
/** The header of a republished message that carries its stream sequence. */
export const LIVE_SEQUENCE_HEADER = 'Nats-Sequence';
/** The largest message a viewer accepts (bytes); the server's max_payload is the same. */
export const MAX_LIVE_MESSAGE_BYTES = 64 * 1024;
/** The most messages one table holds (its start, events and finish). */
export const MAX_LIVE_SEQ = 1_000_000;

/** The viewers' user on the server (connections without credentials become it). */
export const VIEWER_USER = 'viewer';

/**
 * The inbox prefix (the NATS clients' `inboxPrefix` option) a user's connections take for the replies to their
 * requests: `_INBOX_<user>`. The server lets each user subscribe to its own prefix only, so no one reads another
 * user's replies (scripts/live/natsConfig.ts).
 */
export function inboxPrefixOf(user: string): string {
  return `_INBOX_${user}`;
}

/** A table name: letters, digits, '-' and '_' (one NATS subject token), 1 to 64 characters. */
export const tableNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "expected 1 to 64 letters, digits, '-' or '_'" });

/** A table's subject. */
export function tableSubject(table: string): string {
  return `${LIVE_SUBJECT_PREFIX}.${table}`;
}

/** The subject where the stream republishes a table's stored messages (viewers subscribe to it). */
export function liveTailSubject(table: string): string {
  return `${LIVE_TAIL_PREFIX}.${table}`;
}

/** The table a subject names, or null for another subject. */
export function tableOfSubject(subject: string): string | null {
  const prefix = `${LIVE_SUBJECT_PREFIX}.`;
  if (!subject.startsWith(prefix)) return null;
  const name = subject.slice(prefix.length);
  return tableNameSchema.safeParse(name).success ? name : null;
}

/** A battle's id on its table: the publisher draws one per battle, so two battles on one table never mix. */
export const battleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'expected a battle id' });

const common = {
  v: z.literal(1),
  table: tableNameSchema,
  battle: battleIdSchema,
  seq: z.number().int().min(0).max(MAX_LIVE_SEQ),
  sentAtMs: z.number().finite().min(0),
};

/** One message of a live table. */
export const liveMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('start'),
    title: z.string().max(200).optional(),
    /** How many times real time the publisher plays the battle out (1 for a game played live). */
    speed: z.number().min(0.01).max(1_000),
    header: timelineHeaderSchema,
  }),
  z.strictObject({ ...common, kind: z.literal('event'), event: timedEventSchema }),
  z.strictObject({ ...common, kind: z.literal('finish'), duration: z.number().finite().min(0) }),
]);

/** One message of a live table, checked. */
export type LiveMessage = z.infer<typeof liveMessageSchema>;
/** The fixed part of a timeline, as a `start` message carries it. */
export type LiveHeader = Omit<Timeline, 'events' | 'duration'>;

/** Why a message was refused: too big, not JSON, or not a live message (the first problem, naming its field). */
export type LiveRefusal = { kind: 'oversized' | 'malformed'; reason: string };

/** Decodes UTF-8 and refuses bytes that are not (one instance: a decode without `stream` keeps no state). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a message's bytes: the checked message, or why it was refused. Never throws. */
export function decodeLiveMessage(bytes: Uint8Array): LiveMessage | LiveRefusal {
  if (bytes.byteLength > MAX_LIVE_MESSAGE_BYTES)
    return { kind: 'oversized', reason: `${bytes.byteLength} bytes, at most ${MAX_LIVE_MESSAGE_BYTES}` };
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch (e) {
    return { kind: 'malformed', reason: `not JSON text (${(e as Error).message})` };
  }
  const parsed = liveMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { kind: 'malformed', reason: issue ? `${formatPath(issue.path) || '(root)'}: ${issue.message}` : 'invalid' };
}

/** Whether a decoded result is a refusal. */
export function isRefusal(m: LiveMessage | LiveRefusal): m is LiveRefusal {
  return m.kind === 'oversized' || m.kind === 'malformed';
}

/**
 * A finished timeline as the messages a publisher sends for one battle on a table, in order (their `sentAtMs`
 * is filled when each is sent): start, one per event, finish.
 */
export function timelineMessages(
  table: string,
  battle: string,
  timeline: Timeline,
  speed: number,
  title?: string,
): LiveMessage[] {
  const { events, duration, ...header } = timeline;
  const start: LiveMessage = {
    v: 1,
    table,
    battle,
    seq: 0,
    sentAtMs: 0,
    kind: 'start',
    speed,
    header,
    ...(title !== undefined ? { title } : {}),
  };
  const out: LiveMessage[] = [start];
  for (const event of events) out.push({ v: 1, table, battle, seq: out.length, sentAtMs: 0, kind: 'event', event });
  out.push({ v: 1, table, battle, seq: out.length, sentAtMs: 0, kind: 'finish', duration });
  return out;
}

/** When a message is due on the battle's clock (s): the start at 0, an event at its start, the finish at the end. */
export function messageClockS(m: LiveMessage): number {
  if (m.kind === 'event') return m.event.t;
  if (m.kind === 'finish') return m.duration;
  return 0;
}

/** A timeline's duration so far: where its last event ends. */
export function durationSoFar(events: readonly TimedEvent[]): number {
  const last = events[events.length - 1];
  return last ? last.t + last.duration : 0;
}
