/**
 * Squad-building checks on XWS import, each case quoting the squad-building rule it enforces (rulebook, SQUAD
 * BUILDING and UNIQUE NAMES; tournament rules for the points limit). XWS itself says of a squad's `points`: "MUST be
 * ignored by importing applications", so the limit is checked against the cards' own costs.
 */
import { describe, expect, it } from 'vitest';
import { checkXwsSquad } from '../../../src/rules/xwing1e/xws.ts';
import { SQUAD_POINTS_LIMIT } from '../../../src/rules/xwing1e/squadRules.ts';

type Pilot = { name: string; ship: string; upgrades?: Record<string, string[]> };
const lines = (faction: string, pilots: Pilot[], extra: Record<string, unknown> = {}) =>
  checkXwsSquad({ faction, pilots, ...extra }).problems.map((p) => `${p.path}: ${p.message}`);
const legal = (faction: string, pilots: Pilot[]) => {
  const r = checkXwsSquad({ faction, pilots });
  expect(r.problems).toEqual([]);
  return r.squad!;
};

describe('upgrade slots: "For each icon shown in the upgrade bar, the ship can equip one Upgrade card with the matching icon"', () => {
  it('Push the Limit on a Rookie Pilot (Torpedo, Astromech): no Elite icon', () => {
    expect(
      lines('rebel', [
        { name: 'lukeskywalker', ship: 'xwing' },
        { name: 'rookiepilot', ship: 'xwing', upgrades: { ept: ['pushthelimit'] } },
      ]),
    ).toEqual(['pilots[1].upgrades.ept[0]: Push the Limit: no elite slot free on Rookie Pilot (upgrade bar)']);
  });
  it('a Gold Squadron Pilot (two Torpedo icons) takes two torpedoes; a third has no slot', () => {
    legal('rebel', [
      { name: 'goldsquadronpilot', ship: 'ywing', upgrades: { torpedo: ['protontorpedoes', 'protontorpedoes'] } },
    ]);
    expect(
      lines('rebel', [
        {
          name: 'goldsquadronpilot',
          ship: 'ywing',
          upgrades: { torpedo: ['protontorpedoes', 'protontorpedoes', 'advprotontorpedoes'] },
        },
      ]),
    ).toEqual([
      'pilots[0].upgrades.torpedo[2]: Advanced Proton Torpedoes: no torpedo slot free on Gold Squadron Pilot (upgrade bar)',
    ]);
  });
  it('"a ship is limited to one modification" (and one title): Hull Upgrade and Shield Upgrade together are refused', () => {
    legal('rebel', [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { mod: ['hullupgrade'] } }]);
    expect(
      lines('rebel', [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { mod: ['hullupgrade', 'shieldupgrade'] } }]),
    ).toEqual(['pilots[0].upgrades.mod[1]: Shield Upgrade: no modification slot free on Luke Skywalker (upgrade bar)']);
  });
  it('slots added by an equipped card count: Bomb Loadout ("Your upgrade bar gains the [Bomb] icon"), A-wing Test Pilot', () => {
    const y = legal('rebel', [
      { name: 'goldsquadronpilot', ship: 'ywing', upgrades: { torpedo: ['bombloadout'], bomb: ['protonbombs'] } },
    ]);
    expect(y.points).toBe(18 + 0 + 5);
    // A-wing Test Pilot: "You cannot equip this if your pilot skill value is "1" or lower": a Green Squadron Pilot (3,
    // one Elite icon of its own) takes a second Elite card with it.
    legal('rebel', [
      {
        name: 'greensquadronpilot',
        ship: 'awing',
        upgrades: { title: ['awingtestpilot'], ept: ['deadeye', 'pushthelimit'] },
      },
    ]);
    expect(
      lines('rebel', [{ name: 'greensquadronpilot', ship: 'awing', upgrades: { ept: ['deadeye', 'pushthelimit'] } }]),
    ).toEqual(['pilots[0].upgrades.ept[1]: Push the Limit: no elite slot free on Green Squadron Pilot (upgrade bar)']);
  });
});

describe('restrictions: "A ship cannot equip an upgrade that is restricted to other types or sizes of ships"', () => {
  it('ship type: Bomb Loadout ("Y-wing only") on an X-wing', () => {
    expect(lines('rebel', [{ name: 'rookiepilot', ship: 'xwing', upgrades: { torpedo: ['bombloadout'] } }])).toEqual([
      'pilots[0].upgrades.torpedo[0]: Bomb Loadout: Y-wing only, not X-wing (ship restriction)',
    ]);
  });
  it('ship size: Deadeye ("Small ship only") on Han Solo\'s YT-1300', () => {
    expect(lines('rebel', [{ name: 'hansolo', ship: 'yt1300', upgrades: { ept: ['deadeye'] } }])).toEqual([
      'pilots[0].upgrades.ept[0]: Deadeye: Small ship only, and the YT-1300 is large (size restriction)',
    ]);
  });
  it('faction: "It cannot field … upgrades that are restricted to another primary faction" (Darth Vader crew on the Falcon)', () => {
    expect(lines('rebel', [{ name: 'hansolo', ship: 'yt1300', upgrades: { crew: ['darthvader'] } }])).toEqual([
      'pilots[0].upgrades.crew[0]: Darth Vader: Imperial only, not for a Rebel Alliance squad (faction restriction)',
    ]);
  });
});

describe('limited: "A ship cannot equip more than one copy of the same Upgrade with the LIMITED trait"', () => {
  it('two Tacticians on one YT-1300 are refused; one on each of two ships is legal', () => {
    expect(
      lines('rebel', [{ name: 'hansolo', ship: 'yt1300', upgrades: { crew: ['tactician', 'tactician'] } }]),
    ).toEqual([
      'pilots[0].upgrades.crew[1]: Tactician: limited, and Han Solo already equips a copy (limited: one copy per ship)',
    ]);
    legal('rebel', [
      { name: 'hansolo', ship: 'yt1300', upgrades: { crew: ['tactician'] } },
      { name: 'outerrimsmuggler', ship: 'yt1300', upgrades: { crew: ['tactician'] } },
    ]);
  });
});

describe('unique names: "A player cannot field two or more cards that share the same unique name, even if those cards are different card types"', () => {
  it('Luke Skywalker twice', () => {
    expect(
      lines('rebel', [
        { name: 'lukeskywalker', ship: 'xwing' },
        { name: 'lukeskywalker', ship: 'xwing' },
      ]),
    ).toEqual([
      'pilots[1].name: Luke Skywalker: unique name already fielded at pilots[0].name (unique names: one card of each per squad)',
    ]);
  });
  it('R2-D2 on two X-wings, and Chewbacca as a pilot and as crew', () => {
    expect(
      lines('rebel', [
        { name: 'rookiepilot', ship: 'xwing', upgrades: { amd: ['r2d2'] } },
        { name: 'redsquadronpilot', ship: 'xwing', upgrades: { amd: ['r2d2'] } },
      ]),
    ).toEqual([
      'pilots[1].upgrades.amd[0]: R2-D2: unique name already fielded at pilots[0].upgrades.amd[0] (unique names: one card of each per squad)',
    ]);
    expect(
      lines('rebel', [
        { name: 'chewbacca', ship: 'yt1300' },
        { name: 'outerrimsmuggler', ship: 'yt1300', upgrades: { crew: ['chewbacca'] } },
      ]),
    ).toEqual([
      'pilots[1].upgrades.crew[0]: Chewbacca: unique name already fielded at pilots[0].name (unique names: one card of each per squad)',
    ]);
  });
  it('generic pilots and cards without the unique dot may repeat', () => {
    legal('imperial', [
      { name: 'academypilot', ship: 'tiefighter' },
      { name: 'academypilot', ship: 'tiefighter' },
      { name: 'blacksquadronpilot', ship: 'tiefighter', upgrades: {} },
    ]);
  });
});

describe('points: "The maximum squad points for each player is 100" (tournament rules)', () => {
  it(`five Red Squadron Pilots cost 5 × 23 = 115 > ${SQUAD_POINTS_LIMIT}; four cost 92`, () => {
    const red = { name: 'redsquadronpilot', ship: 'xwing' };
    expect(lines('rebel', [red, red, red, red, red])).toEqual([
      'pilots: the squad costs 115 points, more than the 100 a standard game allows (squad points limit)',
    ]);
    expect(legal('rebel', [red, red, red, red]).points).toBe(92);
  });
  it('the file\'s own points are ignored, as XWS requires ("MUST be ignored by importing applications")', () => {
    const red = { name: 'redsquadronpilot', ship: 'xwing' };
    expect(lines('rebel', [red, red, red, red, red], { points: 100 })).toHaveLength(1);
    expect(lines('rebel', [red], { points: 1000 })).toEqual([]);
  });
});

describe('every problem at once', () => {
  it('lists each illegal card, in file order, then unique names, then points', () => {
    expect(
      lines('rebel', [
        { name: 'rookiepilot', ship: 'xwing', upgrades: { ept: ['pushthelimit'], amd: ['r2d2'] } },
        { name: 'rookiepilot', ship: 'xwing', upgrades: { amd: ['r2d2'], torpedo: ['bombloadout'] } },
      ]),
    ).toEqual([
      'pilots[0].upgrades.ept[0]: Push the Limit: no elite slot free on Rookie Pilot (upgrade bar)',
      'pilots[1].upgrades.torpedo[0]: Bomb Loadout: Y-wing only, not X-wing (ship restriction)',
      'pilots[1].upgrades.amd[0]: R2-D2: unique name already fielded at pilots[0].upgrades.amd[0] (unique names: one card of each per squad)',
    ]);
  });
});
