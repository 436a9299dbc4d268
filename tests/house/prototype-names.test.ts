/**
 * Names of Object.prototype's members ("constructor", "toString", …) given wherever a file or the address names
 * something: ids, classes, shapes, pilots, factions, maneuvers, plans, decision-map keys, demo and ruleset
 * names. Each is either an ordinary name that plays exactly as any other (ids are free-form), or refused with a
 * one-line message naming its field; never a thrown TypeError or a stack trace. Only "__proto__" is refused as
 * an id: JSON.parse keeps it as a key, but zod drops it from records and a plain object reads it as its prototype.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { type CliResult, runCli } from '../../src/cli/main.ts';
import { DEMO_IDS, demoRequestOf, loadDemoBattle } from '../../src/demo/demoBattles.ts';
import { isObstacleShape, obstacleOutline, placeNamedObstacle } from '../../src/kernel/index.ts';
import { isRulesetId, loadRuleSystem } from '../../src/rules/ruleSystemLoader.ts';
import { appModeOf, unknownModeMessage } from '../../src/ui/appMode.ts';
import { decideStartup } from '../../src/state/dispute/autosave.ts';
import { decodeSituation, encodeSituation } from '../../src/state/dispute/shareLink.ts';
import { disputeVerdicts } from '../../src/state/dispute/verdicts.ts';
import { parseScenario, type Scenario } from '../../src/rules/xwing1e/scenario/scenario.ts';
import { squadFromXws } from '../../src/rules/xwing1e/xws.ts';
import { snapshotAt } from '../../src/battle/replay.ts';

/** Object.prototype's names a user might type, "__proto__" first. */
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;
/** The same without "__proto__": ordinary names wherever a name is free-form. */
const ORDINARY = NAMES.filter((n) => n !== '__proto__');

const RESERVED = 'expected a name other than "__proto__" (JavaScript reserves that name)';

const XWING = readFileSync('src/demo/demoBattle.json', 'utf8');
const FULL_THRUST = readFileSync('src/demo/fullthrustBattle.json', 'utf8');
const STAR_WARRIORS = readFileSync('src/demo/starWarriorsBattle.json', 'utf8');
const SCENARIO = readFileSync('examples/spec-example.json', 'utf8');

/** A parsed JSON file, edited freely by each test. */
type JsonFile = ReturnType<typeof JSON.parse>;

const cli = (args: string[], input: string): CliResult => runCli(args, () => input);
const edited = (text: string, edit: (file: JsonFile) => void): string => {
  const file = JSON.parse(text);
  edit(file);
  return JSON.stringify(file);
};
/** Every occurrence of an id (as a value or a key) renamed. */
const renamed = (text: string, from: string, to: string) => text.split(JSON.stringify(from)).join(JSON.stringify(to));

/**
 * Asserts a refusal: exit status 2, nothing on stdout, one line per problem (the listing may end with the cap's
 * "… and N more problems"), the first naming `path`.
 */
function expectRefused(r: CliResult, path: string, message?: string): void {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
  const lines = r.stderr.trimEnd().split('\n');
  for (const line of lines) expect(line).toMatch(/^\S+: \S|^… and \d+ more problems$/);
  expect(r.stderr).not.toMatch(/TypeError|is not a function|Cannot read|is not iterable|\n\s+at /);
  expect(lines[0]?.startsWith(`${path}: `)).toBe(true);
  if (message !== undefined) expect(lines[0]).toBe(`${path}: ${message}`);
}

/** The replay of a battle file: the timeline and final state as printed. */
const replayOf = (text: string): string => {
  const r = cli(['replay', 'x'], text);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

/**
 * Asserts that a battle with one id renamed validates and plays exactly like the original under the new name:
 * event for event, or (`sameOutcome`) to the same final state where the engine breaks ties by id, so that
 * another name may only reorder events of one moment.
 */
function expectPlaysRenamed(original: string, id: string, name: string, sameOutcome = false): void {
  const text = renamed(original, id, name);
  expect(cli(['validate', 'x'], text)).toMatchObject({ status: 0, stderr: '' });
  // Captions say the id too ("bumps into luke"): every occurrence goes back.
  const back = replayOf(text).split(name).join(id);
  if (!sameOutcome) expect(back).toBe(replayOf(original));
  else expect(JSON.parse(back).final).toEqual(JSON.parse(replayOf(original)).final);
}

describe('X-Wing battle files', () => {
  it.each(ORDINARY)('a ship, an obstacle and a player may be called %s: the battle plays exactly the same', (name) => {
    // Ships bumped at once are listed in id order: a new name may reorder such a list.
    expectPlaysRenamed(XWING, 'luke', name, true);
    expectPlaysRenamed(XWING, 'rock1', name);
    const player = edited(XWING, (f) => (f.players[0].name = name));
    expect(JSON.parse(replayOf(player)).timeline.sides[0].name).toBe(name);
  });

  it('refuses "__proto__" as a ship or obstacle id, naming the field', () => {
    expectRefused(cli(['validate', 'x'], renamed(XWING, 'luke', '__proto__')), 'ships[0].id', RESERVED);
    expectRefused(cli(['replay', 'x'], renamed(XWING, 'rock1', '__proto__')), 'obstacles[0].id', RESERVED);
  });

  it.each(NAMES)('refuses %s as an obstacle shape, ship, pilot, upgrade, faction or maneuver', (name) => {
    const at = (edit: (f: JsonFile) => void) => cli(['validate', 'x'], edited(XWING, edit));
    const shapes = 'expected one of asteroid-1 … asteroid-12, debris-1 … debris-6';
    expectRefused(
      at((f) => (f.obstacles[0].shape = name)),
      'obstacles[0].shape',
      `${shapes}, got "${name}"`,
    );
    expectRefused(
      at((f) => (f.ships[0].ship = name)),
      'ships[0].ship',
      `unknown ship "${name}" (expected an xws ship id such as "xwing" or "tiefighter")`,
    );
    expectRefused(
      at((f) => (f.ships[0].pilot = name)),
      'ships[0].pilot',
    );
    expectRefused(
      at((f) => (f.ships[0].upgrades = [name])),
      'ships[0].upgrades[0]',
    );
    expectRefused(
      at((f) => (f.players[0].faction = name)),
      'players[0].faction',
    );
    expectRefused(
      at((f) => (f.rounds[0].dials.luke = name)),
      'rounds[0].dials.luke',
    );
    expectRefused(
      at((f) => (f.rounds[0].actions.luke = { action: name })),
      'rounds[0].actions.luke',
    );
    expectRefused(
      at((f) => (f.rounds[1].rolls[0].purpose = name)),
      'rounds[1].rolls[0]',
    );
  });

  it.each(NAMES)('refuses %s as the key of a decision map when no ship has that id', (name) => {
    const values = {
      dials: 'straight-1',
      redSubstitutes: 'straight-1',
      slides: 0,
      decloaks: 'none',
      actions: 'none',
      attacks: { target: null },
    };
    for (const [map, value] of Object.entries(values)) {
      const r = cli(
        ['validate', 'x'],
        edited(XWING, (f) => (f.rounds[0][map] = { ...f.rounds[0][map], [name]: value })),
      );
      const why = name === '__proto__' ? RESERVED : `no ship with id "${name}"`;
      expectRefused(r, `rounds[0].${map}.${name}`, why);
    }
  });

  it.each(NAMES)('refuses %s in an XWS squad (ship, pilot, upgrade slot) naming the field', (name) => {
    const squad = { faction: 'rebel', pilots: [{ name: 'lukeskywalker', ship: 'xwing' }] };
    const withSquad = (edit: (p: JsonFile) => void) =>
      edited(XWING, (f) => {
        delete f.ships;
        delete f.rounds;
        const s = structuredClone(squad);
        edit(s.pilots[0]);
        f.players[0].squad = s;
        f.players[1].squad = { faction: 'imperial', pilots: [{ name: 'maulermithel', ship: 'tiefighter' }] };
      });
    expectRefused(
      cli(
        ['validate', 'x'],
        withSquad((p) => (p.ship = name)),
      ),
      'players[0].squad.pilots[0].ship',
    );
    expectRefused(
      cli(
        ['validate', 'x'],
        withSquad((p) => (p.name = name)),
      ),
      'players[0].squad.pilots[0].name',
    );
    const slot = cli(
      ['validate', 'x'],
      withSquad((p) => (p.upgrades = { [name]: ['r2d2'] })),
    );
    expectRefused(slot, `players[0].squad.pilots[0].upgrades.${name}`);
    expect(() =>
      squadFromXws({ ...squad, pilots: [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { [name]: [] } }] }),
    ).toThrow(name === '__proto__' ? RESERVED : `unknown upgrade slot "${name}"`);
  });
});

describe('Full Thrust battle files', () => {
  it.each(ORDINARY)('a capital ship and a squadron may be called %s: the battle plays exactly the same', (name) => {
    expectPlaysRenamed(FULL_THRUST, 'tantive', name);
    // Squadrons that dogfight together act in id order (autopilot.ts): a new name may reorder their captions.
    expectPlaysRenamed(FULL_THRUST, 'xwing6', name, true);
  });

  it('refuses "__proto__" as a ship or squadron id, naming the field', () => {
    expectRefused(cli(['validate', 'x'], renamed(FULL_THRUST, 'tyrant', '__proto__')), 'ships[2].id', RESERVED);
    expectRefused(cli(['validate', 'x'], renamed(FULL_THRUST, 'gold', '__proto__')), 'squadrons[1].id', RESERVED);
  });

  it.each(NAMES)('refuses %s as a class, a faction, a carrier or a system to repair', (name) => {
    const at = (edit: (f: JsonFile) => void) => cli(['validate', 'x'], edited(FULL_THRUST, edit));
    const capital = at((f) => (f.ships[0].class = name));
    expectRefused(capital, 'ships[0].class');
    expect(capital.stderr).toContain('expected one of "imperial-star-destroyer", ');
    expectRefused(
      at((f) => (f.squadrons[0].class = name)),
      'squadrons[0].class',
    );
    expectRefused(
      at((f) => (f.players[0].faction = name)),
      'players[0].faction',
    );
    expectRefused(
      at((f) => (f.rounds[3].repair = { tantive: name })),
      'rounds[3].repair.tantive',
    );
  });

  it.each(NAMES)('refuses %s as the key of any decision map when no unit has that id', (name) => {
    const values = {
      plots: { heading: 0, speed: 0 },
      moves: { heading: 0, speed: 0 },
      reactions: { heading: 0, speed: 0 },
      targets: null,
      fire: [],
      defence: [],
      launch: [],
      recover: 'tantive',
      repair: null,
    };
    for (const [map, value] of Object.entries(values)) {
      const r = cli(
        ['validate', 'x'],
        edited(FULL_THRUST, (f) => (f.rounds[0][map] = { ...f.rounds[0][map], [name]: value })),
      );
      expectRefused(r, `rounds[0].${map}.${name}`, name === '__proto__' ? RESERVED : `no unit with id "${name}"`);
    }
  });
});

describe('Star Warriors battle files', () => {
  it.each(ORDINARY)('a ship may be called %s: the battle plays exactly the same', (name) => {
    expectPlaysRenamed(STAR_WARRIORS, 'x-wing-1', name);
  });

  it('refuses "__proto__" as a ship id, naming the field', () => {
    expectRefused(cli(['validate', 'x'], renamed(STAR_WARRIORS, 'x-wing-2', '__proto__')), 'ships[1].id', RESERVED);
  });

  it.each(NAMES)('refuses %s as a ship type, pilot quality, planned action, move key or target', (name) => {
    const at = (edit: (f: JsonFile) => void) => cli(['validate', 'x'], edited(STAR_WARRIORS, edit));
    const type = at((f) => (f.ships[0].type = name));
    expectRefused(type, 'ships[0].type');
    expect(type.stderr).toContain('expected one of "tie-interceptor", ');
    expectRefused(
      at((f) => (f.ships[0].quality = name)),
      'ships[0].quality',
    );
    expectRefused(
      at((f) => (f.rounds[0].plans['x-wing-1'] = [name])),
      'rounds[0].plans.x-wing-1',
    );
    expectRefused(
      at((f) => (f.rounds[0].moves = { ...f.rounds[0].moves, [name]: 'F' })),
      `rounds[0].moves.${name}`,
    );
    // x-wing-1 plans Targeting in game-turn 4 (rounds[3]).
    expectRefused(
      at((f) => (f.rounds[3].targets = { 'x-wing-1': name })),
      'rounds[3].targets.x-wing-1',
    );
    expectRefused(
      at((f) => (f.rounds[0].fire['x-wing-2'] = [{ target: name }])),
      'rounds[0].fire.x-wing-2[0].target',
    );
  });
});

describe('scenario files (resolve, measure)', () => {
  it.each(ORDINARY)('a ship and an obstacle may be called %s: resolve and measure give the same figures', (name) => {
    for (const id of ['red1', 'rock'])
      for (const command of ['resolve', 'measure']) {
        const r = cli([command, 'x'], renamed(SCENARIO, id, name));
        expect(r.status, r.stderr).toBe(0);
        expect(renamed(r.stdout, name, id)).toBe(cli([command, 'x'], SCENARIO).stdout);
      }
  });

  it.each(NAMES)('refuses %s as a shape, maneuver, faction, or an id no ship has', (name) => {
    const at = (edit: (f: JsonFile) => void) => cli(['resolve', 'x'], edited(SCENARIO, edit));
    expectRefused(
      at((f) => (f.obstacles[0].shape = name)),
      'obstacles[0].shape',
    );
    expectRefused(
      at((f) => (f.moves[0].maneuver = name)),
      'moves[0].maneuver',
    );
    expectRefused(
      at((f) => (f.moves[0].ship = name)),
      'moves[0].ship',
    );
    expectRefused(
      at((f) => (f.ships[0].faction = name)),
      'ships[0].faction',
    );
    const measure = cli(
      ['measure', 'x'],
      edited(SCENARIO, (f) => (f.measure[0].to = name)),
    );
    expectRefused(measure, 'measure[0].to', `expected the id of a ship or obstacle, got "${name}"`);
  });

  it.each(ORDINARY)('a ship type and display name of %s are shown as given', (name) => {
    const r = cli(
      ['resolve', 'x'],
      edited(SCENARIO, (f) => Object.assign(f.ships[0], { ship: name, name })),
    );
    expect(r.status, r.stderr).toBe(0);
  });
});

describe('names on the command line and the page address', () => {
  it.each(NAMES)('simulate --ruleset %s and a battle file of ruleset %s are refused naming the field', (name) => {
    expectRefused(cli(['simulate', '--ruleset', name], ''), '--ruleset');
    const ruleset = cli(
      ['validate', 'x'],
      edited(XWING, (f) => (f.ruleset = name)),
    );
    expectRefused(ruleset, 'ruleset', `expected one of "xwing-1e", "fullthrust-sw", "star-warriors", got "${name}"`);
    expect(isRulesetId(name)).toBe(false);
  });

  it.each(NAMES)('?demo=%s gives the same message as any unknown demo, and loads nothing', async (name) => {
    const expected = (got: string) => `demo: expected one of ${DEMO_IDS.join(', ')}, got ${JSON.stringify(got)}`;
    expect(demoRequestOf('?demo=bogus')).toEqual({ id: 'xwing-1e', error: expected('bogus') });
    expect(demoRequestOf(`?demo=${name}`)).toEqual({ id: 'xwing-1e', error: expected(name) });
    await expect(loadDemoBattle(name)).rejects.toThrow(`no demo battle "${name}"`);
    await expect(loadRuleSystem(name)).rejects.toThrow(`ruleset: expected one of`);
  });

  it.each(NAMES)('?mode=%s shows the viewer with a message naming the parameter', (name) => {
    expect(appModeOf(`?mode=${name}`)).toBe('viewer');
    expect(unknownModeMessage(`?mode=${name}`)).toBe(
      `mode: expected one of viewer, dispute, stream, control, record, watch, hangar, got "${name}"; showing the viewer`,
    );
  });
});

describe('the kernel, the dispute situation and the viewer snapshot', () => {
  it.each(NAMES)('%s is no obstacle shape: placing it fails with a message, never a TypeError', (name) => {
    expect(obstacleOutline(name)).toBeUndefined();
    expect(isObstacleShape(name)).toBe(false);
    expect(() => placeNamedObstacle('rock', name, { x: 0, y: 0 })).toThrow(`unknown obstacle shape "${name}"`);
  });

  const situation = (): Scenario => parseScenario(JSON.parse(SCENARIO));

  it.each(NAMES)('a share link with an obstacle shaped %s opens with a message naming the field', (name) => {
    const s = situation();
    const link = encodeSituation({ ...s, obstacles: [{ id: 'rock', shape: name, x: 450, y: 400 }] });
    expect(decodeSituation(link)).toEqual({
      ok: false,
      message: `the link's situation is not valid: obstacles[0].shape: expected one of asteroid-1 … asteroid-12, debris-1 … debris-6, got "${name}"`,
    });
  });

  it.each(NAMES)('dispute mode opened by such a link keeps its own work and names the field', (name) => {
    const s = situation();
    const link = encodeSituation({ ...s, obstacles: [{ id: 'rock', shape: name, x: 450, y: 400 }] });
    const start = decideStartup(link, null, [], s, 'draft');
    expect(start.situation).toEqual(s);
    expect(start.notice?.text).toContain(`obstacles[0].shape: expected one of asteroid-1`);
    expect(disputeVerdicts(start.situation).moves).toHaveLength(2);
  });

  it.each(ORDINARY)('a dispute situation with a ship and an obstacle called %s has its verdicts', (name) => {
    const s = parseScenario(JSON.parse(renamed(renamed(SCENARIO, 'red1', name), 'rock', `${name}-rock`)));
    const verdicts = disputeVerdicts(s);
    expect(verdicts.moves[0]?.figures.ship).toBe(name);
    expect(verdicts.measures[0]?.figures.from).toBe(name);
    expect(disputeVerdicts(situation()).moves[0]?.figures.final).toEqual(verdicts.moves[0]?.figures.final);
  });

  it.each(ORDINARY)('the viewer snapshot finds a unit called %s, and no unit under the other such names', (name) => {
    const timeline = JSON.parse(replayOf(renamed(XWING, 'luke', name))).timeline;
    const snap = snapshotAt(timeline, 0, () => {
      throw new Error('no template walk at t = 0');
    });
    expect(snap.units[name]?.id).toBe(name);
    for (const other of NAMES.filter((n) => n !== name)) expect(snap.units[other]).toBeUndefined();
    for (const token of NAMES) expect(snap.units[name]?.tokens[token]).toBeUndefined();
  });
});

describe('lint guards lookups by name', () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const fired = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

  it('refuses `key in object` with a computed key, but not a literal one that narrows a union', async () => {
    expect(await fired('export const f = (k: string, o: object) => k in o;\n', 'src/rules/xwing1e/probe.ts')).toContain(
      'no-restricted-syntax',
    );
    expect(await fired("export const f = (o: object) => 'shape' in o;\n", 'src/kernel/probe.ts')).toEqual([]);
  });

  it('refuses reading a catalogue of shapes, classes or XWS slots by a computed name', async () => {
    const read = (key: string) =>
      `import { CAPITAL_CLASSES } from './data/classes.ts';\nexport const f = (_name: string) => CAPITAL_CLASSES[${key}];\n`;
    expect(await fired(read('_name'), 'src/rules/fullthrust-sw/probe.ts')).toContain('no-restricted-syntax');
    expect(await fired(read("'corellian-corvette'"), 'src/rules/fullthrust-sw/probe.ts')).toEqual([]);
  });
});
