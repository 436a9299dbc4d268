/**
 * The autopilot's default battle (`holotable simulate --ruleset fullthrust-sw`): an Imperial task force, a Star
 * Destroyer with its escort and TIEs, meets a Rebel force of two Corellian corvettes and their squadrons
 * between an asteroid field and a planet, on a 24 × 16 square map (4' × 2'8" at 2" squares).
 */
import type { FtBattleFile } from '../battleFile.ts';

/**
 * The default battle file for a seed, playing at most `rounds` rounds: a fresh object each call, so no caller
 * sees another's changes.
 */
export function defaultFleetBattle(seed: number, rounds: number): FtBattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'fullthrust-sw',
    title: 'Ambush near Kessel',
    seed,
    roundLimit: rounds,
    map: {
      cols: 24,
      rows: 16,
      asteroids: [
        { col: 11, row: 9 },
        { col: 12, row: 9 },
        { col: 12, row: 10 },
        { col: 13, row: 10 },
        { col: 11, row: 10 },
        { col: 12, row: 11 },
      ],
      planets: [
        { col: 2, row: 1 },
        { col: 3, row: 1 },
        { col: 2, row: 2 },
        { col: 3, row: 2 },
      ],
    },
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Imperial Navy', faction: 'imperial' },
    ],
    ships: [
      {
        id: 'tantive',
        player: 0,
        class: 'corellian-corvette',
        name: 'Tantive IV',
        col: 2,
        row: 9,
        heading: 0,
        speed: 3,
      },
      { id: 'korolev', player: 0, class: 'corellian-corvette', name: 'Korolev', col: 2, row: 5, heading: 0, speed: 3 },
      {
        id: 'tyrant',
        player: 1,
        class: 'imperial-star-destroyer',
        name: 'Tyrant',
        col: 21,
        row: 8,
        heading: 4,
        speed: 2,
      },
      {
        id: 'warsprite',
        player: 1,
        class: 'escort-cruiser',
        name: 'Warsprite',
        col: 20,
        row: 12,
        heading: 4,
        speed: 3,
      },
    ],
    squadrons: [
      { id: 'xwing6', player: 0, class: 'x-wing', name: 'X-wing Squadron #6', col: 4, row: 7, heading: 0 },
      { id: 'gold', player: 0, class: 'y-wing-gold', name: 'Y-wing Gold Squadron', col: 3, row: 11, heading: 0 },
      { id: 'bwing3', player: 0, class: 'b-wing', name: 'B-wing Squadron #3', col: 3, row: 4, heading: 0 },
      { id: 'awing4', player: 0, class: 'a-wing', name: 'A-wing Squadron #4', col: 4, row: 12, heading: 0 },
      { id: 'luke', player: 0, class: 'luke-skywalker', name: 'Luke Skywalker', col: 4, row: 6, heading: 0 },
      { id: 'tie11', player: 1, class: 'tie-fighter', name: 'TIE Fighter Squadron #11', col: 19, row: 7, heading: 4 },
      {
        id: 'tie5',
        player: 1,
        class: 'tie-fighter-ace',
        name: 'ACE TIE Fighter Squadron #5',
        col: 19,
        row: 10,
        heading: 4,
      },
      { id: 'bomber8', player: 1, class: 'tie-bomber', name: 'TIE Bomber Squadron #8', aboard: 'tyrant' },
      {
        id: 'int1',
        player: 1,
        class: 'tie-interceptor-ace',
        name: 'ACE TIE Interceptor Squadron #1',
        aboard: 'tyrant',
      },
      { id: 'int12', player: 1, class: 'tie-interceptor', name: 'TIE Interceptor Squadron #12', aboard: 'warsprite' },
    ],
  };
}
