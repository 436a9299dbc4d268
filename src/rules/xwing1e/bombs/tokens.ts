/**
 * The bomb tokens of X-Wing 1st edition (rules: BOMBS): each token's printed name, when it detonates and what its
 * Bomb Token Reference card says it does, with the token's size on the table. The Rules Reference reprints three
 * tokens (Proton Bomb, Proximity Mine, Seismic Charge); the others are quoted from their reference cards as the
 * squad builders print them. The sizes are assumed (the rules give none): one place to tune them.
 */

/** The bomb tokens the engine knows. */
export type BombKind =
  | 'proximity-mine'
  | 'seismic-charge'
  | 'proton-bomb'
  | 'ion-bomb'
  | 'cluster-mine'
  | 'conner-net'
  | 'thermal-detonator'
  | 'bomblet';

/** A bomb token's definition. */
export interface BombTokenDef {
  /** The token's printed name, as captions show it ("Proximity Mine"). */
  readonly name: string;
  /**
   * `overlap`: a mine, detonating when a ship's base or maneuver template overlaps it; `end-of-activation`: a bomb
   * detonating at the end of the Activation phase on every ship at Range 1 of it.
   */
  readonly detonates: 'overlap' | 'end-of-activation';
  /** The token's body across the drop template and along it, mm (assumed: the rules print no size). */
  readonly widthMm: number;
  readonly depthMm: number;
  /** Whether the token carries the two guides that slide into the template's end (they count for range and overlap). */
  readonly guides: boolean;
  /** The Bomb Token Reference card's text. */
  readonly text: string;
}

/**
 * The standard bomb token's body, mm: 30 × 30 (assumed; the kernel's drop test uses the same). A mine's token is
 * larger, a cluster mine's smaller.
 */
const STANDARD = { widthMm: 30, depthMm: 30, guides: true } as const;

/** Every bomb token, by kind. */
export const BOMB_TOKENS: Readonly<Record<BombKind, BombTokenDef>> = {
  'proximity-mine': {
    name: 'Proximity Mine',
    detonates: 'overlap',
    widthMm: 40,
    depthMm: 35,
    guides: true,
    // Rules Reference, BOMBS.
    text: 'When this bomb token detonates, the ship that moved through or overlapped this token rolls 3 attack dice and suffers all damage (hit) and critical damage (crit) rolled. Then discard this token.',
  },
  'seismic-charge': {
    name: 'Seismic Charge',
    detonates: 'end-of-activation',
    ...STANDARD,
    // Rules Reference, BOMBS.
    text: 'When this bomb token detonates, each ship at Range 1 of the token suffers 1 damage. Then discard this token.',
  },
  'proton-bomb': {
    name: 'Proton Bomb',
    detonates: 'end-of-activation',
    ...STANDARD,
    // Rules Reference, BOMBS.
    text: 'When this bomb token detonates, deal 1 faceup Damage card to each ship at Range 1 of the token. Then discard this token.',
  },
  'ion-bomb': {
    name: 'Ion Bomb',
    detonates: 'end-of-activation',
    ...STANDARD,
    text: 'When this bomb token detonates, each ship at Range 1 of the token receives 2 ion tokens. Then discard this token.',
  },
  'cluster-mine': {
    name: 'Cluster Mine',
    detonates: 'overlap',
    // The set's centre token carries the guides; its two side tokens lie flush beside it (clusterSet below).
    widthMm: 27,
    depthMm: 20,
    guides: true,
    // The text as amended ("1 damage for each hit and crit"; first printed "suffers all damage (hit) rolled").
    text: 'When one of these bomb tokens detonates, the ship that moved through or overlapped this token rolls 2 attack dice and suffers 1 damage for each (hit) and (crit) rolled. Then discard that token.',
  },
  'conner-net': {
    name: 'Conner Net',
    detonates: 'overlap',
    widthMm: 40,
    depthMm: 40,
    guides: true,
    text: 'When this bomb token detonates, the ship that moved through or overlapped this token suffers 1 damage, receives 2 ion tokens, and skips its "Perform Action" step. Then discard this token.',
  },
  'thermal-detonator': {
    name: 'Thermal Detonator',
    detonates: 'end-of-activation',
    ...STANDARD,
    text: 'When this bomb token detonates, each ship at Range 1 of the token suffers 1 damage and receives 1 stress token. Then discard this token.',
  },
  bomblet: {
    name: 'Bomblet',
    detonates: 'end-of-activation',
    ...STANDARD,
    text: 'When this token detonates, each ship at Range 1 rolls 2 attack dice and suffers all damage (hit) and critical damage (crit) rolled. Then discard this token.',
  },
};

/** A cluster mine set's side tokens: 20 mm square each, without guides, flush left and right of the centre one. */
export const CLUSTER_SIDE_TOKEN_MM = 20;

/** The definition of a bomb kind. */
export function bombToken(kind: BombKind): BombTokenDef {
  return BOMB_TOKENS[kind];
}
