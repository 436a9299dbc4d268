/**
 * The state of an X-Wing 1st-edition game: plain data, cloned by every step, so the engine stays a pure
 * function of (state, decisions). The random generator's state lives here too.
 */
import type { RngState } from '../../battle/rng.ts';
import type { ArcKind, BaseSize, PlacedObstacle, Pose, TableState } from '../../kernel/index.ts';
import type { BombKind } from './bombs/tokens.ts';

/** A maneuver on a dial with its difficulty (rules: DIFFICULTY). */
export interface DialOption {
  maneuver: string;
  difficulty: 'green' | 'white' | 'red';
}

/** A Damage card dealt to a ship. `round` is when it was dealt (Damaged Cockpit acts from the next round). */
export interface DealtCard {
  name: string;
  faceUp: boolean;
  round: number;
}

/** An Upgrade card equipped to a ship; a discarded one is face down (rules: UPGRADE CARDS). */
export interface EquippedUpgrade {
  xws: string;
  name: string;
  slot: string;
  faceUp: boolean;
  /**
   * Ordnance tokens left on the card (Extra Munitions, Ordnance Silos: bombs/ordnance.ts); absent until one is
   * spent, as many as the cards placed when equipped.
   */
  ordnance?: number;
  /** Focus tokens placed on the card (Rey, crew: abilities/phaseEdgeCards.ts); absent: none. */
  focusOn?: number;
  /** Shield tokens placed on the card ("Gonk": abilities/upgradeActionHeaders.ts); absent: none. */
  shieldsOn?: number;
}

/** One ship in play. Pilot skill, weapon and agility here are the printed values; see effective.ts. */
export interface ShipState {
  id: string;
  player: 0 | 1;
  name: string;
  pilotXws: string;
  shipXws: string;
  shipName: string;
  /** Squad points of the pilot and its upgrades (for round-limit scoring). */
  points: number;
  size: BaseSize;
  skill: number;
  attack: number;
  agility: number;
  hull: number;
  shieldsMax: number;
  actionBar: string[];
  arcs: ArcKind[];
  dial: DialOption[];
  pose: Pose;
  shields: number;
  damage: DealtCard[];
  stress: number;
  focus: number;
  evade: number;
  ion: number;
  cloak: number;
  /** Jam tokens (actionBar/jam.ts); absent: none. */
  jam?: number;
  /** The ship this ship holds a target lock on (rules: TARGET LOCK, one lock held). */
  lockOn: string | null;
  /** Ships this ship is touching after a bump (rules: TOUCHING). */
  touching: string[];
  destroyed: boolean;
  /** Simultaneous attack rule: destroyed once it has had its chance to attack this round. */
  doomed: boolean;
  /** Per round: actions already performed, attack opportunity used, asteroid landed on, action step skipped. */
  actionsDone: string[];
  attacked: boolean;
  onAsteroid: boolean;
  skipAction: boolean;
  /** Blinded Pilot: the next attack rolls no dice. */
  blinded: boolean;
  /** The pilot card's key in the ability tables: `side/ship/pilot` (abilities/cards.ts). */
  pilotKey: string;
  /** Upgrade cards equipped, in file order. */
  upgrades: EquippedUpgrade[];
  /** Card effects lasting until the end of the round (Marksmanship, R2-F2) and abilities used this round. */
  roundFlags: string[];
  /** Abilities used that work once per game (Biggs Darklighter's), by card name. */
  gameFlags: string[];
  /** Condition cards assigned to the ship (abilities/conditions.ts); absent: none. */
  conditions?: AssignedCondition[];
  /** Tractor beam tokens (abilities/tractor.ts); absent: none. */
  tractor?: number;
}

/** A Condition card on a ship: which, the ship whose card assigned it, and a Damage card placed on it. */
export interface AssignedCondition {
  xws: string;
  name: string;
  by: string;
  /** "I'll Show You the Dark Side": the faceup Damage card on the Condition, by name. */
  damage?: string;
}

/** An obstacle as placed: the file's description and the kernel's polygon. */
export interface ObstacleState {
  id: string;
  shape: string;
  x: number;
  y: number;
  rotation: number;
  flipped: boolean;
  placed: PlacedObstacle;
}

/**
 * A bomb token in the play area (rules: BOMBS; bombs/): its kind, the Upgrade card and ship that dropped it, and
 * where its centre lies (heading: away from the ship that dropped it). A cluster mine set's side tokens say which
 * side they lie on.
 */
export interface BombToken {
  id: string;
  kind: BombKind;
  /** The Upgrade card that dropped it, by its printed name. */
  card: string;
  /** The ship that dropped it, by id. */
  owner: string;
  pose: Pose;
  /** The round it was dropped in. */
  round: number;
  side?: 'left' | 'right';
}

/** The whole game. */
export interface GameState {
  round: number;
  /** The player with initiative (rules: INITIATIVE). */
  initiative: 0 | 1;
  /** Edge of each player: player 0 plays from y = 0 (south) unless the file says otherwise. */
  edges: ['south' | 'north', 'south' | 'north'];
  playArea: { width: number; height: number };
  obstacles: ObstacleState[];
  ships: ShipState[];
  /** Damage deck (top = last) and discard pile, by card name. */
  deck: string[];
  discard: string[];
  rng: RngState;
  roundLimit: number | null;
  /** Each player's name, for the words that end the battle. */
  sideNames: [string, string];
  result: { winner: 0 | 1 | null; reason: string; scores: [number, number] } | null;
  /** The Damage deck in play (rules: DAMAGE DECK): the Core Set's, or The Force Awakens Core Set's; absent: core. */
  damageDeck?: 'core' | 'tfa';
  /** Bomb tokens in play, in the order dropped, and how many were ever dropped (for their ids); absent: none yet. */
  bombs?: { tokens: BombToken[]; dropped: number };
  /** While a card's attack outside the attack step resolves: its index in the round's `cardAttacks` (the recorder's). */
  cardAttack?: number;
}

/** A deep copy of a state (it is plain data, apart from the obstacles' typed arrays which never change). */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    edges: [...s.edges] as GameState['edges'],
    obstacles: s.obstacles,
    ships: s.ships.map((x) => ({
      ...x,
      pose: { ...x.pose },
      damage: x.damage.map((c) => ({ ...c })),
      touching: [...x.touching],
      actionsDone: [...x.actionsDone],
      upgrades: x.upgrades.map((u) => ({ ...u })),
      roundFlags: [...x.roundFlags],
      gameFlags: [...x.gameFlags],
      ...(x.conditions ? { conditions: x.conditions.map((c) => ({ ...c })) } : {}),
    })),
    deck: [...s.deck],
    discard: [...s.discard],
    result: s.result ? { ...s.result, scores: [...s.result.scores] as [number, number] } : null,
    ...(s.bombs
      ? { bombs: { dropped: s.bombs.dropped, tokens: s.bombs.tokens.map((b) => ({ ...b, pose: { ...b.pose } })) } }
      : {}),
  };
}

/** The ships still in play. */
export function shipsInPlay(s: GameState): ShipState[] {
  return s.ships.filter((x) => !x.destroyed);
}

/** Looks a ship up by id. */
export function shipOf(s: GameState, id: string): ShipState {
  const ship = s.ships.find((x) => x.id === id);
  if (!ship) throw new Error(`no ship "${id}"`);
  return ship;
}

/** The kernel's view of the table: ships in play and the obstacles. */
export function tableOf(s: GameState): TableState {
  return {
    widthMm: s.playArea.width,
    heightMm: s.playArea.height,
    ships: shipsInPlay(s).map((x) => ({ id: x.id, size: x.size, pose: x.pose })),
    obstacles: s.obstacles.map((o) => o.placed),
  };
}
