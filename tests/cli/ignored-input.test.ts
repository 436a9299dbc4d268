/**
 * Input a battle file gives but the game never uses is refused, naming the field (issue 16): rounds after the
 * battle's last, a decision of the wrong kind of unit, a Tallon roll slide for another maneuver, a decision for
 * a ship that never reaches that step, dice never rolled. `validate` and `replay` refuse alike: status 2,
 * nothing on standard output, the one problem on standard error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit battle files as plain JSON */

/** `holotable simulate` for a rule system: 2 rounds from seed 5. */
const simulated = (ruleset: string): any =>
  JSON.parse(runCli(['simulate', '--ruleset', ruleset, '--seed', '5', '--rounds', '2'], () => '').stdout);
/** The X-Wing core-set example: luke (X-wing) against mauler and black (TIE fighters), five rounds. */
const coreSet = (): any => JSON.parse(readFileSync('examples/core-set-battle.json', 'utf8'));

/** Expects validate and replay both to refuse the file with exactly this one line. */
function expectRefused(file: unknown, line: string): void {
  const text = JSON.stringify(file);
  for (const command of ['validate', 'replay']) {
    const r = runCli([command, '-'], () => text);
    expect({ command, status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      command,
      status: 2,
      stdout: '',
      stderr: `${line}\n`,
    });
  }
}

describe('rounds after the battle is over', () => {
  it.each([
    ['xwing-1e', 'round limit 2: 0–0 points destroyed'],
    ['star-warriors', '3 against 4 ships left'],
    ['fullthrust-sw', 'the round limit (2) is reached; Imperial Navy dealt more damage (27 to 9)'],
  ])('%s: a third round recorded for a two-round battle', (ruleset, reason) => {
    const file = simulated(ruleset);
    file.rounds.push(structuredClone(file.rounds[1]));
    expectRefused(
      file,
      `rounds[2]: the battle was already over after round 2 (${reason}), so this round is never played`,
    );
  });
});

describe('X-Wing decisions that do not apply', () => {
  it('a Tallon roll slide for a ship that flew another maneuver', () => {
    const file = coreSet();
    file.rounds[0].slides = { luke: 3 };
    expectRefused(file, 'rounds[0].slides.luke: luke flew straight-4 this round: a slide is only for a Tallon roll');
  });

  it('a red-maneuver substitute for a ship that was not stressed', () => {
    const file = coreSet();
    file.rounds[0].redSubstitutes = { luke: 'straight-1' };
    expectRefused(
      file,
      'rounds[0].redSubstitutes.luke: luke revealed no red maneuver while stressed this round, so there is nothing to substitute',
    );
  });

  it('a decloak for a ship that is not cloaked (a recorded "none" loses nothing and is accepted)', () => {
    const file = coreSet();
    file.rounds[0].decloaks = { luke: { action: 'decloak-forward' } };
    expectRefused(
      file,
      "rounds[0].decloaks.luke: luke is not cloaked when this round's Activation phase starts, so it cannot decloak",
    );
    file.rounds[0].decloaks = { luke: 'none' };
    expect(runCli(['validate', '-'], () => JSON.stringify(file)).status).toBe(0);
  });

  it('an attack by a ship destroyed in an earlier round', () => {
    const file = coreSet();
    // black is destroyed in round 3: round 4 records attacks for luke and mauler only.
    file.rounds[3].attacks.black = { target: 'luke' };
    expectRefused(
      file,
      'rounds[3].attacks.black: black has no attack this round (it is not in play, or was destroyed before its turn to attack)',
    );
  });

  it('a slide or a target on an action that takes none, and details of an attack on no one', () => {
    let file = coreSet();
    file.rounds[0].actions.luke = { action: 'focus', slide: 3 };
    expectRefused(
      file,
      'rounds[0].actions.luke.slide: a slide is only for a barrel roll or a sideways decloak, not "focus"',
    );
    file = coreSet();
    file.rounds[0].actions.luke = { action: 'focus', target: 'black' };
    expectRefused(
      file,
      'rounds[0].actions.luke.target: a target is only for "target-lock", "coordinate" or "jam", not "focus"',
    );
    file = coreSet();
    file.rounds[0].attacks.luke = { target: null, focus: true };
    expectRefused(file, 'rounds[0].attacks.luke.focus: luke attacks no one (target null), so focus does not apply');
  });
});

describe('Full Thrust decisions for the wrong kind of unit, or never asked for', () => {
  // The Kessel ambush: capital ships tantive, korolev, tyrant, warsprite; squadrons gold, luke, tie5, …
  it('a capital-ship plot given for a squadron, and a squadron move given for a capital ship', () => {
    let file = simulated('fullthrust-sw');
    file.rounds[0].plots.gold = { heading: 0, speed: 1 };
    expectRefused(
      file,
      'rounds[0].plots.gold: "gold" is a squadron, and plots is for capital ships (a squadron\'s course goes in moves and reactions)',
    );
    file = simulated('fullthrust-sw');
    file.rounds[0].moves.tantive = { heading: 0, speed: 1 };
    expectRefused(
      file,
      'rounds[0].moves.tantive: "tantive" is a capital ship, and moves is for fighter squadrons (a capital ship\'s course goes in plots)',
    );
  });

  it('a fifth shooter in a four-ship fire order, and a die never rolled', () => {
    let file = simulated('fullthrust-sw');
    file.rounds[0].fireOrder.push('tantive');
    expectRefused(file, 'rounds[0].fireOrder[4]: every capital ship had fired before this choice, so it is never made');
    file = simulated('fullthrust-sw');
    const rolled = file.rounds[0].dice.length;
    file.rounds[0].dice.push(3);
    expectRefused(file, `rounds[0].dice[${rolled}]: this die was never rolled (1 recorded die left over)`);
  });
});

describe('Star Warriors decisions never asked for', () => {
  // The simulated Dogfight plans snap fire for every ship in game-turn 1: no Angle Deflectors, no Targeting.
  it('shields and a target for a ship that planned neither', () => {
    let file = simulated('star-warriors');
    file.rounds[0].shields['x-wing-1'] = 'front';
    expectRefused(
      file,
      'rounds[0].shields.x-wing-1: x-wing-1 planned no Angle Deflectors this game-turn, so it has no shields to angle',
    );
    file = simulated('star-warriors');
    file.rounds[0].targets['x-wing-1'] = 'tie-fighter-1';
    expectRefused(
      file,
      'rounds[0].targets.x-wing-1: x-wing-1 planned no Targeting this game-turn, so it places no tracking marker',
    );
  });

  it('an eighth choice in a seven-ship order, and a roll never made', () => {
    let file = simulated('star-warriors');
    file.rounds[0].order.push('x-wing-1');
    expectRefused(file, 'rounds[0].order[7]: every ship had moved before this choice, so it is never made');
    file = simulated('star-warriors');
    const made = file.rounds[0].rolls.length;
    file.rounds[0].rolls.push({ purpose: 'initiative', ship: 'x-wing-1', faces: [3] });
    expectRefused(file, `rounds[0].rolls[${made}]: this roll was never made (1 recorded roll left over)`);
  });
});
