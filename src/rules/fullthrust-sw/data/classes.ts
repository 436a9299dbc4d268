/**
 * The ships and squadrons of the Star Wars Full Thrust record sheets (Rod and Aaron Cain, seed document 003),
 * as data. The sheets give the weapons, their range bands, shield levels, fighter speeds and attack modifiers;
 * they do not legibly give thrust ratings, hull rows, system counts, arcs or bays (those were drawn on the
 * peg boards in pictures the text extraction lost). Every value chosen for such a gap is listed in the
 * entry's `assumptions`, and the README's "Full Thrust (Star Wars)" section repeats them.
 */

/** A 90° fire arc relative to the ship's heading: fore, port (left), starboard (right), aft. */
export type Arc = 'F' | 'P' | 'S' | 'A';

/** Kinds of capital-ship weapon on the sheets. */
export type WeaponKind = 'turbolaser' | 'laser' | 'ion' | 'blaster' | 'torpedo' | 'pd' | 'adaf';

/** One weapon battery of a capital ship: its kind and the arcs its target's centre must be in. */
export interface Battery {
  kind: WeaponKind;
  arcs: Arc[];
}

/** A capital-ship class (one record sheet). */
export interface CapitalClass {
  id: string;
  name: string;
  faction: 'imperial' | 'rebel';
  /** Model id for the viewer (scripts/models). */
  model: string;
  /** Length of the model on the table, mm (about the WOTC Starship Battles miniature's). */
  lengthMm: number;
  /** Thrust rating: heading steps plus speed change allowed per plot. */
  thrust: number;
  /** Upper speed limit, squares per turn. */
  maxSpeed: number;
  /** Largest heading change per plot, 45° steps ("the ships have limits on turn angles"). */
  maxTurnSteps: number;
  /** Shield level 0–3 (the sheet's shields table starts at this level). */
  shields: number;
  /** Hull damage track: boxes per row; every row end is a threshold. */
  hullRows: number[];
  fireControls: number;
  batteries: Battery[];
  /** Fighter bays (one squadron each). */
  bays: number;
  hyperdrive: boolean;
  /** Interdictor's gravity well generator: no hyperdrive engages while it works. */
  gravityWell?: boolean;
  /** Values the document does not give, chosen in keeping with it. */
  assumptions: string[];
}

/** A fighter-squadron class (one squadron sheet). */
export interface SquadronClass {
  id: string;
  name: string;
  faction: 'imperial' | 'rebel';
  /** Model id of one craft for the viewer. */
  model: string;
  /** Craft in a full squadron (hit points for a hero ship). */
  fighters: number;
  maxSpeed: number;
  /** Largest heading change per move, 45° steps (8 = any heading). */
  maxTurnSteps: number;
  dogfight: boolean;
  /** Shield level 0–3 of every craft. */
  shields: number;
  /** Added to each attack die against fighter squadrons; null: hits only on a natural 6, one hit each. */
  vsFighters: number | null;
  /** Added to each attack die against capital ships; null: no attack on ships without torpedoes. */
  vsShips: number | null;
  /** Attack range in squares ("Attack Range is 2"). */
  attackRange: number;
  /** Aces roll one more attack die than the number of fighters. */
  ace: boolean;
  /** Heroes fly through asteroid fields without damage. */
  hero: boolean;
  /** One torpedo load: each craft rolls to hit on 4+ for D6 damage ignoring shields, then must reload. */
  torpedoes: boolean;
  assumptions: string[];
}

const FWD: Arc[] = ['F'];
const FWD_SIDES: Arc[] = ['F', 'P', 'S'];
const ALL: Arc[] = ['F', 'P', 'S', 'A'];
const PORT: Arc[] = ['F', 'P'];
const STARBOARD: Arc[] = ['F', 'S'];

const ISD_ASSUMPTIONS = [
  'thrust 3 (the document\u2019s own example: "an Imperial Star Destroyer has a thrust rating of 3")',
  'max speed 6, max turn 2 steps (90°) per plot',
  'hull track 4 rows of 6 (the threshold text mentions ships with four rows)',
  '3 fire controls, 4 turbolaser batteries (2 port-fore, 2 starboard-fore), 2 ion cannons fore, 4 PD all round',
  '6 fighter bays (one squadron each)',
];

const capital = (c: CapitalClass): CapitalClass => c;

/** Every capital-ship class of the record sheets, by id. */
export const CAPITAL_CLASSES: Readonly<Record<string, CapitalClass>> = {
  'imperial-star-destroyer': capital({
    id: 'imperial-star-destroyer',
    name: 'Imperial Star Destroyer',
    faction: 'imperial',
    model: 'stardestroyer',
    lengthMm: 165,
    thrust: 3,
    maxSpeed: 6,
    maxTurnSteps: 2,
    shields: 3,
    hullRows: [6, 6, 6, 6],
    fireControls: 3,
    batteries: [
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'ion', arcs: FWD_SIDES },
      { kind: 'ion', arcs: FWD_SIDES },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 6,
    hyperdrive: true,
    assumptions: ISD_ASSUMPTIONS,
  }),
  'imperial-star-destroyer-ii': capital({
    id: 'imperial-star-destroyer-ii',
    name: 'Imperial Star Destroyer II',
    faction: 'imperial',
    model: 'stardestroyer',
    lengthMm: 165,
    thrust: 3,
    maxSpeed: 6,
    maxTurnSteps: 2,
    shields: 3,
    hullRows: [6, 6, 6, 6],
    fireControls: 3,
    batteries: [
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'turbolaser', arcs: FWD },
      { kind: 'ion', arcs: FWD_SIDES },
      { kind: 'ion', arcs: FWD_SIDES },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 6,
    hyperdrive: true,
    assumptions: [...ISD_ASSUMPTIONS, 'the Mark II carries a fifth, fore turbolaser battery (heavier refit)'],
  }),
  interdictor: capital({
    id: 'interdictor',
    name: 'Interdictor Cruiser',
    faction: 'imperial',
    model: 'interdictor',
    lengthMm: 150,
    thrust: 2,
    maxSpeed: 5,
    maxTurnSteps: 1,
    shields: 3,
    hullRows: [5, 5, 5, 5],
    fireControls: 2,
    batteries: [
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'ion', arcs: FWD_SIDES },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 2,
    hyperdrive: true,
    gravityWell: true,
    assumptions: [
      'thrust 2, max speed 5, max turn 1 step (the gravity well projectors make it sluggish)',
      'hull track 4 rows of 5; 2 fire controls; 2 turbolasers, 1 ion cannon, 2 PD; 2 bays',
      'the gravity well works anywhere on the map while the system is undamaged',
    ],
  }),
  acclamator: capital({
    id: 'acclamator',
    name: 'Acclamator Cruiser II',
    faction: 'imperial',
    model: 'acclamator',
    lengthMm: 110,
    thrust: 4,
    maxSpeed: 6,
    maxTurnSteps: 2,
    shields: 1,
    hullRows: [5, 5, 5],
    fireControls: 2,
    batteries: [
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'torpedo', arcs: FWD },
      { kind: 'torpedo', arcs: FWD },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 2,
    hyperdrive: true,
    assumptions: [
      'thrust 4, max speed 6 (the sheet\u2019s speed track runs 1–8), max turn 2 steps',
      'hull track 3 rows of 5; 2 fire controls; 2 turbolasers, 2 proton torpedo tubes (fore only), 2 PD; 2 bays',
      'the torpedo table row jumbled as "Front Arc Only 4 to 6" is read as range 3–5 hits on 4+, torpedoes fore only',
    ],
  }),
  venator: capital({
    id: 'venator',
    name: 'Venator Star Destroyer',
    faction: 'imperial',
    model: 'venator',
    lengthMm: 150,
    thrust: 3,
    maxSpeed: 6,
    maxTurnSteps: 2,
    shields: 2,
    hullRows: [5, 5, 5, 5],
    fireControls: 2,
    batteries: [
      { kind: 'turbolaser', arcs: PORT },
      { kind: 'turbolaser', arcs: STARBOARD },
      { kind: 'laser', arcs: FWD_SIDES },
      { kind: 'blaster', arcs: ALL },
      { kind: 'pd', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 8,
    hyperdrive: true,
    assumptions: [
      'thrust 3, max speed 6, max turn 2 steps',
      'hull track 4 rows of 5; 2 fire controls; 2 turbolasers, 1 laser cannon, 1 blaster, 2 PD; 8 bays (a carrier)',
    ],
  }),
  'escort-cruiser': capital({
    id: 'escort-cruiser',
    name: 'Imperial Escort Cruiser',
    faction: 'imperial',
    model: 'escortcruiser',
    lengthMm: 80,
    thrust: 5,
    maxSpeed: 7,
    maxTurnSteps: 3,
    shields: 1,
    hullRows: [4, 4, 4],
    fireControls: 2,
    batteries: [
      { kind: 'laser', arcs: FWD_SIDES },
      { kind: 'laser', arcs: FWD_SIDES },
      { kind: 'blaster', arcs: ALL },
      { kind: 'adaf', arcs: ALL },
      { kind: 'adaf', arcs: ALL },
    ],
    bays: 2,
    hyperdrive: true,
    assumptions: [
      'thrust 5, max speed 7, max turn 3 steps (an escort)',
      'hull track 3 rows of 4; 2 fire controls; 2 laser cannons, 1 blaster; 2 ADAF (the document\u2019s picture: "This escort cruiser has Two ADAF systems"); 2 bays',
    ],
  }),
  'corellian-corvette': capital({
    id: 'corellian-corvette',
    name: 'Corellian Corvette',
    faction: 'rebel',
    model: 'corvette',
    lengthMm: 70,
    thrust: 6,
    maxSpeed: 8,
    maxTurnSteps: 3,
    shields: 1,
    hullRows: [3, 3, 3],
    fireControls: 2,
    batteries: [
      { kind: 'laser', arcs: PORT },
      { kind: 'laser', arcs: STARBOARD },
      { kind: 'blaster', arcs: ALL },
      { kind: 'pd', arcs: ALL },
    ],
    bays: 0,
    hyperdrive: true,
    assumptions: [
      'thrust 6, max speed 8 (the fastest capital ship; speed track 1–8), max turn 3 steps',
      'hull track 3 rows of 3; 2 fire controls; 2 laser cannons, 1 blaster, 1 PD; no bays',
    ],
  }),
};

const squadron = (s: SquadronClass): SquadronClass => s;
const FIGHTER_TURN =
  'fighters may take any heading; bombers (Y-wing, B-wing, TIE bomber) turn at most 2 steps (90°, the Y-wing example\u2019s turn) per move';
const TIE_SHIELDS = 'TIE sheets mention no shields: level 0';

/** Every fighter-squadron class of the squadron sheets, by id. */
export const SQUADRON_CLASSES: Readonly<Record<string, SquadronClass>> = {
  'a-wing': squadron({
    id: 'a-wing',
    name: 'A-wing Squadron',
    faction: 'rebel',
    model: 'awing',
    fighters: 6,
    maxSpeed: 8,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 1,
    vsFighters: 1,
    vsShips: 0,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'a-wing-ace': squadron({
    id: 'a-wing-ace',
    name: 'ACE A-wing Squadron',
    faction: 'rebel',
    model: 'awing',
    fighters: 6,
    maxSpeed: 8,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 1,
    vsFighters: 1,
    vsShips: 0,
    attackRange: 2,
    ace: true,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'y-wing-gold': squadron({
    id: 'y-wing-gold',
    name: 'Y-wing Gold Squadron',
    faction: 'rebel',
    model: 'ywing',
    fighters: 6,
    maxSpeed: 5,
    maxTurnSteps: 2,
    dogfight: false,
    shields: 1,
    vsFighters: 0,
    vsShips: 2,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'y-wing': squadron({
    id: 'y-wing',
    name: 'Y-wing Squadron',
    faction: 'rebel',
    model: 'ywing',
    fighters: 6,
    maxSpeed: 5,
    maxTurnSteps: 2,
    dogfight: false,
    shields: 1,
    vsFighters: -1,
    vsShips: 1,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'x-wing': squadron({
    id: 'x-wing',
    name: 'X-wing Squadron',
    faction: 'rebel',
    model: 'xwing',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 1,
    vsFighters: 0,
    vsShips: 1,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'x-wing-ace': squadron({
    id: 'x-wing-ace',
    name: 'ACE X-wing Squadron',
    faction: 'rebel',
    model: 'xwing',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 1,
    vsFighters: 0,
    vsShips: 1,
    attackRange: 2,
    ace: true,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN],
  }),
  'x-wing-rogue': squadron({
    id: 'x-wing-rogue',
    name: 'X-wing Rogue Squadron',
    faction: 'rebel',
    model: 'xwing',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 1,
    vsFighters: 1,
    vsShips: 1,
    attackRange: 2,
    ace: true,
    hero: false,
    torpedoes: false,
    assumptions: [
      FIGHTER_TURN,
      'speed 6 and Pursuit/Dogfight as the other X-wing sheets (this sheet\u2019s speed track was lost)',
    ],
  }),
  'luke-skywalker': squadron({
    id: 'luke-skywalker',
    name: 'X-wing Luke Skywalker',
    faction: 'rebel',
    model: 'xwing',
    fighters: 3,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 2,
    vsFighters: 1,
    vsShips: 2,
    attackRange: 2,
    ace: false,
    hero: true,
    torpedoes: false,
    assumptions: [
      FIGHTER_TURN,
      '3 hit points ("Roll one attack die per remaining hit"; the count was on the peg board)',
      'R2-D2 repair (remove one damage pin) is not implemented',
    ],
  }),
  'millennium-falcon': squadron({
    id: 'millennium-falcon',
    name: 'Millennium Falcon',
    faction: 'rebel',
    model: 'yt1300',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 2,
    vsFighters: 0,
    vsShips: 0,
    attackRange: 2,
    ace: false,
    hero: true,
    torpedoes: true,
    assumptions: [
      FIGHTER_TURN,
      '6 hit points, speed 6 with Pursuit/Dogfight (its speed track was lost)',
      'its torpedo tubes are one load like a bomber\u2019s (one die per remaining hit point)',
      '"Never tell me the odds" (make an attacker re-roll once) is not implemented',
    ],
  }),
  'b-wing': squadron({
    id: 'b-wing',
    name: 'B-wing Squadron',
    faction: 'rebel',
    model: 'bwing',
    fighters: 6,
    maxSpeed: 4,
    maxTurnSteps: 2,
    dogfight: false,
    shields: 1,
    vsFighters: null,
    vsShips: 1,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: true,
    assumptions: [FIGHTER_TURN],
  }),
  'tie-fighter': squadron({
    id: 'tie-fighter',
    name: 'TIE Fighter Squadron',
    faction: 'imperial',
    model: 'tiefighter',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 0,
    vsFighters: 0,
    vsShips: 0,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN, TIE_SHIELDS],
  }),
  'tie-fighter-ace': squadron({
    id: 'tie-fighter-ace',
    name: 'ACE TIE Fighter Squadron',
    faction: 'imperial',
    model: 'tiefighter',
    fighters: 6,
    maxSpeed: 6,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 0,
    vsFighters: 0,
    vsShips: 0,
    attackRange: 2,
    ace: true,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN, TIE_SHIELDS],
  }),
  'tie-bomber': squadron({
    id: 'tie-bomber',
    name: 'TIE Bomber Squadron',
    faction: 'imperial',
    model: 'tiebomber',
    fighters: 6,
    maxSpeed: 5,
    maxTurnSteps: 2,
    dogfight: false,
    shields: 0,
    vsFighters: null,
    vsShips: null,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: true,
    assumptions: [FIGHTER_TURN, TIE_SHIELDS],
  }),
  'tie-interceptor': squadron({
    id: 'tie-interceptor',
    name: 'TIE Interceptor Squadron',
    faction: 'imperial',
    model: 'tieinterceptor',
    fighters: 6,
    maxSpeed: 7,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 0,
    vsFighters: 1,
    vsShips: 0,
    attackRange: 2,
    ace: false,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN, TIE_SHIELDS],
  }),
  'tie-interceptor-ace': squadron({
    id: 'tie-interceptor-ace',
    name: 'ACE TIE Interceptor Squadron',
    faction: 'imperial',
    model: 'tieinterceptor',
    fighters: 6,
    maxSpeed: 7,
    maxTurnSteps: 8,
    dogfight: true,
    shields: 0,
    vsFighters: 1,
    vsShips: 0,
    attackRange: 2,
    ace: true,
    hero: false,
    torpedoes: false,
    assumptions: [FIGHTER_TURN, TIE_SHIELDS],
  }),
};
