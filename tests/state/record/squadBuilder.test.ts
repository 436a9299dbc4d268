import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pilotAbilityStatus, upgradeStatus } from '../../../src/rules/xwing1e/abilities/report.ts';
import { checkXwsSquad } from '../../../src/rules/xwing1e/xws.ts';
import {
  pointsText,
  addShip,
  addUpgrade,
  type BuiltSquad,
  builtToXws,
  builtXwsText,
  checkBuilt,
  EMPTY_SQUAD,
  factionPilots,
  legalUpgrades,
  pilotCardStatus,
  pilotOf,
  type PickResult,
  removeShip,
  removeUpgrade,
  shipPoints,
  slotBar,
  squadPoints,
  upgradeCardStatus,
} from '../../../src/state/record/squadBuilder.ts';
import { shipByXws } from '../../../src/rules/xwing1e/catalog.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8')) as {
    pilots: { name: string; ship: string; upgrades?: Record<string, string[]> }[];
  };

/** The squad after a pick the rules accept (fails the test on a refusal, showing it). */
function ok(r: PickResult): BuiltSquad {
  expect(r.refusal).toBeNull();
  return r.squad;
}

/** Biggs walks the dogs, picked card by card as the builder's controls pick them. */
function biggsWalksTheDogs(): BuiltSquad {
  let s: BuiltSquad = { ...EMPTY_SQUAD, name: 'Biggs walks the dogs' };
  s = ok(addShip(s, 'xwing', 'biggsdarklighter'));
  s = ok(addUpgrade(s, 0, { slot: 'Astromech', xws: 'r2f2' }));
  s = ok(addShip(s, 'xwing', 'lukeskywalker'));
  s = ok(addUpgrade(s, 1, { slot: 'Elite', xws: 'pushthelimit' }));
  s = ok(addUpgrade(s, 1, { slot: 'Astromech', xws: 'r2d2' }));
  s = ok(addShip(s, 'xwing', 'wedgeantilles'));
  s = ok(addUpgrade(s, 2, { slot: 'Elite', xws: 'veteraninstincts' }));
  return ok(addUpgrade(s, 2, { slot: 'Astromech', xws: 'r2astromech' }));
}

describe('the pilots a faction fields', () => {
  it('groups them by ship, by name, highest pilot skill first, with their printed points', () => {
    const rebels = factionPilots('rebel');
    const xwing = rebels.find((g) => g.ship.xws === 'xwing')!;
    expect(xwing.ship.name).toBe('X-wing');
    // Wedge (skill 9) and Luke (8) lead; Biggs is skill 5, 25 points, unique.
    expect(xwing.pilots.slice(0, 2).map((p) => p.name)).toEqual(['Wedge Antilles', 'Luke Skywalker']);
    expect(xwing.pilots.find((p) => p.xws === 'biggsdarklighter')).toMatchObject({
      points: 25,
      skill: 5,
      unique: true,
    });
    // The Resistance flies with the Rebel Alliance (T-70 X-wing); no TIE Interceptor flies for the rebels.
    expect(rebels.map((g) => g.ship.xws)).toContain('t70xwing');
    expect(rebels.map((g) => g.ship.xws)).not.toContain('tieinterceptor');
    const names = rebels.map((g) => g.ship.name);
    expect(names).toEqual([...names].sort());
  });

  it('leaves out the huge ships the engine cannot play', () => {
    const ships = factionPilots('rebel').map((g) => g.ship);
    expect(ships.every((s) => s.supported)).toBe(true);
    expect(ships.map((s) => s.xws)).not.toContain('cr90corvettefore');
  });
});

describe('legal upgrades for a slot', () => {
  it("offers an X-wing's astromechs with their points", () => {
    const xwing = shipByXws('xwing')!;
    const astromechs = legalUpgrades('rebel', xwing, 'Astromech');
    expect(astromechs.find((u) => u.xws === 'r2f2')).toMatchObject({ name: 'R2-F2', points: 3, unique: true });
    expect(astromechs.find((u) => u.xws === 'r2astromech')?.points).toBe(1);
    expect(astromechs.every((u) => u.slot === 'Astromech')).toBe(true);
  });

  it("keeps out a card its restriction forbids: Sabine's Masterpiece is a Rebel TIE fighter's title only", () => {
    const tie = shipByXws('tiefighter')!;
    expect(legalUpgrades('rebel', tie, 'Title').map((u) => u.name)).toEqual(["Sabine's Masterpiece"]);
    expect(legalUpgrades('imperial', tie, 'Title')).toEqual([]);
    expect(legalUpgrades('rebel', shipByXws('xwing')!, 'Title').map((u) => u.xws)).not.toContain('sabinesmasterpiece');
  });
});

describe('building a squad', () => {
  it('builds Biggs walks the dogs to the same XWS as the fixture, 94 points', () => {
    const s = biggsWalksTheDogs();
    const xws = builtToXws(s);
    expect(xws.faction).toBe('rebel');
    expect(xws.name).toBe('Biggs walks the dogs');
    expect(xws.pilots).toEqual(fixture('biggs-walks-the-dogs').pilots);
    // Biggs 25 + R2-F2 3; Luke 28 + Push the Limit 3 + R2-D2 4; Wedge 29 + Veteran Instincts 1 + R2 Astromech 1.
    expect(s.ships.map((ship) => shipPoints('rebel', ship))).toEqual([28, 35, 31]);
    expect(squadPoints(s)).toBe(94);
    const checked = checkBuilt(s);
    expect(checked.problems).toEqual([]);
    expect(checked.squad?.points).toBe(94);
    // The text copied or downloaded reads back as the same squad.
    expect(checkXwsSquad(JSON.parse(builtXwsText(s))).squad?.points).toBe(94);
  });

  it("totals a Howlrunner swarm's 91 points", () => {
    let s: BuiltSquad = { ...EMPTY_SQUAD, faction: 'imperial' };
    s = ok(addShip(s, 'tiefighter', 'howlrunner'));
    s = ok(addUpgrade(s, 0, { slot: 'Elite', xws: 'swarmtactics' }));
    s = ok(addShip(s, 'tiefighter', 'maulermithel'));
    s = ok(addUpgrade(s, 1, { slot: 'Elite', xws: 'veteraninstincts' }));
    for (const pilot of ['backstabber', 'obsidiansquadronpilot', 'academypilot', 'academypilot'])
      s = ok(addShip(s, 'tiefighter', pilot));
    // 18 + 2 + 17 + 1 + 16 + 13 + 12 + 12: two Academy Pilots are fine, they are not unique.
    expect(squadPoints(s)).toBe(91);
    expect(builtToXws(s).pilots).toEqual(fixture('howlrunner-swarm').pilots);
  });

  it('refuses a second unique Biggs, naming the card and the rule', () => {
    const s = biggsWalksTheDogs();
    const r = addShip(s, 'xwing', 'biggsdarklighter');
    expect(r.squad).toBe(s);
    expect(r.refusal).toBe(
      'Biggs Darklighter: unique name already fielded at ship 1 (Biggs Darklighter) (unique names: one card of each per squad)',
    );
  });

  it('refuses a pick past 100 points and a card with no slot free', () => {
    const s = biggsWalksTheDogs();
    // 94 + a 21-point Rookie Pilot would be 115.
    expect(addShip(s, 'xwing', 'rookiepilot').refusal).toBe(
      'the squad costs 115 points, more than the 100 a standard game allows (squad points limit)',
    );
    expect(addUpgrade(s, 0, { slot: 'Astromech', xws: 'r5astromech' }).refusal).toBe(
      'R5 Astromech: no astromech slot free on Biggs Darklighter (upgrade bar)',
    );
  });

  it('shows the upgrade bar with free slots, and removes cards and ships', () => {
    const s = biggsWalksTheDogs();
    const biggs = pilotOf('rebel', s.ships[0]!)!;
    expect(slotBar(biggs, s.ships[0]!).map((e) => [e.slot, e.card?.name ?? null])).toEqual([
      ['Torpedo', null],
      ['Astromech', 'R2-F2'],
      ['Modification', null],
      ['Title', null],
    ]);
    const without = removeUpgrade(s, 0, 0);
    expect(without.ships[0]!.upgrades).toEqual([]);
    expect(squadPoints(without)).toBe(91);
    expect(removeShip(s, 0).ships.map((x) => x.pilot)).toEqual(['lukeskywalker', 'wedgeantilles']);
  });

  it('takes off the bomb with Bomb Loadout, whose slot it sat in', () => {
    let s: BuiltSquad = { ...EMPTY_SQUAD };
    s = ok(addShip(s, 'ywing', 'goldsquadronpilot'));
    s = ok(addUpgrade(s, 0, { slot: 'Torpedo', xws: 'bombloadout' }));
    s = ok(addUpgrade(s, 0, { slot: 'Bomb', xws: 'proximitymines' }));
    expect(removeUpgrade(s, 0, 0).ships[0]!.upgrades).toEqual([]);
  });
});

describe("each card's status in the engine", () => {
  it("is the ability tables' status, as the XWS import reports it", () => {
    const s = biggsWalksTheDogs();
    const luke = pilotOf('rebel', s.ships[1]!)!;
    expect(pilotCardStatus(luke)).toEqual(pilotAbilityStatus(luke));
    const r2f2 = legalUpgrades('rebel', shipByXws('xwing')!, 'Astromech').find((u) => u.xws === 'r2f2')!;
    expect(upgradeCardStatus(r2f2)).toEqual(upgradeStatus(r2f2));
    expect(upgradeCardStatus(r2f2).status).toBe('applied');
    const rookie = factionPilots('rebel')
      .find((g) => g.ship.xws === 'xwing')!
      .pilots.find((p) => p.xws === 'rookiepilot')!;
    expect(pilotCardStatus(rookie)).toEqual({ status: 'applied', note: 'no pilot ability: its values apply' });
  });
});

describe('points as a player reads them', () => {
  it('says "1 pt" for one point, "pts" otherwise, and names a missing cost instead of a question mark', () => {
    expect(pointsText(1)).toBe('1 pt');
    expect(pointsText(0)).toBe('0 pts');
    expect(pointsText(25)).toBe('25 pts');
    expect(pointsText(undefined)).toBe('no listed cost');
  });
});
