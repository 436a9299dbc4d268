/**
 * Decisions a Full Thrust file records that no unit could take are refused by their path, never dropped from
 * the completed file without a word (found by the fuzzer, tests/fuzz/).
 */
import { describe, expect, it } from 'vitest';
import { battleFileProblems } from '../../../src/rules/fullthrust-sw/battleFile.ts';
import { playBattle } from '../../../src/rules/fullthrust-sw/engine.ts';
import { ftFile, STAY } from './helpers.ts';

describe('Full Thrust decisions for no unit', () => {
  it('refuses point defence, launches, recoveries and repairs keyed by an id no unit has', () => {
    const file = ftFile({
      rounds: [
        {
          plots: STAY,
          defence: { ghost: [{ ship: 'reb', battery: 0, target: 'x' }] },
          launch: { ghost: [{ squadron: 'x', col: 1, row: 1 }] },
          recover: { ghost: 'reb' },
          repair: { ghost: null },
        },
      ],
    });
    // The check reads the fields in the file-check's order: launch and repair with the per-kind ones, recover last.
    expect(battleFileProblems(file)).toEqual(
      ['defence', 'launch', 'repair', 'recover'].map((name) => ({
        path: `rounds[0].${name}.ghost`,
        message: 'no unit with id "ghost"',
      })),
    );
  });

  it('refuses a fire order naming more ships than fire', () => {
    // Two corvettes, so two shooters: players[0] wins the fire initiative with 6 against 1 (the round's first
    // dice), reb fires, then imp; a third entry has no ship left to name.
    const file = ftFile({ rounds: [{ plots: STAY, fireOrder: ['reb', 'imp', 'reb'], dice: [6, 1] }] });
    expect(() => playBattle(file)).toThrow(
      'rounds[0].fireOrder[2]: every capital ship had fired before this choice, so it is never made',
    );
  });

  it('still accepts a fire order that names every shooter once', () => {
    const file = ftFile({ rounds: [{ plots: STAY, fireOrder: ['reb', 'imp'], dice: [6, 1] }] });
    expect(playBattle(file).file.rounds?.[0]?.fireOrder).toEqual(['reb', 'imp']);
  });
});
