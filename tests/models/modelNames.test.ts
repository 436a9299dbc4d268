import { describe, expect, it } from 'vitest';
import { MODEL_IDS, NAMED_MODEL_IDS, HUGE_MODEL_IDS, CAPITAL_MODEL_IDS } from '../../src/models/catalog.ts';
import { FACTION_LABELS, SHOWCASE_GROUPS, showcaseEntry } from '../../src/models/modelNames.ts';
import { CAPITAL_CLASSES } from '../../src/rules/fullthrust-sw/data/classes.ts';
import { allShips } from '../../src/rules/xwing1e/catalog.ts';

const entries = SHOWCASE_GROUPS.flatMap((g) => g.entries);

describe('the ship hangar’s list (modelNames.ts)', () => {
  it('lists every model once', () => {
    expect(entries.map((x) => x.id).sort()).toEqual([...MODEL_IDS].sort());
    expect(new Set(entries.map((x) => x.name)).size).toBe(entries.length);
  });

  it('names each X-Wing ship as its card does (xwing-data) and paints it in a faction that flies it', () => {
    const ships = allShips();
    for (const id of [...NAMED_MODEL_IDS, ...HUGE_MODEL_IDS]) {
      const ship = ships.find((s) => s.xws === id);
      const entry = showcaseEntry(id);
      expect(ship, id).toBeDefined();
      expect(entry?.name, id).toBe(ship?.name);
      expect(ship?.factions, id).toContain(entry?.faction);
    }
    // Every xwing-data ship has a model of its own.
    expect(ships.filter((s) => !showcaseEntry(s.xws)).map((s) => s.name)).toEqual([]);
  });

  it('names each capital-ship model as a Full Thrust class drawn with it, in that class’s colours', () => {
    for (const id of CAPITAL_MODEL_IDS) {
      const entry = showcaseEntry(id);
      const classes = Object.values(CAPITAL_CLASSES).filter((c) => c.model === id);
      expect(
        classes.map((c) => c.name),
        id,
      ).toContain(entry?.name);
      expect(classes.find((c) => c.name === entry?.name)?.faction, id).toBe(entry?.faction);
    }
  });

  it('shows names a player knows, never an id, and a faction name for every colour scheme', () => {
    for (const x of entries) {
      expect(x.name, x.id).not.toBe(x.id);
      expect(x.name, x.id).toMatch(/^[A-Z0-9]/);
      expect(FACTION_LABELS[x.faction], x.id).toMatch(/^[A-Z]/);
    }
    // `?ship=` names from the page address find only listed models, never an object's own members.
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(showcaseEntry(name), name).toBeUndefined();
  });
});
