/** X-Wing 1st edition as a rule system of the registry (rules/registry.ts). */
import type { RuleSystem } from '../ruleSystem.ts';
import { battleFileProblems, parseBattleFile } from './battleFile.ts';
import { coreSetBattle } from './defaultSquads.ts';
import { playBattle } from './engine.ts';
import { xwingScenarioFormat } from './scenario/format.ts';
import { finalSummary } from './summary.ts';
import { xwingWords } from './words.ts';

/** Plays a parsed X-Wing battle file and reports it in the registry's terms. */
function played(out: ReturnType<typeof playBattle>) {
  return {
    timeline: out.timeline,
    file: out.file,
    summary: finalSummary(out.state),
    status: `${out.state.round} rounds; ${out.result.reason}`,
    title: out.file.title,
  };
}

/** The X-Wing 1st-edition rule system. */
export const xwing1eSystem: RuleSystem = {
  ruleset: 'xwing-1e',
  name: 'X-Wing Miniatures 1st edition',
  problems: battleFileProblems,
  play: (value) => played(playBattle(parseBattleFile(value))),
  simulate: (seed, rounds) => played(playBattle(coreSetBattle(seed, rounds))),
  scenario: xwingScenarioFormat,
  words: xwingWords,
};
