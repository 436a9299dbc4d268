/**
 * The Star Warriors charts as data (West End Games, 1987). Values the rules document quotes carry
 * `source`; every value it does not give is invented in the spirit of the rest and carries `assumed` with the
 * reason, so the printed numbers can be dropped in here without code changes. README "Star Warriors" lists them.
 */

/** Why a value is what it is: quoted from the rules document, or an assumption and why. */
export type Provenance = { source: string; assumed?: undefined } | { assumed: string; source?: undefined };

/** Pilot qualities of the ship mixes and how many dice each rolls on the Pilot Skill Table (rules 3.41). */
export const PILOT_QUALITY_DICE = {
  poor: { dice: 2, source: '3.41: "You roll two dice for poor pilots."' },
  average: {
    dice: 3,
    assumed: 'between poor (2 dice) and veteran (4 dice); the table footnote is not in the document',
  },
  veteran: { dice: 4, source: '3.41: "You roll four dice for veterans."' },
} as const satisfies Record<string, { dice: number } & Provenance>;

/** A pilot quality. */
export type PilotQuality = keyof typeof PILOT_QUALITY_DICE;

/** A row of the Pilot Skill Table: a dice total and the skill code it gives. */
export type PilotSkillRow = { total: number; code: string } & Provenance;

const DOC_SKILL_ROWS: Record<number, string> = { 17: '7D+1', 12: '5D+2' };

/**
 * The Pilot Skill Table, totals 2–24. Only 17 → 7D+1 and 12 → 5D+2 are quoted (3.41, 3.42); the other rows
 * follow the one rule both quoted rows obey: the code is worth (total + 5) pips, three pips to a die.
 */
export const PILOT_SKILL_TABLE: readonly PilotSkillRow[] = Array.from({ length: 23 }, (_, i) => {
  const total = i + 2;
  const pips = total + 5;
  const code = `${Math.floor(pips / 3)}D${pips % 3 ? `+${pips % 3}` : ''}`;
  const doc = DOC_SKILL_ROWS[total];
  return doc
    ? { total, code: doc, source: `3.41/3.42 example: a roll of ${total} gives ${doc}` }
    : { total, code, assumed: 'rows not in the document: (total + 5) pips, the rule the two quoted rows obey' };
});

/** A Gunnery Values Chart row: to-hit numbers at range bands 1–5, keyed by the gun code's 1st and 3rd letters. */
export type ToHitRow = { key: string; toHit: [number, number, number, number, number] } & Provenance;

/** The Gunnery Values Chart (rules 3.52). Only QF is quoted; F = fixed, T = turret. */
export const GUNNERY_VALUES: readonly ToHitRow[] = [
  { key: 'SF', toHit: [16, 19, 22, 24, 27], assumed: 'single guns: QF + 3 (fewer guns, harder to hit)' },
  { key: 'DF', toHit: [15, 18, 21, 23, 26], assumed: 'dual guns: QF + 2' },
  { key: 'TF', toHit: [14, 17, 20, 22, 25], assumed: 'triple guns: QF + 1' },
  {
    key: 'QF',
    toHit: [13, 16, 19, 21, 24],
    source: '3.52 example: "the five numbers printed next to QF are 13, 16, 19, 21 and 24"',
  },
  { key: 'ST', toHit: [17, 20, 23, 25, 28], assumed: 'turret: fixed row + 1 (a turret is harder to aim)' },
  { key: 'DT', toHit: [16, 19, 22, 24, 27], assumed: 'turret: fixed row + 1' },
  { key: 'TT', toHit: [15, 18, 21, 23, 26], assumed: 'turret: fixed row + 1' },
  { key: 'QT', toHit: [14, 17, 20, 22, 25], assumed: 'turret: fixed row + 1' },
];

/** A Gunnery Power Chart row: power at range bands 1–5 and the Ion Guns column, keyed by the first two letters. */
export type PowerRow = {
  key: string;
  power: [number, number, number, number, number];
  ion: number;
  /** Where the ion column value comes from when the power numbers are quoted but it is not (or vice versa). */
  ionNote?: string;
} & Provenance;

/** The Gunnery Power Chart (rules 3.53, 3.54). Only QL's powers and TM's ion value are quoted. */
export const GUNNERY_POWER: readonly PowerRow[] = [
  { key: 'SL', power: [1, 1, 0, 0, -1], ion: -6, assumed: 'light single gun: QL − 2, ion QL − 2' },
  { key: 'SM', power: [2, 2, 1, 0, 0], ion: -5, assumed: 'medium = light + 1' },
  { key: 'SH', power: [3, 3, 2, 1, 1], ion: -4, assumed: 'heavy = medium + 1' },
  { key: 'DL', power: [2, 2, 1, 0, 0], ion: -5, assumed: 'dual light: QL − 1' },
  { key: 'DM', power: [3, 3, 2, 1, 0], ion: -4, assumed: 'dual medium: DL + 1' },
  { key: 'DH', power: [4, 4, 3, 2, 1], ion: -3, assumed: 'dual heavy: DM + 1' },
  { key: 'TL', power: [2, 2, 1, 1, 0], ion: -5, assumed: 'triple light: between DL and QL' },
  {
    key: 'TM',
    power: [3, 3, 2, 2, 1],
    ion: -4,
    assumed: 'powers: triple medium between DM and QM',
    ionNote: '3.54 example: "A B-wing\'s power rating is −4" (its ion gun is TMF(I))',
  },
  { key: 'TH', power: [4, 4, 3, 3, 2], ion: -3, assumed: 'triple heavy: TM + 1' },
  {
    key: 'QL',
    power: [3, 3, 2, 1, 0],
    ion: -4,
    source: '3.53 example: "the first five numbers printed next to QL are 3, 3, 2, 1 and 0"',
    ionNote: 'ion column assumed equal to TM (−4, quoted)',
  },
  { key: 'QM', power: [4, 4, 3, 2, 1], ion: -3, assumed: 'quad medium: QL + 1' },
  { key: 'QH', power: [5, 5, 4, 3, 2], ion: -2, assumed: 'quad heavy: QM + 1' },
];

/** Ion cannons: to-hit numbers are three less than the chart's (rules 3.54). */
export const ION_TO_HIT_MODIFIER = {
  value: -3,
  source: '3.54: "determine its To hit numbers normally, but subtract three"',
};

/** Range band (1–5, the chart columns) of a distance in hexes; beyond the last band a gun cannot fire. */
export const RANGE_BANDS = {
  maxHexes: [3, 6, 9, 12, 15] as const,
  assumed: 'the fire chapter (11) is not in the document: five bands of three hexes each, 0–3, 4–6, … 13–15',
};

/** Tracking markers lower the to-hit number (rules 2.14 shows "Tracking −5" and "−10" sides). */
export const TRACKING_MODIFIER = {
  normal: -5,
  goodLock: -10,
  source: '2.14: tracking markers read "Tracking −5" and, on the back, "−10" for an especially good lock',
  assumed: "a good lock (−10) when the tracker is in the target's rear half as well as the target in its front arc",
};
