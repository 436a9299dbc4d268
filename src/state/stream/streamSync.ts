/**
 * The messages between the stream page and its control page (`?mode=control` in another tab of the same
 * browser), carried by a BroadcastChannel: no server beyond the static page. The control page sends commands;
 * the stream page answers with its state a few times a second. Every message is validated, state as strictly as
 * commands: one that does not fit is reported and ignored.
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

/** The longest playback the control page believes, s (a day; a real battle's is minutes). */
export const MAX_PLAYBACK_S = 24 * 60 * 60;
/** The most rounds the control page believes (engines stop far sooner). */
export const MAX_ROUNDS = 10_000;

const seconds = z.number().min(0).max(MAX_PLAYBACK_S);
const roundNumber = z.number().int().min(0).max(MAX_ROUNDS);

/**
 * The stream page's state, as strictly as the commands: bounded numbers (a spoofed message must not show a clock
 * of 10^298 minutes or round 2^53), a known camera, a title of caption length, and times within the battle.
 */
const stateSchema = z
  .object({
    type: z.literal('state'),
    title: z.string().max(300),
    timeS: seconds,
    durationS: seconds,
    playing: z.boolean(),
    speed: z.number().min(0.25).max(8),
    camera: cameraMode,
    round: roundNumber,
    rounds: z.array(z.object({ round: roundNumber.min(1), t: seconds }).strict()).max(MAX_ROUNDS),
    exporting: z.boolean(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.timeS > m.durationS) {
      ctx.addIssue({ code: 'custom', path: ['timeS'], message: `expected at most the duration ${m.durationS}` });
    }
    m.rounds.forEach((r, i) => {
      if (r.t > m.durationS) {
        ctx.addIssue({
          code: 'custom',
          path: ['rounds', i, 't'],
          message: `expected at most the duration ${m.durationS}`,
        });
      }
    });
  });

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
