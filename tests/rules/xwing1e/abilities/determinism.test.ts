/**
 * Card abilities keep the engine a pure function of the file: a battle of two full lists, completed by the
 * autopilot (every ability choice written back), replays to a byte-identical timeline; so does any seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../src/cli/main.ts';
import { parseBattleFile, type BattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';

/** A 12-round battle file of a Rebel list (player 0) against an Imperial one (player 1). */
function rebelsAgainstEmpire(seed: number, ships: NonNullable<BattleFile['ships']>): BattleFile {
  return parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    seed,
    roundLimit: 12,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships,
  });
}

/** Two wave 1–2 lists with pilot abilities, elite talents, astromechs and secondary weapons. */
function fullLists(seed: number): BattleFile {
  return rebelsAgainstEmpire(seed, [
    { id: 'wedge', player: 0, ship: 'xwing', pilot: 'wedgeantilles', upgrades: ['pushthelimit', 'r2astromech'] },
    {
      id: 'luke',
      player: 0,
      ship: 'xwing',
      pilot: 'lukeskywalker',
      upgrades: ['veteraninstincts', 'r2d2', 'protontorpedoes'],
    },
    { id: 'horton', player: 0, ship: 'ywing', pilot: 'hortonsalm', upgrades: ['ioncannonturret', 'r5d8'] },
    { id: 'howl', player: 1, ship: 'tiefighter', pilot: 'howlrunner', upgrades: ['marksmanship'] },
    { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel', upgrades: ['predator'] },
    { id: 'bs', player: 1, ship: 'tiefighter', pilot: 'backstabber' },
    { id: 'dc', player: 1, ship: 'tiefighter', pilot: 'darkcurse' },
    { id: 'nb', player: 1, ship: 'tiefighter', pilot: 'nightbeast' },
    { id: 'turr', player: 1, ship: 'tieinterceptor', pilot: 'turrphennir', upgrades: ['elusiveness'] },
  ]);
}

/**
 * Two later lists with this session's cards: Han Solo with Gunner and Luke Skywalker aboard, Chewbacca, Jan Ors with
 * a Dorsal Turret, an Outer Rim Smuggler with a Twin Laser Turret; TIE interceptors with Autothrusters and Wired,
 * TIE fighters with Crack Shot, Twin Ion Engine Mk. II and Wingman.
 */
function laterLists(seed: number): BattleFile {
  return rebelsAgainstEmpire(seed, [
    { id: 'han', player: 0, ship: 'yt1300', pilot: 'hansolo', upgrades: ['gunner', 'lukeskywalker'] },
    { id: 'chewie', player: 0, ship: 'yt1300', pilot: 'chewbacca', upgrades: ['hansolo'] },
    { id: 'jan', player: 0, ship: 'hwk290', pilot: 'janors', upgrades: ['dorsalturret'] },
    { id: 'ors', player: 0, ship: 'yt1300', pilot: 'outerrimsmuggler', upgrades: ['twinlaserturret'] },
    { id: 'fel', player: 1, ship: 'tieinterceptor', pilot: 'soontirfel', upgrades: ['wired', 'autothrusters'] },
    { id: 'jax', player: 1, ship: 'tieinterceptor', pilot: 'alphasquadronpilot', upgrades: ['autothrusters'] },
    { id: 'howl', player: 1, ship: 'tiefighter', pilot: 'howlrunner', upgrades: ['crackshot', 'twinionenginemkii'] },
    { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel', upgrades: ['wingman'] },
    { id: 'bs', player: 1, ship: 'tiefighter', pilot: 'backstabber' },
  ]);
}

/**
 * The wave 1–4 cards: Nien Nunb, Kyle Katarn, Leia Organa and Dash Rendar aboard the Millennium Falcon,
 * Navigator; an A-wing with Proton Rockets and Munitions Failsafe; "Hobbie" Klivian with Fire-Control System; Guidance Chips with Proton Torpedoes, Adrenaline Rush, Stay on Target, Intimidation, Decoy, R3-A2, R7-T1 and R5-K6 on X-wings, Draw Their Fire; Vader, Mara Jade, Rebel Captive and
 * Ysanne Isard aboard a Lambda shuttle with ST-321 and Anti-Pursuit Lasers, an Outrider with a Heavy Laser Cannon, Ruthlessness and Accuracy Corrector, Sensor Jammer, Zertik Strom, Chaser, Kir
 * Kanos, Juno Eclipse, Carnor Jax and Colonel Vessery.
 */
function wave1to4Lists(seed: number): BattleFile {
  return rebelsAgainstEmpire(seed, [
    {
      id: 'falcon',
      player: 0,
      ship: 'yt1300',
      pilot: 'hansolo',
      upgrades: ['niennunb', 'kylekatarn', 'leiaorgana', 'dashrendar', 'navigator', 'millenniumfalcon'],
    },
    {
      id: 'wedge',
      player: 0,
      ship: 'xwing',
      pilot: 'wedgeantilles',
      upgrades: ['adrenalinerush', 'r3a2', 'stayontarget', 'protontorpedoes', 'guidancechips'],
    },
    { id: 'biggs', player: 0, ship: 'xwing', pilot: 'biggsdarklighter', upgrades: ['drawtheirfire', 'r5k6'] },
    { id: 'yt', player: 0, ship: 'yt2400', pilot: 'wildspacefringer', upgrades: ['outrider', 'heavylasercannon'] },
    { id: 'hobbie', player: 0, ship: 'xwing', pilot: 'hobbieklivian', upgrades: ['firecontrolsystem'] },
    {
      id: 'awing',
      player: 0,
      ship: 'awing',
      pilot: 'greensquadronpilot',
      upgrades: ['protonrockets', 'munitionsfailsafe'],
    },
    { id: 'rookie', player: 0, ship: 'xwing', pilot: 'rookiepilot', upgrades: ['intimidation', 'r7t1', 'decoy'] },
    {
      id: 'shuttle',
      player: 1,
      ship: 'lambdaclassshuttle',
      pilot: 'omicrongrouppilot',
      upgrades: [
        'darthvader',
        'marajade',
        'rebelcaptive',
        'ysanneisard',
        'st321',
        'antipursuitlasers',
        'advancedsensors',
      ],
    },
    { id: 'zertik', player: 1, ship: 'tieadvanced', pilot: 'zertikstrom', upgrades: ['sensorjammer'] },
    { id: 'chaser', player: 1, ship: 'tiefighter', pilot: 'chaser' },
    { id: 'kir', player: 1, ship: 'tieinterceptor', pilot: 'kirkanos' },
    { id: 'juno', player: 1, ship: 'tieadvanced', pilot: 'junoeclipse' },
    { id: 'carnor', player: 1, ship: 'tieinterceptor', pilot: 'carnorjax' },
    { id: 'vessery', player: 1, ship: 'tiedefender', pilot: 'colonelvessery' },
    {
      id: 'mauler',
      player: 1,
      ship: 'tiefighter',
      pilot: 'maulermithel',
      upgrades: ['ruthlessness', 'accuracycorrector'],
    },
  ]);
}

const text = (v: unknown) => JSON.stringify(v);

describe('determinism with card abilities', () => {
  it('two full lists: the completed file replays byte-identically, and completes to itself', () => {
    const first = playBattle(fullLists(7));
    const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
    expect(text(again.timeline)).toBe(text(first.timeline));
    expect(text(again.file)).toBe(text(first.file));
    // The lists used their cards: some ability choice was written back.
    expect(first.file.rounds!.some((r) => (r.abilities?.length ?? 0) > 0)).toBe(true);
  });

  it('later lists (YT-1300s with crew, turrets, Autothrusters, Wired, Crack Shot, Wingman): byte-identical replay', () => {
    for (const seed of [3, 11]) {
      const first = playBattle(laterLists(seed));
      const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
      expect(text(again.timeline)).toBe(text(first.timeline));
      expect(text(again.file)).toBe(text(first.file));
    }
  });

  it('wave 1–4 cards (Adrenaline Rush, Sensor Jammer, Ruthlessness, Vader, Mara Jade, Draw Their Fire…): byte-identical replay', () => {
    for (const seed of [5, 17]) {
      const first = playBattle(wave1to4Lists(seed));
      const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
      expect(text(again.timeline)).toBe(text(first.timeline));
      expect(text(again.file)).toBe(text(first.file));
    }
  });

  it('any seed: replaying the completed file gives the same timeline', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const first = playBattle(fullLists(seed));
        const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
        expect(text(again.timeline)).toBe(text(first.timeline));
      }),
      { numRuns: 4 },
    );
  });
});

describe('holotable cards', () => {
  const report = JSON.parse(runCli(['cards', '--json'], () => '').stdout) as {
    kind: string;
    xws: string;
    ship?: string;
    status: string;
    note: string;
  }[];

  it('lists every pilot, upgrade and Damage card kind, one object each (297 + 367 + 28)', () => {
    expect(report.filter((c) => c.kind === 'pilot')).toHaveLength(297);
    expect(report.filter((c) => c.kind === 'upgrade')).toHaveLength(367);
    expect(report.filter((c) => c.kind === 'damage')).toHaveLength(28);
  });

  it('takes statuses from the ability tables: applied cards and an unapplied one', () => {
    expect(report.find((c) => c.xws === 'lukeskywalker' && c.ship === 'xwing')).toMatchObject({
      status: 'applied',
      note: 'applied at: modify-defence-dice',
    });
    expect(report.find((c) => c.xws === 'core/munitionsfailure')).toMatchObject({
      status: 'applied',
      note: 'applied in munitionsFailure.ts: the owner discards a secondary weapon, then the card flips',
    });
    expect(report.find((c) => c.xws === 'tfa/majorhullbreach')).toMatchObject({ status: 'applied' });
    expect(report.find((c) => c.xws === 'jekporkins')).toMatchObject({
      status: 'applied',
      note: 'applied at: receive-stress',
    });
    expect(report.find((c) => c.xws === 'captainkagi')).toMatchObject({
      status: 'applied',
      note: 'applied at: perform-action',
    });
    expect(report.find((c) => c.xws === 'captainjostero')).toMatchObject({
      status: 'not-applied',
      note: 'pilot ability not applied',
    });
    // A card left out for a mechanic the engine lacks says why (pilotsLeftOut.ts).
    expect(report.find((c) => c.xws === 'redline')).toMatchObject({
      status: 'not-applied',
      note: 'pilot ability not applied: needs a second target lock: a ship holds one (ShipState.lockOn)',
    });
    expect(report.find((c) => c.xws === 'clustermissiles')).toMatchObject({
      status: 'applied',
      note: 'applied at: declare-target',
    });
  });

  it('prints the totals without --json, and the usage (status 2) for anything else', () => {
    expect(runCli(['cards'], () => '').stdout).toMatch(/^pilot: \d+ applied, \d+ partial, \d+ not applied\n/);
    expect(runCli(['cards', 'extra'], () => '').status).toBe(2);
  });
});
