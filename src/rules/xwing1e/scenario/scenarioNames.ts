/**
 * The names a scenario's ships and obstacles go by on screen and in `--format text`: a ship by its name, else
 * by its ship type numbered among those of that type ("X-wing 2"), else (nothing else to call it) by its id;
 * an obstacle by its kind and a short number ("Asteroid 3", "Debris cloud 1").
 */
import { numberedNames } from '../../../battle/displayNames.ts';
import { obstacleOutline } from '../../../kernel/obstacleOutlines.ts';
import { obstacleNames } from '../names.ts';

/** What the names need of a scenario: its ships and obstacles as the file gives them. */
export interface ScenarioNameSource {
  ships: readonly { id: string; name?: string; ship?: string }[];
  obstacles?: readonly { id: string; shape?: string; kind?: string }[];
}

/** An obstacle's kind: its named shape's, else the inline polygon's own (asteroid unless it says debris). */
function obstacleKindOf(o: { shape?: string; kind?: string }): string {
  const outline = o.shape !== undefined ? obstacleOutline(o.shape) : undefined;
  return outline?.kind ?? o.kind ?? 'asteroid';
}

/** Display names of a scenario's ships and obstacles, by id. */
export function scenarioNames(s: ScenarioNameSource): Map<string, string> {
  const typed = s.ships.filter((x) => x.name === undefined && x.ship !== undefined);
  const byType = numberedNames(
    typed.map((x) => ({ id: x.id, kind: x.ship ?? '' })),
    (kind) => kind,
  );
  const names = obstacleNames((s.obstacles ?? []).map((o) => ({ id: o.id, kind: obstacleKindOf(o) })));
  for (const x of s.ships) names.set(x.id, x.name ?? byType.get(x.id) ?? x.id);
  return names;
}
