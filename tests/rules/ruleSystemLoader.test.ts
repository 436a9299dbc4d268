import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/battle/validationError.ts';
import { RULE_SYSTEMS, ruleSystemFor } from '../../src/rules/registry.ts';
import {
  DEFAULT_RULESET,
  loadRuleSystem,
  loadRuleSystemFor,
  RULESET_IDS,
  rulesetOf,
} from '../../src/rules/ruleSystemLoader.ts';
import { DEFAULT_DEMO, DEMO_IDS, demoRequestOf, loadDemoBattle } from '../../src/demo/demoBattles.ts';

describe('the rule systems loaded on demand (ruleSystemLoader.ts)', () => {
  it('knows the same ids, in the same order, as the static registry', () => {
    expect(RULESET_IDS).toEqual(RULE_SYSTEMS.map((s) => s.ruleset));
    expect(DEFAULT_RULESET).toBe(RULE_SYSTEMS[0].ruleset);
  });

  it('loads each system as the very object the static registry lists', async () => {
    for (const system of RULE_SYSTEMS) expect(await loadRuleSystem(system.ruleset)).toBe(system);
    expect(await loadRuleSystemFor({ format: 'holotable-battle' })).toBe(RULE_SYSTEMS[0]);
    expect(await loadRuleSystemFor({ ruleset: 'star-warriors' })).toBe(ruleSystemFor({ ruleset: 'star-warriors' }));
  });

  it('shares one load between callers', () => {
    expect(loadRuleSystem('fullthrust-sw')).toBe(loadRuleSystem('fullthrust-sw'));
  });

  it('never reaches Object.prototype for names such as __proto__ or constructor', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      await expect(loadRuleSystem(name)).rejects.toThrowError(InputError);
      await expect(loadRuleSystem(name)).rejects.toThrowError(/^ruleset: expected one of "xwing-1e"/);
      expect(() => rulesetOf({ ruleset: name })).toThrowError(InputError);
      expect(() => ruleSystemFor({ ruleset: name })).toThrowError(InputError);
    }
  });

  it('names the field for an unknown or mistyped ruleset, as the static registry does', async () => {
    const message = 'ruleset: expected one of "xwing-1e", "fullthrust-sw", "star-warriors", got "chess"';
    await expect(loadRuleSystemFor({ ruleset: 'chess' })).rejects.toThrowError(message);
    expect(() => ruleSystemFor({ ruleset: 'chess' })).toThrowError(message);
    expect(() => rulesetOf({ ruleset: 7 })).toThrowError(/got 7$/);
    expect(rulesetOf([])).toBe(DEFAULT_RULESET);
  });
});

describe('the demo battles loaded on demand (demo/demoBattles.ts)', () => {
  it('has one demo per rule system, each played by that system', async () => {
    expect([...DEMO_IDS].sort()).toEqual([...RULESET_IDS].sort());
    for (const id of DEMO_IDS) expect(rulesetOf(await loadDemoBattle(id))).toBe(id);
  });

  it('picks the demo from ?demo=, the default with an error naming the parameter otherwise', async () => {
    expect(demoRequestOf('')).toEqual({ id: DEFAULT_DEMO });
    expect(demoRequestOf('?demo=star-warriors')).toEqual({ id: 'star-warriors' });
    for (const name of ['__proto__', 'constructor', 'nope']) {
      const r = demoRequestOf(`?demo=${name}`);
      expect(r.id).toBe(DEFAULT_DEMO);
      expect(r.error).toMatch(/^demo: expected one of xwing-1e, star-warriors, fullthrust-sw, got "/);
    }
    await expect(loadDemoBattle('__proto__')).rejects.toThrowError(/no demo battle/);
  });
});
