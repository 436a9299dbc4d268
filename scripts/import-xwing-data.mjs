#!/usr/bin/env node
// Imports the card data the X-Wing 1st-edition engine and viewer need from the xwing-data npm package into
// slim, stable JSON under src/rules/xwing1e/data/, so the browser never reads node_modules at run time.
// Run with `npm run import-data`; tests/rules/xwing1e/data.test.ts rebuilds the data in memory and checks it
// still equals the committed files. The data files (ships.js etc.) are JSON despite their extension.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as prettier from 'prettier';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATOR = 'scripts/import-xwing-data.mjs';

/** Where the generated files go, relative to the repository root. */
export const OUTPUT_DIR = 'src/rules/xwing1e/data';

/** Output file name → input file in xwing-data's data/ folder. */
const INPUTS = {
  ships: 'ships.js',
  pilots: 'pilots.js',
  upgrades: 'upgrades.js',
  damageDeckCore: 'damage-deck-core.js',
  damageDeckTfa: 'damage-deck-core-tfa.js',
  conditions: 'conditions.js',
};

// xwing-data sub-faction names → the ids scenario files already use (src/rules/xwing1e/scenario/scenario.ts).
const FACTIONS = {
  'Rebel Alliance': 'rebel',
  Resistance: 'resistance',
  'Galactic Empire': 'imperial',
  'First Order': 'first-order',
  'Scum and Villainy': 'scum',
};

const ACTIONS = {
  Focus: 'focus',
  'Target Lock': 'target-lock',
  'Barrel Roll': 'barrel-roll',
  Boost: 'boost',
  Evade: 'evade',
  Cloak: 'cloak',
  SLAM: 'slam',
  Coordinate: 'coordinate',
  Jam: 'jam',
  Recover: 'recover',
  Reinforce: 'reinforce',
  Reload: 'reload',
  'Rotate Arc': 'rotate-arc',
};

// Arc names as the kernel's ArcKind spells them, plus 'mobile' (Lancer-class); listed in this order.
const ARCS = {
  Front: 'primary',
  'Auxiliary Rear': 'rear',
  'Auxiliary 180': 'aux180',
  Turret: 'turret',
  Mobile: 'mobile',
};
const ARC_ORDER = ['primary', 'rear', 'aux180', 'turret', 'mobile'];

// Column of xwing-data's `maneuvers` matrix (rows are speeds 0-5) → kernel bearing name (schemas/ships.json).
const BEARINGS = [
  'turn-left',
  'bank-left',
  'straight',
  'bank-right',
  'turn-right',
  'koiogran',
  'segnor-left',
  'segnor-right',
  'tallon-left',
  'tallon-right',
  'reverse-bank-left',
  'reverse-straight',
  'reverse-bank-right',
];
// The same columns as the letters of xwing-data's `dial` strings ("4KR" = red Koiogran 4); O is stationary.
const DIAL_LETTERS = 'TBFNYKLPERASD';
const DIFFICULTY = { 1: 'white', 2: 'green', 3: 'red' };
const DIFFICULTY_LETTER = { W: 'white', G: 'green', R: 'red' };

/** Reads the six xwing-data files and the package's version and licence. */
export function readXwingData(root = ROOT) {
  const dir = join(root, 'node_modules', 'xwing-data');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const raw = { version: pkg.version, license: pkg.license };
  for (const [key, file] of Object.entries(INPUTS))
    raw[key] = JSON.parse(readFileSync(join(dir, 'data', file), 'utf8'));
  return raw;
}

/** Card text without HTML: line breaks become newlines, other tags go, entities are decoded. */
export function plainText(html) {
  if (!html) return '';
  return html
    .replace(/(<br\s*\/?>\s*)+/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&deg;/g, '°')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

function faction(name) {
  const id = FACTIONS[name];
  if (!id) throw new Error(`unknown faction "${name}"`);
  return id;
}

function maneuverName(speed, column) {
  if (column === 2 && speed === 0) return 'stationary-0';
  return `${BEARINGS[column]}-${speed}`;
}

// Throws unless the `dial` letter codes say exactly what the `maneuvers` matrix says: the two encodings are
// documented independently in xwing-data's schema, so agreement confirms the column order used above.
function checkDialLetters(ship) {
  const fromLetters = new Map();
  for (const code of ship.dial) {
    const letter = code[1] === 'O' ? 'F' : code[1];
    fromLetters.set(maneuverName(Number(code[0]), DIAL_LETTERS.indexOf(letter)), DIFFICULTY_LETTER[code[2]]);
  }
  const fromMatrix = new Map();
  ship.maneuvers.forEach((row, speed) =>
    row.forEach((v, column) => v && fromMatrix.set(maneuverName(speed, column), DIFFICULTY[v])),
  );
  const a = JSON.stringify([...fromLetters].sort());
  const b = JSON.stringify([...fromMatrix].sort());
  if (a !== b) throw new Error(`${ship.xws}: dial letters ${a} disagree with the maneuvers matrix ${b}`);
}

function convertShip(s) {
  const notes = [];
  const huge = s.size === 'huge';
  const dial = [];
  const unsupportedManeuvers = [];
  s.maneuvers.forEach((row, speed) =>
    row.forEach((v, column) => {
      if (!v) return;
      const maneuver = maneuverName(speed, column);
      // Huge ships' dials carry energy, not difficulty; reverse maneuvers have no template in the kernel.
      if (huge || maneuver.startsWith('reverse-')) unsupportedManeuvers.push(maneuver);
      else dial.push({ maneuver, difficulty: DIFFICULTY[v] });
    }),
  );
  if (!huge) checkDialLetters(s);
  if (huge)
    notes.push(
      'Huge ship (Epic play): huge bases, energy and sections are not modelled; its maneuvers are unsupported.',
    );
  if (unsupportedManeuvers.some((m) => m.startsWith('reverse-')))
    notes.push('Reverse maneuvers have no template in the kernel.');
  const arcs = [];
  for (const arc of s.firing_arcs ?? []) {
    if (arc === 'Bullseye') {
      notes.push('Bullseye arc ignored: it is not part of the 1st-edition core rules.');
      continue;
    }
    if (!ARCS[arc]) throw new Error(`${s.xws}: unknown firing arc "${arc}"`);
    arcs.push(ARCS[arc]);
  }
  arcs.sort((a, b) => ARC_ORDER.indexOf(a) - ARC_ORDER.indexOf(b));
  if (s.attack === undefined) notes.push('No primary weapon value on the card; attack is 0.');
  return {
    name: s.name,
    xws: s.xws,
    factions: s.faction.map(faction),
    size: s.size,
    attack: s.attack ?? 0,
    agility: s.agility,
    hull: s.hull,
    shields: s.shields,
    actions: s.actions.map((a) => {
      if (!ACTIONS[a]) throw new Error(`${s.xws}: unknown action "${a}"`);
      return ACTIONS[a];
    }),
    arcs,
    dial,
    unsupportedManeuvers,
    supported: !huge,
    notes,
  };
}

// "?" (Nashtah Pup Pilot's skill and cost) becomes null: the value is set by the card's ability.
const numberOrNull = (v) => (typeof v === 'number' ? v : null);

function convertPilot(p, shipXwsByName) {
  const ship = shipXwsByName.get(p.ship);
  if (!ship) throw new Error(`pilot ${p.xws}: unknown ship "${p.ship}"`);
  const out = {
    name: p.name,
    xws: p.xws,
    ship,
    faction: faction(p.faction),
    skill: numberOrNull(p.skill),
    points: numberOrNull(p.points),
    unique: p.unique === true,
    slots: p.slots,
    text: plainText(p.text),
  };
  // Outer Rim Smuggler flies a YT-1300 with lower printed stats than the named Falcon pilots.
  if (p.ship_override) {
    const o = p.ship_override;
    out.shipOverride = { attack: o.attack, agility: o.agility, hull: o.hull, shields: o.shields };
  }
  return out;
}

function convertUpgrade(u, shipXwsByName) {
  const out = { name: u.name, xws: u.xws, slot: u.slot, points: u.points };
  if (u.attack !== undefined) out.attack = u.attack;
  if (u.range !== undefined) out.range = u.range;
  out.text = plainText(u.text);
  // Squad-building restrictions (only where the card has them, so cards without keep their old lines).
  if (u.unique === true) out.unique = true;
  if (u.limited === true) out.limited = true;
  if (typeof u.squadLimited === 'number') out.squadLimit = u.squadLimited;
  if (u.faction !== undefined) out.faction = faction(u.faction);
  if (u.ship !== undefined)
    out.ships = u.ship.map((name) => {
      const xws = shipXwsByName.get(name);
      if (!xws) throw new Error(`upgrade ${u.xws}: unknown ship "${name}"`);
      return xws;
    });
  if (u.size !== undefined) out.sizes = u.size;
  const slots = (u.grants ?? []).filter((g) => g.type === 'slot').map((g) => g.name);
  if (slots.length > 0) out.grantsSlots = slots;
  return out;
}

// A Condition card (rules: CONDITION CARDS reference card): its printed name, xws, text and whether it is unique.
const convertCondition = (c) => ({ name: c.name, xws: c.xws, unique: c.unique === true, text: plainText(c.text) });

const convertDamageCard = (c) => ({
  name: c.name,
  amount: c.amount,
  type: c.type.toLowerCase(),
  text: plainText(c.text),
});

/** Builds the six output documents (file name → JSON value) from the raw xwing-data arrays. */
export function buildData(raw) {
  const header = (file, notes) => ({
    source: `xwing-data ${raw.version} (${raw.license})`,
    file: `node_modules/xwing-data/data/${file}`,
    generator: GENERATOR,
    notes,
  });
  const shipXwsByName = new Map(raw.ships.map((s) => [s.name, s.xws]));
  return {
    'ships.json': {
      ...header(INPUTS.ships, [
        'dial: maneuvers in kernel names (src/kernel/maneuver.ts) from the `maneuvers` matrix, checked against `dial`.',
        'Huge ships are listed but unsupported (supported: false).',
      ]),
      ships: raw.ships.map(convertShip),
    },
    'pilots.json': {
      ...header(INPUTS.pilots, [
        'ship is the ship xws; skill and points are null where the card prints "?".',
        'Pilot xws ids are unique only per XWS faction (rebel, imperial, scum) and ship.',
      ]),
      pilots: raw.pilots.map((p) => convertPilot(p, shipXwsByName)),
    },
    'upgrades.json': {
      ...header(INPUTS.upgrades, [
        'Dual-sided cards appear once per side with the same xws.',
        'Squad-building fields where the card has them: unique, limited, squadLimit, faction, ships (xws), sizes,',
        'grantsSlots (upgrade slots the card adds). Other grants and effects are not imported.',
      ]),
      upgrades: raw.upgrades.map((u) => convertUpgrade(u, shipXwsByName)),
    },
    'damageDeckCore.json': {
      ...header(INPUTS.damageDeckCore, ['Original Core Set damage deck (33 cards).']),
      cards: raw.damageDeckCore.map(convertDamageCard),
    },
    'damageDeckTfa.json': {
      ...header(INPUTS.damageDeckTfa, ['The Force Awakens Core Set damage deck (33 cards).']),
      cards: raw.damageDeckTfa.map(convertDamageCard),
    },
    'conditions.json': {
      ...header(INPUTS.conditions, ['Condition cards: assigned to a ship by another card, each with its own text.']),
      conditions: raw.conditions.map(convertCondition),
    },
  };
}

/** Formats a document the way prettier formats the committed file, so regenerating leaves no diff. */
export async function formatJson(value, filePath) {
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: filePath, parser: 'json' });
}

async function main() {
  const outDir = join(ROOT, OUTPUT_DIR);
  mkdirSync(outDir, { recursive: true });
  const docs = buildData(readXwingData());
  for (const [file, value] of Object.entries(docs)) {
    const path = join(outDir, file);
    writeFileSync(path, await formatJson(value, path));
    console.log(`wrote ${OUTPUT_DIR}/${file}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
