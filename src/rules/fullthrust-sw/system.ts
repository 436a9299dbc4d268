/** Star Wars Full Thrust (Rod and Aaron Cain's square-grid fleet rules) as a rule system of the registry. */
import type { RuleSystem } from '../ruleSystem.ts';
import { battleFileProblems, parseBattleFile } from './battleFile.ts';
import { defaultFleetBattle } from './data/defaultBattle.ts';
import { type BattleOutcome, playBattle } from './engine.ts';
import { hullLeft, shieldLevel, currentThrust, fireControls } from './state.ts';
import { fullThrustWords } from './words.ts';

/** The final state as plain JSON, for `holotable replay`. */
function summary(out: BattleOutcome) {
  const g = out.state;
  return {
    rounds: out.result.rounds,
    winner: out.result.winner,
    reason: out.result.reason,
    scores: out.result.scores,
    ships: g.ships.map((s) => ({
      id: s.id,
      status: s.status,
      col: s.pos.col,
      row: s.pos.row,
      heading: s.heading,
      speed: s.speed,
      hull: hullLeft(s),
      shields: shieldLevel(s),
      thrust: currentThrust(s),
      fireControls: fireControls(s),
      systemsOut: s.systems.filter((x) => x.damage > 0).map((x) => x.key),
    })),
    squadrons: g.squadrons.map((s) => ({
      id: s.id,
      status: s.status,
      col: s.pos.col,
      row: s.pos.row,
      heading: s.heading,
      fighters: s.fighters,
      torpedoLoaded: s.torpedoLoaded,
    })),
  };
}

/** Reports a played battle in the registry's terms. */
function played(out: BattleOutcome) {
  return {
    timeline: out.timeline,
    file: out.file,
    summary: summary(out),
    status: `${out.result.rounds} rounds; ${out.result.reason}`,
    title: out.file.title,
  };
}

/** The Star Wars Full Thrust rule system. */
export const fullThrustSwSystem: RuleSystem = {
  ruleset: 'fullthrust-sw',
  name: 'Star Wars Full Thrust',
  problems: battleFileProblems,
  play: (value) => played(playBattle(parseBattleFile(value))),
  simulate: (seed, rounds) => played(playBattle(defaultFleetBattle(seed, rounds))),
  words: fullThrustWords,
};
