/**
 * The new-recording form kept across a reload, beside the recording's own autosave (autosave.ts): the title,
 * round limit and seed, and each player's name, pasted XWS and squad as built, written to local storage on every
 * change. Stored text that does not read back is moved aside under a dated key, never written over.
 */
import { z } from 'zod';
import { problemsFromZod } from '../../battle/validationError.ts';
import { XWS_SLOTS } from '../../rules/xwing1e/xws.ts';
import type { RecordStore } from './autosave.ts';
import type { BuiltSquad, Side, UpgradeSlot } from './squadBuilder.ts';
import { EMPTY_SQUAD, SIDES } from './squadBuilder.ts';

/** The local-storage key of the new-recording form. */
export const RECORD_FORM_KEY = 'holotable.record.form.v1';

/** One player as the form holds them: name, how the squad is given, the pasted XWS and the squad as built. */
export interface SquadDraft {
  name: string;
  /** Which way the squad is given: XWS pasted or opened, or built card by card. */
  mode: 'xws' | 'build';
  xws: string;
  built: BuiltSquad;
}

/** The whole form as typed. */
export interface FormDraft {
  title: string;
  roundLimit: string;
  seed: string;
  players: [SquadDraft, SquadDraft];
}

/** An empty player. */
export const EMPTY_PLAYER: SquadDraft = { name: '', mode: 'xws', xws: '', built: EMPTY_SQUAD };

/** The form as a page first shows it. */
export const EMPTY_FORM: FormDraft = { title: '', roundLimit: '12', seed: '1', players: [EMPTY_PLAYER, EMPTY_PLAYER] };

const slots = Object.values(XWS_SLOTS) as [UpgradeSlot, ...UpgradeSlot[]];
const builtSchema = z.object({
  faction: z.enum(SIDES as [Side, ...Side[]]),
  name: z.string(),
  ships: z.array(
    z.object({
      ship: z.string(),
      pilot: z.string(),
      upgrades: z.array(z.object({ slot: z.enum(slots), xws: z.string() })),
    }),
  ),
});
const playerSchema = z.object({
  name: z.string(),
  mode: z.enum(['xws', 'build']),
  xws: z.string(),
  built: builtSchema,
});
const formSchema = z.object({
  title: z.string(),
  roundLimit: z.string(),
  seed: z.string(),
  players: z.tuple([playerSchema, playerSchema]),
});

/** Writes the form; returns the problem in words when storage refuses (full, private mode). */
export function saveFormDraft(store: RecordStore, draft: FormDraft): string | null {
  try {
    store.setItem(RECORD_FORM_KEY, JSON.stringify(draft));
    return null;
  } catch (e) {
    return `the squads could not be saved in this browser (${(e as Error).message}); copy them as XWS to keep them`;
  }
}

/** Reads the saved form (none: the empty one); unreadable text is kept aside under `…aside.<date>`. */
export function restoreFormDraft(store: RecordStore, now: Date): { draft: FormDraft; problem: string | null } {
  const text = store.getItem(RECORD_FORM_KEY);
  if (text === null) return { draft: EMPTY_FORM, problem: null };
  let why: string;
  try {
    const read = formSchema.safeParse(JSON.parse(text));
    if (read.success) return { draft: read.data, problem: null };
    const first = problemsFromZod(read.error.issues)[0];
    why = first ? `${first.path}: ${first.message}` : 'not a saved form';
  } catch (e) {
    why = (e as Error).message;
  }
  const aside = `${RECORD_FORM_KEY}.aside.${now.toISOString()}`;
  store.setItem(aside, text);
  return {
    draft: EMPTY_FORM,
    problem: `the saved squads could not be restored (${why}); their text is kept as ${aside}`,
  };
}
