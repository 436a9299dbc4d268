/**
 * The messages between the stream page and its control page (`?mode=control` in another tab of the same
 * browser), carried by a BroadcastChannel: no server beyond the static page. The control page sends commands;
 * the stream page answers with its state a few times a second. Every message is validated: one that does not
 * fit is reported and ignored.
 */
import { z } from 'zod';
import { problemsFromZod } from '../../battle/validationError.ts';

/** The BroadcastChannel both pages open. */
export const STREAM_CHANNEL = 'holotable-stream';

/** Camera modes the control page can pick (the same as the viewer's). */
const cameraMode = z.enum(['orbit', 'top', 'follow', 'director']);

const controlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello') }).strict(),
  z.object({ type: z.literal('play') }).strict(),
  z.object({ type: z.literal('pause') }).strict(),
  z.object({ type: z.literal('seek'), timeS: z.number().finite().min(0) }).strict(),
  z.object({ type: z.literal('speed'), speed: z.number().finite().min(0.25).max(8) }).strict(),
  z.object({ type: z.literal('camera'), mode: cameraMode }).strict(),
  z
    .object({ type: z.literal('caption'), text: z.string().min(1).max(200), seconds: z.number().min(1).max(60) })
    .strict(),
  z.object({ type: z.literal('clear-captions') }).strict(),
  z.object({ type: z.literal('restart-timer') }).strict(),
]);

const stateSchema = z
  .object({
    type: z.literal('state'),
    title: z.string(),
    timeS: z.number(),
    durationS: z.number(),
    playing: z.boolean(),
    speed: z.number(),
    camera: cameraMode,
    round: z.number().int(),
    rounds: z.array(z.object({ round: z.number().int(), t: z.number() }).strict()),
    exporting: z.boolean(),
  })
  .strict();

/** A command from the control page. */
export type ControlMessage = z.infer<typeof controlSchema>;
/** The stream page's state, for the control page's display. */
export type StreamStateMessage = z.infer<typeof stateSchema>;

/** A message read off the channel: the command or state, or why it was refused. */
export type Parsed<T> = { ok: true; message: T } | { ok: false; error: string };

function parseWith<T>(schema: z.ZodType<T>, data: unknown): Parsed<T> {
  const r = schema.safeParse(data, { reportInput: true });
  if (r.success) return { ok: true, message: r.data };
  const p = problemsFromZod(r.error.issues)[0];
  return { ok: false, error: p ? `${p.path || '(message)'}: ${p.message}` : 'invalid message' };
}

/** Validates a command from the channel. */
export function parseControlMessage(data: unknown): Parsed<ControlMessage> {
  return parseWith(controlSchema, data);
}

/** Validates a state message from the channel. */
export function parseStateMessage(data: unknown): Parsed<StreamStateMessage> {
  return parseWith(stateSchema, data);
}
