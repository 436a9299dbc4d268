import { describe, expect, it } from 'vitest';
import {
  gunSheet,
  pilotQualityDice,
  pilotSkillForTotal,
  speedTrack,
  startingThrottle,
} from '../../../src/rules/star-warriors/controlSheet.ts';
import { GUNNERY_POWER, GUNNERY_VALUES, PILOT_SKILL_TABLE } from '../../../src/rules/star-warriors/data/charts.ts';
import { SHIP_DATA, shipDataById } from '../../../src/rules/star-warriors/data/shipData.ts';
import { parseSkillCode, skillRollTotal } from '../../../src/rules/star-warriors/dice.ts';

const tieInterceptor = shipDataById('tie-interceptor')!;

describe('the TIE interceptor control sheet (rules 3.4–3.7 worked example)', () => {
  it('3.61: maximum speed 8; 3.71: throttle markers start in the 6 box', () => {
    expect(tieInterceptor.maxSpeed).toBe(8);
    expect(startingThrottle(tieInterceptor)).toBe(6);
  });

  it('3.62: the Speed/Turning Track reads 1, 2, 2, 3, 4, 5, 5, 5, (6), (6)', () => {
    const track = speedTrack(tieInterceptor);
    expect(track.map((b) => b.turn)).toEqual([1, 2, 2, 3, 4, 5, 5, 5, 6, 6]);
    expect(track.map((b) => b.overspeedOnly)).toEqual([...Array(8).fill(false), true, true]);
  });

  it('3.43: body 5; 3.51: gun QLF; 3.63: no shields (Angle Deflectors left blank), ½ loop 4, stabilizer 3', () => {
    expect(tieInterceptor.body).toBe(5);
    expect(tieInterceptor.guns).toEqual(['QLF']);
    expect(tieInterceptor.shields).toBe(0);
    expect(tieInterceptor.difficulty.angleShields).toBeUndefined();
    expect(tieInterceptor.difficulty.halfLoop).toBe(4);
    expect(tieInterceptor.damageDifficulty.stabilizerDamage).toBe(3);
  });

  it('3.52: QLF reads row QF of the Gunnery Values Chart: to hit 13, 16, 19, 21, 24', () => {
    expect(gunSheet('QLF').toHit).toEqual([13, 16, 19, 21, 24]);
  });

  it('3.53: QLF reads row QL of the Gunnery Power Chart: power 3, 3, 2, 1, 0', () => {
    expect(gunSheet('QLF').power).toEqual([3, 3, 2, 1, 0]);
    expect(gunSheet('QLF').ion).toBe(false);
  });
});

describe('ion cannons (rules 3.54)', () => {
  const bWing = shipDataById('b-wing')!;
  it('the B-wing mounts SHF/DLF/TMF(I); only TMF is an ion cannon', () => {
    expect(bWing.guns).toEqual(['SHF', 'DLF', 'TMF(I)']);
    expect(bWing.guns.map((g) => gunSheet(g).ion)).toEqual([false, false, true]);
  });
  it('the ion gun has power −4 in all five boxes and to-hit numbers three less than row TF', () => {
    const ion = gunSheet('TMF(I)');
    expect(ion.power).toEqual([-4, -4, -4, -4, -4]);
    const tf = GUNNERY_VALUES.find((r) => r.key === 'TF')!.toHit;
    expect(ion.toHit).toEqual(tf.map((v) => v - 3));
  });
});

describe('skill codes and rolls (rules 5.1)', () => {
  it('4D+2: roll four dice and add two', () => {
    const c = parseSkillCode('4D+2')!;
    expect(c).toEqual({ dice: 4, plus: 2 });
    expect(skillRollTotal(c, [1, 2, 3, 4])).toBe(12);
  });
  it('3D+1 rolling 5, 2 and 4 gives a die-roll of 12', () => {
    expect(skillRollTotal(parseSkillCode('3D+1')!, [5, 2, 4])).toBe(12);
  });
  it('malformed codes are refused', () => {
    for (const bad of ['4D+3', 'D', '4d', '0D', '4D+', '4D-1']) expect(parseSkillCode(bad)).toBeUndefined();
  });
});

describe('the Pilot Skill Table (rules 3.41, 3.42)', () => {
  it('poor pilots roll 2 dice and veterans 4', () => {
    expect(pilotQualityDice('poor')).toBe(2);
    expect(pilotQualityDice('veteran')).toBe(4);
  });
  it('a roll of 17 gives 7D+1 and a roll of 12 gives 5D+2 (quoted); every row 2–24 has a valid code', () => {
    expect(pilotSkillForTotal(17)).toBe('7D+1');
    expect(pilotSkillForTotal(12)).toBe('5D+2');
    for (const row of PILOT_SKILL_TABLE) expect(parseSkillCode(row.code)).toBeDefined();
    expect(PILOT_SKILL_TABLE.map((r) => r.total)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
  });
});

describe('provenance of the data', () => {
  it('every chart row is either quoted from the document or marked as an assumption', () => {
    for (const row of [...PILOT_SKILL_TABLE, ...GUNNERY_VALUES, ...GUNNERY_POWER])
      expect(Boolean(row.source) !== Boolean(row.assumed)).toBe(true);
    for (const ship of SHIP_DATA) expect(Object.keys(ship.provenance).length).toBeGreaterThan(0);
  });
  it('every ship gun code reads a row of both gunnery charts', () => {
    for (const ship of SHIP_DATA) for (const g of ship.guns) expect(() => gunSheet(g)).not.toThrow();
  });
});
