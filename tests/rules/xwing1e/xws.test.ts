import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/battle/validationError.ts';
import {
  checkXwsSquad,
  squadFromXws,
  squadFromXwsText,
  squadToXws,
  xwsSlotKey,
  type Squad,
} from '../../../src/rules/xwing1e/xws.ts';

const fixtureText = (name: string) => readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8');
const fixture = (name: string): Record<string, unknown> => JSON.parse(fixtureText(name));
const problemLines = (value: unknown) => checkXwsSquad(value).problems.map((p) => `${p.path}: ${p.message}`);

describe('XWS import', () => {
  it('X-wing core set: Luke Skywalker with Marksmanship, Proton Torpedoes and R2-D2', () => {
    const squad = squadFromXwsText(fixtureText('xwing-core'));
    expect(squad.faction).toBe('rebel');
    expect(squad.name).toBe('Core Set: Red Five');
    expect(squad.points).toBe(28 + 3 + 4 + 4);
    const [luke] = squad.pilots;
    expect(squad.pilots).toHaveLength(1);
    expect(luke!.pilot.name).toBe('Luke Skywalker');
    expect(luke!.ship.xws).toBe('xwing');
    expect(luke!.upgrades).toEqual(['marksmanship', 'protontorpedoes', 'r2d2']);
    expect(luke!.upgradeCards.map((u) => u.slot)).toEqual(['Elite', 'Torpedo', 'Astromech']);
    expect(luke!.stats).toEqual({ skill: 8, attack: 3, agility: 2, hull: 3, shields: 2 });
    // Luke's ability, Marksmanship, Proton Torpedoes and R2-D2 are all in the ability tables (issue 18).
    expect(squad.notApplied).toEqual([]);
  });

  it('TIE core set: two TIE fighters, the generic pilot without an ability', () => {
    const squad = squadFromXws(fixture('tie-core'));
    expect(squad.faction).toBe('imperial');
    expect(squad.points).toBe(27);
    expect(squad.pilots.map((p) => [p.pilot.xws, p.stats.skill, p.points])).toEqual([
      ['academypilot', 1, 12],
      ['nightbeast', 5, 15],
    ]);
    expect(squad.pilots[0]!.ship.dial).toBe(squad.pilots[1]!.ship.dial);
    // Night Beast's ability is applied (abilities/cards.ts), so nothing is listed as left out.
    expect(squad.notApplied).toEqual([]);
  });

  it('large ships: Han Solo with crew and title, and the Outer Rim Smuggler with its own printed values', () => {
    const squad = squadFromXws(fixture('yt1300'));
    expect(squad.points).toBe(46 + 1 + 4 + 3 + 1 + 27);
    const [han, smuggler] = squad.pilots;
    expect(han!.ship.size).toBe('large');
    expect(han!.ship.arcs).toEqual(['primary', 'turret']);
    expect(han!.stats).toEqual({ skill: 9, attack: 3, agility: 1, hull: 8, shields: 5 });
    expect(han!.upgrades).toEqual(['veteraninstincts', 'chewbacca', 'landocalrissian', 'millenniumfalcon']);
    expect(smuggler!.stats).toEqual({ skill: 1, attack: 2, agility: 1, hull: 6, shields: 4 });
    expect(smuggler!.points).toBe(27);
    // Every card is in the ability tables: Han's ability, Veteran Instincts (skill +2), Chewbacca and Lando
    // Calrissian (crew), the Millennium Falcon title (the evade action icon).
    expect(squad.notApplied).toEqual([]);
  });

  it('notes "?" values, huge ships and ship notes it does not apply', () => {
    const pup = squadFromXws({ faction: 'scum', pilots: [{ name: 'nashtahpuppilot', ship: 'z95headhunter' }] });
    expect(pup.points).toBe(0);
    expect(pup.pilots[0]!.stats.skill).toBe(0);
    expect(pup.notApplied).toContain('pilots[0] Nashtah Pup Pilot: pilot skill "?" taken as 0');
    expect(pup.notApplied).toContain('pilots[0] Nashtah Pup Pilot: points "?" counted as 0');
    const epic = squadFromXws({
      faction: 'rebel',
      pilots: [{ name: 'gr75mediumtransport', ship: 'gr75mediumtransport' }],
    });
    expect(epic.notApplied[0]).toBe(
      'pilots[0] GR-75 Medium Transport: ship GR-75 Medium Transport is not supported (huge ship)',
    );
    const quad = squadFromXws({
      faction: 'scum',
      pilots: [
        { name: 'jakkugunrunner', ship: 'quadjumper' },
        { name: 'jakkugunrunner', ship: 'quadjumper' },
      ],
    });
    expect(quad.notApplied.filter((l) => l.startsWith('ship Quadjumper:'))).toEqual([
      'ship Quadjumper: Reverse maneuvers have no template in the kernel.',
    ]);
  });

  it('reports every unknown ship, pilot, slot and upgrade with its JSON path', () => {
    expect(problemLines(fixture('unknown-names'))).toEqual([
      'pilots[1].ship: unknown ship "xwingg"',
      'pilots[2].name: unknown pilot "wedge" for ship "xwing" (rebel)',
      'pilots[3].name: pilot "academypilot" of ship "tiefighter" is imperial, not rebel',
      'pilots[4].upgrades.amd[0]: unknown upgrade "r2d3" for slot "amd"',
      'pilots[4].upgrades.crew[0]: unknown upgrade "r2d2" for slot "crew" (it goes in slot "amd")',
      'pilots[4].upgrades.elite: unknown upgrade slot "elite" (expected one of "amd", "bomb", "cannon", "cargo", ' +
        '"crew", "ept", "hardpoint", "illicit", "missile", "mod", "samd", "system", "team", "tech", "title", ' +
        '"torpedo", "turret")',
    ]);
    let error: unknown;
    try {
      squadFromXws(fixture('unknown-names'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe('pilots[1].ship: unknown ship "xwingg"');
    expect((error as InputError).problems).toHaveLength(6);
  });

  it('reports schema problems with their paths', () => {
    expect(problemLines({ faction: 'empire', pilots: [] })).toEqual([
      'faction: expected one of "rebel", "imperial", "scum", got "empire"',
      'pilots: expected array to have >=1 items, got an array',
    ]);
    expect(problemLines({ faction: 'rebel', pilots: [{ ship: 'xwing', upgrades: { amd: 'r2d2' } }] })).toEqual([
      'pilots[0].name: expected a string, got nothing (the field is missing)',
      'pilots[0].upgrades.amd: expected an array, got "r2d2"',
    ]);
    expect(() => squadFromXwsText('{"faction": ')).toThrow(/^\(file\): not valid JSON/);
  });

  it("ignores the file's points and vendor data", () => {
    const squad = squadFromXws({ ...fixture('xwing-core'), points: 7, vendor: { x: 1 } });
    expect(squad.points).toBe(39);
  });
});

describe('XWS export', () => {
  it.each(['xwing-core', 'tie-core', 'yt1300'])('round-trips %s', (name) => {
    const original = fixture(name);
    const exported = squadToXws(squadFromXws(original));
    const { vendor: _vendor, ...withoutVendor } = original;
    expect(exported).toEqual(withoutVendor);
    const again: Squad = squadFromXws(JSON.parse(JSON.stringify(exported)));
    expect(squadToXws(again)).toEqual(exported);
  });

  it('groups upgrades under their XWS slot keys', () => {
    expect(xwsSlotKey('Elite')).toBe('ept');
    expect(xwsSlotKey('Salvaged Astromech')).toBe('samd');
    expect(xwsSlotKey('Modification')).toBe('mod');
  });
});
