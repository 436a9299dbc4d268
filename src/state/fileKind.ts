/**
 * Telling the viewer's two file kinds apart before validating: a battle file (README, "Battle files") or a
 * scenario. The check is loose on purpose, so that a battle file with a mistake in its `format` still goes
 * through the battle schema and its error names that field, instead of a confusing scenario error.
 */

/** The kinds of file the viewer opens. */
export type ViewerFileKind = 'battle' | 'scenario';

/** Fields only a battle file has. */
const BATTLE_ONLY_FIELDS = ['format', 'players', 'rounds', 'seed'] as const;

/** Which kind a parsed JSON value is: a battle when it has any battle-only field, otherwise a scenario. */
export function fileKindOf(value: unknown): ViewerFileKind {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'scenario';
  return BATTLE_ONLY_FIELDS.some((k) => Object.hasOwn(value, k)) ? 'battle' : 'scenario';
}
