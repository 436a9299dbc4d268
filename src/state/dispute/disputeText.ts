/**
 * What dispute mode's panels say, as pure functions of the situation: ships by their name (a pilot's, or one the
 * user gave) else by ship type numbered, obstacles by kind and number ("Asteroid 2"), factions and obstacle
 * tokens as printed, maneuvers as players say them. A ship's or obstacle's id stays the scenario file's internal
 * key and is never shown; the components only lay these strings out, so the words are tested in Node.
 */
import { obstacleOutline } from '../../kernel/index.ts';
import { FACTION_NAMES, type Faction } from '../../rules/xwing1e/factions.ts';
import { maneuverName, obstacleKindName } from '../../rules/xwing1e/names.ts';
import { scenarioNames } from '../../rules/xwing1e/scenario/scenarioNames.ts';
import type { Scenario, ScenarioObstacle, ScenarioShip } from '../../rules/xwing1e/scenario/scenario.ts';

/** Display names of a situation's ships and obstacles, by id (the names the mat, editor and verdicts use). */
export function situationNames(s: Scenario): Map<string, string> {
  return scenarioNames(s);
}

/** A thing's display name, or (nothing else to call it) its id. */
export function nameOf(names: ReadonlyMap<string, string>, id: string): string {
  return names.get(id) ?? id;
}

/** A faction as printed on the cards ("Rebel Alliance"). */
export function factionName(faction: Faction): string {
  return FACTION_NAMES[faction];
}

/** A named obstacle token as players know it: `asteroid-4` → "asteroid token 4", `debris-2` → "debris cloud token 2". */
export function obstacleShapeName(shape: string): string {
  const outline = obstacleOutline(shape);
  const number = /(\d+)$/.exec(shape)?.[1];
  if (!outline || number === undefined) return shape.replace(/[-_]/g, ' ');
  return `${obstacleKindName(outline.kind)} token ${number}`;
}

/** A ship's or obstacle's line in the editor's list: its name and, muted beside it, what it is. */
export interface ItemText {
  name: string;
  detail: string;
}

/** What a ship is, beside its name: its type when it has a name of its own, its base and faction. */
function shipDetail(ship: ScenarioShip): string {
  const type = ship.name !== undefined && ship.ship !== undefined ? [ship.ship] : [];
  const faction = ship.faction ? [factionName(ship.faction)] : [];
  return [...type, `${ship.size} base`, ...faction].join(' · ');
}

/** What an obstacle is, beside its name: its token, or a custom outline, and which side is up. */
function obstacleDetail(o: ScenarioObstacle): string {
  const what = o.shape !== undefined ? obstacleShapeName(o.shape) : `custom ${obstacleKindName(o.kind ?? 'asteroid')}`;
  return o.flipped ? `${what}, other side up` : what;
}

/** A ship's line in the editor's list. */
export function shipItemText(ship: ScenarioShip, names: ReadonlyMap<string, string>): ItemText {
  return { name: nameOf(names, ship.id), detail: shipDetail(ship) };
}

/** An obstacle's line in the editor's list. */
export function obstacleItemText(o: ScenarioObstacle, names: ReadonlyMap<string, string>): ItemText {
  return { name: nameOf(names, o.id), detail: obstacleDetail(o) };
}

/** An option of a select: the id it stands for and the name it shows. */
export interface NamedOption {
  value: string;
  label: string;
}

/** The things a question may name, as options: the ships (then the obstacles, for a measurement's target). */
export function questionOptions(s: Scenario): { ships: NamedOption[]; targets: NamedOption[] } {
  const names = situationNames(s);
  const option = (id: string) => ({ value: id, label: nameOf(names, id) });
  const ships = s.ships.map((x) => option(x.id));
  return { ships, targets: [...ships, ...(s.obstacles ?? []).map((o) => option(o.id))] };
}

/** A maneuver or move action as an option, value its scenario key, label as players say it. */
export function maneuverOption(key: string): NamedOption {
  return { value: key, label: maneuverName(key) };
}

/** Two ships a player could mistake for each other: another ship of the situation goes by the same name. */
export function nameClash(s: Scenario, id: string): string | null {
  const names = situationNames(s);
  const mine = names.get(id);
  const other = s.ships.find((x) => x.id !== id && names.get(x.id) === mine);
  return other && mine !== undefined ? `another ship is also called ${mine}` : null;
}
