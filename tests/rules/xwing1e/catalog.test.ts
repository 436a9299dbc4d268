import { describe, expect, it } from 'vitest';
import { maneuverName, parseManeuver } from '../../../src/kernel/index.ts';
import {
  allPilots,
  allShips,
  allUpgrades,
  damageDeck,
  damageDeckNames,
  DATA_SOURCE,
  difficultyOf,
  hasManeuver,
  IONIZED_MANEUVER,
  maneuversOfDifficulty,
  pilotByXws,
  pilotsByXws,
  pilotsForShip,
  printedStats,
  shipByName,
  shipByXws,
  shipsForFaction,
  shipsForSide,
  sideOf,
  unsupportedShips,
  upgradeByXws,
  type ShipType,
} from '../../../src/rules/xwing1e/catalog.ts';

const ship = (xws: string): ShipType => {
  const s = shipByXws(xws);
  if (!s) throw new Error(`no ship ${xws}`);
  return s;
};
const stats = (s: ShipType) => [s.attack, s.agility, s.hull, s.shields];

describe('catalog counts', () => {
  it('has the 56 ship types of xwing-data 1.0.1, seven of them huge and unsupported', () => {
    expect(DATA_SOURCE).toBe('xwing-data 1.0.1 (MIT)');
    expect(allShips()).toHaveLength(56);
    const bySize = (size: string) => allShips().filter((s) => s.size === size).length;
    expect([bySize('small'), bySize('large'), bySize('huge')]).toEqual([36, 13, 7]);
    expect(unsupportedShips().map((s) => s.xws)).toEqual([
      'gr75mediumtransport',
      'cr90corvettefore',
      'cr90corvetteaft',
      'raiderclasscorvettefore',
      'raiderclasscorvetteaft',
      'gozanticlasscruiser',
      'croccruiser',
    ]);
    expect(unsupportedShips().every((s) => s.size === 'huge' && s.dial.length === 0)).toBe(true);
  });

  it('has 297 pilots, 367 upgrade card sides and two 33-card damage decks', () => {
    expect(allPilots()).toHaveLength(297);
    expect(allUpgrades()).toHaveLength(367);
    for (const deck of ['core', 'tfa'] as const) {
      expect(damageDeckNames(deck)).toHaveLength(33);
      expect(damageDeck(deck).find((c) => c.name === 'Direct Hit!')?.amount).toBe(7);
    }
    expect(damageDeck('tfa').map((c) => c.name)).toContain('Shaken Pilot');
    expect(damageDeck('core').find((c) => c.name === 'Blinded Pilot')?.type).toBe('pilot');
  });
});

describe('ship cards and dials', () => {
  it('X-wing: 3/2/3/2, green 1 banks and straight, red Koiogran 4', () => {
    const x = ship('xwing');
    expect(x.name).toBe('X-wing');
    expect(shipByName('X-wing')).toBe(x);
    expect(x.size).toBe('small');
    expect(stats(x)).toEqual([3, 2, 3, 2]);
    expect(x.factions).toEqual(['rebel']);
    expect(x.actions).toEqual(['focus', 'target-lock']);
    expect(x.arcs).toEqual(['primary']);
    expect(difficultyOf(x, 'koiogran-4')).toBe('red');
    expect(difficultyOf(x, 'bank-left-1')).toBe('green');
    expect(difficultyOf(x, 'bank-right-1')).toBe('green');
    expect(difficultyOf(x, 'straight-1')).toBe('green');
    expect(difficultyOf(x, 'turn-left-3')).toBe('white');
    expect(difficultyOf(x, 'turn-left-1')).toBeNull();
    expect(hasManeuver(x, 'straight-5')).toBe(false);
    expect(maneuversOfDifficulty(x, 'red')).toEqual(['koiogran-4']);
    expect(x.dial).toHaveLength(15);
  });

  it('TIE fighter: 2/3/3/0 with red Koiogran 3 and 4, white 1 turns and a white 5 straight', () => {
    const t = ship('tiefighter');
    expect(stats(t)).toEqual([2, 3, 3, 0]);
    expect(t.factions).toEqual(['imperial', 'rebel']);
    expect(t.actions).toEqual(['focus', 'barrel-roll', 'evade']);
    expect(maneuversOfDifficulty(t, 'red')).toEqual(['koiogran-3', 'koiogran-4']);
    expect(difficultyOf(t, 'turn-left-1')).toBe('white');
    expect(difficultyOf(t, 'bank-left-1')).toBeNull();
    expect(difficultyOf(t, 'straight-5')).toBe('white');
  });

  it('YT-1300: large, 3/1/8/5, primary and turret arcs, Rebel Alliance and Resistance', () => {
    const y = ship('yt1300');
    expect(y.size).toBe('large');
    expect(stats(y)).toEqual([3, 1, 8, 5]);
    expect(y.arcs).toEqual(['primary', 'turret']);
    expect(y.factions).toEqual(['rebel', 'resistance']);
    expect(difficultyOf(y, 'koiogran-3')).toBe('red');
    expect(difficultyOf(y, 'turn-left-1')).toBe('white');
  });

  it('maps every firing arc, and notes the ignored bullseye arc', () => {
    expect(ship('firespray31').arcs).toEqual(['primary', 'rear']);
    expect(ship('yv666').arcs).toEqual(['primary', 'aux180']);
    expect(ship('auzituckgunship').arcs).toEqual(['primary', 'aux180']);
    expect(ship('lancerclasspursuitcraft').arcs).toEqual(['primary', 'mobile']);
    expect(ship('m12lkimogilafighter').arcs).toEqual(['primary']);
    expect(ship('m12lkimogilafighter').notes.join(' ')).toMatch(/Bullseye/);
    const turrets = allShips().filter((s) => s.arcs.includes('turret'));
    expect(turrets.map((s) => s.xws)).toEqual([
      'yt1300',
      'yt2400',
      'vt49decimator',
      'kwing',
      'jumpmaster5000',
      'bsf17bomber',
    ]);
  });

  it('names special maneuvers as the kernel does, and lists reverse maneuvers as unsupported', () => {
    expect(difficultyOf(ship('lambdaclassshuttle'), 'stationary-0')).toBe('red');
    expect(difficultyOf(ship('t70xwing'), 'tallon-left-3')).toBe('red');
    expect(difficultyOf(ship('tiefofighter'), 'segnor-right-2')).toBe('red');
    expect(difficultyOf(ship('jumpmaster5000'), 'segnor-left-2')).toBe('white');
    expect(difficultyOf(ship('tiereaper'), 'segnor-left-1')).toBe('red');
    expect(difficultyOf(ship('tiedefender'), 'koiogran-4')).toBe('white');
    const q = ship('quadjumper');
    expect(q.unsupportedManeuvers).toEqual(['reverse-bank-left-1', 'reverse-straight-1', 'reverse-bank-right-1']);
    expect(difficultyOf(q, 'segnor-left-2')).toBe('red');
    const withReverse = allShips().filter((s) => s.unsupportedManeuvers.some((m) => m.startsWith('reverse-')));
    expect(withReverse.map((s) => s.xws)).toEqual(['quadjumper']);
  });

  it('gives every supported ship a dial whose names the kernel parses back to themselves', () => {
    for (const s of allShips().filter((x) => x.supported)) {
      expect(s.dial.length, s.xws).toBeGreaterThan(0);
      expect(new Set(s.dial.map((e) => e.maneuver)).size, s.xws).toBe(s.dial.length);
      for (const e of s.dial) {
        const m = parseManeuver(e.maneuver);
        expect(m, `${s.xws} ${e.maneuver}`).not.toBeNull();
        expect(maneuverName(m!)).toBe(e.maneuver);
      }
    }
  });

  it('has the ionized maneuver: a white straight 1', () => {
    expect(IONIZED_MANEUVER).toEqual({ maneuver: 'straight-1', difficulty: 'white' });
    expect(parseManeuver(IONIZED_MANEUVER.maneuver)).toEqual({ bearing: 'straight', side: null, speed: 1 });
  });

  it('freezes the shared card data', () => {
    expect(() => (ship('xwing').dial as unknown as { maneuver: string }[]).push({ maneuver: 'x' })).toThrow();
  });
});

describe('factions and sides', () => {
  it('puts the Resistance with the rebels and the First Order with the Empire', () => {
    expect(sideOf('resistance')).toBe('rebel');
    expect(sideOf('first-order')).toBe('imperial');
    expect(sideOf('scum')).toBe('scum');
    expect(shipsForFaction('first-order').map((s) => s.xws)).toEqual([
      'tiefofighter',
      'tiesffighter',
      'upsilonclassshuttle',
      'tiesilencer',
    ]);
    expect(shipsForFaction('resistance').map((s) => s.xws)).toEqual(['yt1300', 't70xwing', 'bsf17bomber']);
    const imperial = shipsForSide('imperial').map((s) => s.xws);
    expect(imperial).toContain('tiefofighter');
    expect(imperial).toContain('firespray31');
    expect(imperial).not.toContain('xwing');
    expect(shipsForSide('rebel').map((s) => s.xws)).toContain('t70xwing');
  });

  it('flies every pilot on a ship its faction has', () => {
    for (const p of allPilots()) expect(ship(p.ship).factions, p.xws).toContain(p.faction);
  });
});

describe('pilot cards', () => {
  it('Luke Skywalker: skill 8, 28 points, unique, with his ability text', () => {
    const luke = pilotByXws('rebel', 'xwing', 'lukeskywalker')!;
    expect(luke.name).toBe('Luke Skywalker');
    expect([luke.skill, luke.points, luke.unique]).toEqual([8, 28, true]);
    expect(luke.slots).toEqual(['Elite', 'Torpedo', 'Astromech']);
    expect(luke.text).toMatch(/^When defending, you may change 1 of your \[Focus\] results/);
    expect(pilotByXws('rebel', 'xwing', 'redsquadronpilot')).toMatchObject({ skill: 4, points: 23, unique: false });
  });

  it('TIE core pilots: Academy Pilot 1/12 and "Night Beast" 5/15', () => {
    expect(pilotByXws('imperial', 'tiefighter', 'academypilot')).toMatchObject({ skill: 1, points: 12, text: '' });
    expect(pilotByXws('imperial', 'tiefighter', 'nightbeast')).toMatchObject({ name: '"Night Beast"', skill: 5 });
  });

  it('tells same-named pilots apart by side and ship', () => {
    expect(pilotsByXws('firespray31', 'bobafett').map((p) => p.faction)).toEqual(['imperial', 'scum']);
    expect(pilotByXws(undefined, 'firespray31', 'bobafett')).toBeUndefined();
    expect(pilotByXws('scum', 'firespray31', 'bobafett')?.faction).toBe('scum');
    expect(pilotByXws('imperial', 'firespray31', 'bobafett')?.faction).toBe('imperial');
    expect(pilotByXws(undefined, 'xwing', 'lukeskywalker')?.name).toBe('Luke Skywalker');
    expect(pilotByXws('rebel', 'tiedefender', 'maarekstele')).toBeUndefined();
    expect(pilotByXws('imperial', 'tiedefender', 'maarekstele')?.ship).toBe('tiedefender');
    expect(pilotByXws('rebel', 't70xwing', 'poedameron')?.faction).toBe('resistance');
    expect(pilotByXws('resistance', 'yt1300', 'hansolo-swx57')?.faction).toBe('resistance');
    expect(pilotsForShip('tiefighter', 'rebel').map((p) => p.xws)).toEqual([
      'sabinewren',
      'ahsokatano',
      'captainrex',
      'zeborrelios',
    ]);
  });

  it('keeps "?" values as null and the Outer Rim Smuggler\'s own printed values', () => {
    expect(pilotByXws('scum', 'z95headhunter', 'nashtahpuppilot')).toMatchObject({ skill: null, points: null });
    const smuggler = pilotByXws('rebel', 'yt1300', 'outerrimsmuggler')!;
    expect(printedStats(smuggler, ship('yt1300'))).toEqual({ attack: 2, agility: 1, hull: 6, shields: 4 });
    const han = pilotByXws('rebel', 'yt1300', 'hansolo')!;
    expect(printedStats(han, ship('yt1300'))).toEqual({ attack: 3, agility: 1, hull: 8, shields: 5 });
  });
});

describe('upgrade cards', () => {
  it('finds upgrades by xws and slot, secondary weapons with attack and range', () => {
    expect(upgradeByXws('protontorpedoes')).toMatchObject({ slot: 'Torpedo', points: 4, attack: 4, range: '2-3' });
    expect(upgradeByXws('r2d2')?.slot).toBe('Astromech');
    expect(upgradeByXws('r2d2', 'Crew')).toBeUndefined();
    expect(upgradeByXws('r2d2-swx22', 'Crew')?.name).toBe('R2-D2');
    expect(upgradeByXws('adaptability')?.name).toBe('Adaptability (-1)');
    expect(upgradeByXws('marksmanship')?.text).not.toMatch(/<|>/);
  });
});
