/**
 * The battle the engine benchmark plays: four rebel ships against four imperial ones (X-wings, A-wing and
 * Y-wing against TIE fighters, a TIE Advanced and a TIE Interceptor), placed by setup, with a round limit.
 */
import { isMoveAction } from '../src/kernel/index.ts';
import type { BattleFile } from '../src/rules/xwing1e/battleFile.ts';
import { playBattle, type BattleOutcome } from '../src/rules/xwing1e/engine.ts';

/** A new 4-against-4 battle file, left for the autopilot to complete. */
export function eightShipBattle(seed: number, roundLimit: number): BattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    title: 'Engine benchmark: four against four',
    seed,
    roundLimit,
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Galactic Empire', faction: 'imperial' },
    ],
    ships: [
      { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker' },
      { id: 'red', player: 0, ship: 'xwing', pilot: 'redsquadronpilot' },
      { id: 'green', player: 0, ship: 'awing', pilot: 'greensquadronpilot' },
      { id: 'gold', player: 0, ship: 'ywing', pilot: 'goldsquadronpilot' },
      { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel' },
      { id: 'black', player: 1, ship: 'tiefighter', pilot: 'blacksquadronpilot' },
      { id: 'storm', player: 1, ship: 'tieadvanced', pilot: 'stormsquadronpilot' },
      { id: 'saber', player: 1, ship: 'tieinterceptor', pilot: 'sabersquadronpilot' },
    ],
  };
}

/**
 * The first seed from `firstSeed` whose autopilot battle lasts all `rounds` rounds (most end early, when a
 * side is wiped out) and has a moving action (the autopilot mostly focuses), so the benchmark always replays
 * a full-length battle that exercises every kind of kernel call. Deterministic: the same seeds are tried in
 * the same order every run. Falls back to the last seed tried after `tries`.
 */
export function fullLengthBattle(
  firstSeed: number,
  rounds: number,
  tries = 50,
): { seed: number; file: BattleFile; outcome: BattleOutcome } {
  let seed = firstSeed;
  for (let k = 0; ; k++, seed++) {
    const file = eightShipBattle(seed, rounds);
    const outcome = playBattle(file);
    const moved = outcome.timeline.events.some((e) => e.kind === 'action' && isMoveAction(e.action));
    if ((outcome.state.round === rounds && moved) || k === tries - 1) return { seed, file, outcome };
  }
}
