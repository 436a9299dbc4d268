import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkXwsSquad } from '../../../src/rules/xwing1e/xws.ts';
import { cardsReport } from '../../../src/rules/xwing1e/abilities/report.ts';
import { squadCardStatuses } from '../../../src/state/record/squadReport.ts';

const squad = (name: string) =>
  checkXwsSquad(JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8'))).squad!;

describe("a squad's cards as the engine applies them", () => {
  it('lists each pilot and upgrade with the status `holotable cards` gives it', () => {
    const statuses = squadCardStatuses(squad('howlrunner-swarm'));
    expect(statuses.map((cards) => cards.map((c) => c.name))).toEqual([
      ['"Howlrunner"', 'Swarm Tactics'],
      ['"Mauler Mithel"', 'Veteran Instincts'],
      ['"Backstabber"'],
      ['Obsidian Squadron Pilot'],
      ['Academy Pilot'],
      ['Academy Pilot'],
    ]);
    const report = cardsReport();
    const line = (kind: string, xws: string) => report.find((r) => r.kind === kind && r.xws === xws)!;
    expect(statuses[0]![0]).toMatchObject({ points: 18, status: line('pilot', 'howlrunner').status });
    expect(statuses[1]![1]).toMatchObject({ points: 1, status: line('upgrade', 'veteraninstincts').status });
    // Howlrunner's reroll and Veteran Instincts' +2 pilot skill are applied (the recorder asks for the reroll).
    expect(statuses[0]![0]!.status).toBe('applied');
    expect(statuses[1]![1]!.status).toBe('applied');
    // A pilot without an ability: its values apply.
    expect(statuses[4]![0]).toMatchObject({ status: 'applied', note: 'no pilot ability: its values apply' });
  });
});
