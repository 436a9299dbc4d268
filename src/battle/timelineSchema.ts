/**
 * The zod schema of a timeline (timeline.ts): what a rule system plays and `holotable replay` prints, checked
 * when a timeline arrives from outside the program (a live table's events over NATS, liveEvents.ts). Numbers are
 * finite and within the limits every battle file lives in (limits.ts), ids and names within their lengths, and
 * every list bounded, so a message that passes cannot make the viewer draw NaN or loop without end.
 */
import { z } from 'zod';
import { idSchema, nameSchema } from './idSchemas.ts';
import type { TimedEvent, Timeline } from './timeline.ts';
import { angleDeg, listOf, numberWithin, pointListMm, positionMm } from './limits.ts';

/** The longest battle on the clock, seconds (a day): far beyond any game, yet small enough to stay exact. */
export const MAX_TIMELINE_S = 86_400;
/** The most units a timeline lists (Full Thrust squadrons count one each). */
export const MAX_TIMELINE_UNITS = 256;
/** The most points an obstacle outline or a waypoint path holds. */
export const MAX_TIMELINE_POINTS = 512;

const count = () => z.number().int().min(0).max(1_000_000);
const shortText = () => z.string().max(1_000);
const seconds = () => numberWithin(0, MAX_TIMELINE_S, 's');

/** A pose on the table. */
export const timelinePoseSchema = z.strictObject({ x: positionMm(), y: positionMm(), heading: angleDeg() });
const point = z.tuple([positionMm(), positionMm()]);

const movePathSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('template'),
    maneuver: z.string().max(32),
    size: z.enum(['small', 'large']),
    progress: numberWithin(0, 1, ''),
    rotationDeg: angleDeg(),
    slideMm: positionMm().optional(),
  }),
  z.strictObject({ kind: z.literal('slide'), template: z.string().max(32) }),
  z.strictObject({ kind: z.literal('waypoints'), poses: listOf(timelinePoseSchema, MAX_TIMELINE_POINTS, 'poses') }),
]);

const ids = () => listOf(idSchema, MAX_TIMELINE_UNITS, 'ids');
const faces = () => listOf(z.string().max(32), 64, 'dice');

/** When an event starts and how long it lasts on the clock (seconds). */
const timing = { t: seconds(), duration: seconds() };

/** One event on the clock: its kind's fields (timeline.ts, TimelineEvent), its start and its length. */
export const timedEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...timing, kind: z.literal('round'), round: count() }),
  z.strictObject({ ...timing, kind: z.literal('phase'), round: count(), phase: z.string().max(64) }),
  z.strictObject({ ...timing, kind: z.literal('activation'), unit: idSchema }),
  z.strictObject({ ...timing, kind: z.literal('place'), unit: idSchema, pose: timelinePoseSchema }),
  z.strictObject({
    ...timing,
    kind: z.literal('obstacle'),
    id: idSchema,
    name: nameSchema(),
    shape: z.string().max(64),
    outline: pointListMm(MAX_TIMELINE_POINTS, 'points'),
    obstacleKind: z.string().max(64),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('reveal'),
    unit: idSchema,
    maneuver: z.string().max(64),
    difficulty: z.string().max(32).optional(),
    note: shortText().optional(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('move'),
    unit: idSchema,
    from: timelinePoseSchema,
    to: timelinePoseSchema,
    path: movePathSchema,
    bumped: ids().optional(),
    obstaclesHit: ids().optional(),
    fled: z.boolean().optional(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('action'),
    unit: idSchema,
    action: z.string().max(64),
    target: idSchema.optional(),
    detail: shortText().optional(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('token'),
    unit: idSchema,
    token: z.string().max(64),
    count: count(),
    target: idSchema.optional(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('attack'),
    attacker: idSchema,
    defender: idSchema,
    weapon: z.string().max(64),
    line: z.tuple([point, point]),
    range: count(),
    obstructed: z.boolean(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('dice'),
    unit: idSchema,
    role: z.enum(['attack', 'defence', 'effect']),
    label: shortText().optional(),
    rolled: faces(),
    modified: faces(),
    modifications: listOf(shortText(), 64, 'modifications'),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('result'),
    attacker: idSchema,
    defender: idSchema,
    hits: count(),
    crits: count(),
    evades: count(),
    hit: z.boolean(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('damage'),
    unit: idSchema,
    shieldsLost: count(),
    cards: listOf(z.strictObject({ name: nameSchema(), faceUp: z.boolean() }), 64, 'cards'),
    hull: count(),
    shields: count(),
  }),
  z.strictObject({ ...timing, kind: z.literal('destroyed'), unit: idSchema, cause: shortText() }),
  z.strictObject({ ...timing, kind: z.literal('caption'), text: shortText(), unit: idSchema.optional() }),
  z.strictObject({
    ...timing,
    kind: z.literal('bomb'),
    id: idSchema,
    name: nameSchema(),
    card: nameSchema(),
    unit: idSchema,
    pose: timelinePoseSchema,
    outline: pointListMm(MAX_TIMELINE_POINTS, 'points'),
    mine: z.boolean(),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('detonation'),
    id: idSchema,
    name: nameSchema(),
    units: ids(),
    cause: z.enum(['overlap', 'range']),
  }),
  z.strictObject({
    ...timing,
    kind: z.literal('end'),
    winner: count().nullable(),
    reason: shortText(),
    scores: listOf(z.number().finite(), 16, 'scores'),
  }),
]);

const unitSchema = z.strictObject({
  id: idSchema,
  name: nameSchema(),
  side: count(),
  type: z.string().max(64),
  size: z.string().max(32),
  skill: z.number().finite().optional(),
  hull: count(),
  shields: count(),
  pose: timelinePoseSchema,
  info: z.record(z.string().max(64), z.union([z.string().max(200), z.number().finite()])).optional(),
});

const gridSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('hex'),
    sizeMm: positionMm(),
    cols: count(),
    rows: count(),
    orientation: z.literal('pointy'),
    originMm: z.strictObject({ x: positionMm(), y: positionMm() }),
  }),
  z.strictObject({
    kind: z.literal('square'),
    cellMm: positionMm(),
    cols: count(),
    rows: count(),
    blocked: listOf(z.strictObject({ col: count(), row: count(), kind: z.string().max(64) }), 10_000, 'squares'),
  }),
]);

/** A timeline's fixed part, everything but its events: system, table, grid, sides and units. */
export const timelineHeaderSchema = z.strictObject({
  system: z.string().max(64),
  playArea: z.strictObject({ width: positionMm(), height: positionMm() }),
  grid: gridSchema.optional(),
  sides: listOf(z.strictObject({ name: nameSchema(), faction: z.string().max(64) }), 16, 'sides'),
  units: listOf(unitSchema, MAX_TIMELINE_UNITS, 'units'),
});

// The schemas and the types they check must agree: a field added to one and not the other fails to compile here.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const eventsAgree: Agrees<z.infer<typeof timedEventSchema>, TimedEvent> = true;
const headerAgrees: Agrees<z.infer<typeof timelineHeaderSchema>, Omit<Timeline, 'events' | 'duration'>> = true;
void eventsAgree;
void headerAgrees;
