/** Squad-building checks through the CLI: a battle file whose players bring an illegal XWS squad is refused. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

const example = readFileSync('examples/core-set-battle.json', 'utf8');
const run = (args: string[], input: string) => runCli(args, () => input);

/** The core-set example with its ships and rounds replaced by the players' XWS squads. */
function withSquads(rebel: unknown, imperial: unknown): string {
  const f = JSON.parse(example);
  delete f.ships;
  delete f.rounds;
  f.players[0].squad = rebel;
  f.players[1].squad = imperial;
  return JSON.stringify(f);
}

const TIES = { faction: 'imperial', pilots: [{ name: 'academypilot', ship: 'tiefighter' }] };

describe('holotable validate / replay: squad building', () => {
  it('a legal squad plays', () => {
    const luke = {
      faction: 'rebel',
      pilots: [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { ept: ['pushthelimit'] } }],
    };
    expect(run(['validate', 'x'], withSquads(luke, TIES))).toMatchObject({ status: 0, stderr: '' });
  });

  it('an elite talent on a pilot without the Elite icon: exit status 2, nothing on stdout, the field and card named', () => {
    const rookie = {
      faction: 'rebel',
      pilots: [
        { name: 'lukeskywalker', ship: 'xwing' },
        { name: 'wedgeantilles', ship: 'xwing' },
        { name: 'rookiepilot', ship: 'xwing', upgrades: { ept: ['pushthelimit'] } },
      ],
    };
    for (const command of ['validate', 'replay']) {
      const r = run([command, 'x'], withSquads(rookie, TIES));
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toEqual([
        'players[0].squad.pilots[2].upgrades.ept[0]: Push the Limit: no elite slot free on Rookie Pilot (upgrade bar)',
      ]);
    }
  });

  it("the second player's squad is checked too: a unique pilot twice and the points limit", () => {
    const fels = {
      faction: 'imperial',
      pilots: [
        { name: 'soontirfel', ship: 'tieinterceptor' },
        { name: 'soontirfel', ship: 'tieinterceptor' },
        { name: 'darthvader', ship: 'tieadvanced' },
        { name: 'darthvader', ship: 'tieadvanced' },
      ],
    };
    const r = run(
      ['validate', 'x'],
      withSquads({ faction: 'rebel', pilots: [{ name: 'rookiepilot', ship: 'xwing' }] }, fels),
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'players[1].squad.pilots[1].name: Soontir Fel: unique name already fielded at pilots[0].name (unique names: one card of each per squad)',
      'players[1].squad.pilots[3].name: Darth Vader: unique name already fielded at pilots[2].name (unique names: one card of each per squad)',
      // Soontir Fel costs 27, Darth Vader 29: 2 × 27 + 2 × 29 = 112.
      'players[1].squad.pilots: the squad costs 112 points, more than the 100 a standard game allows (squad points limit)',
    ]);
  });
});
