/**
 * What the ship hangar (`?mode=hangar`) lists: every model in models/ under the name a player knows (the ship
 * card's name from xwing-data, the Full Thrust class), grouped as the games use them, with the faction whose
 * colours it wears there. Pure data: tests hold the X-Wing names to xwing-data's (tests/models/modelNames.test.ts).
 */
import type { ModelFaction, ModelId } from './catalog.ts';

/** One model as the hangar lists it. */
export interface ShowcaseEntry {
  id: ModelId;
  name: string;
  faction: ModelFaction;
}

/** A group of the hangar's list: its heading, a line on the scale the models are shown at, and its models. */
export interface ShowcaseGroup {
  title: string;
  scale: string;
  entries: readonly ShowcaseEntry[];
}

/** Shorthand for the table below. */
const e = (id: ModelId, name: string, faction: ModelFaction): ShowcaseEntry => ({ id, name, faction });

/** Every model, once, in the hangar's order. */
export const SHOWCASE_GROUPS: readonly ShowcaseGroup[] = [
  {
    title: 'X-Wing: small-base ships',
    scale: 'X-Wing miniature on a small base (40 mm)',
    entries: [
      e('xwing', 'X-wing', 'rebel'),
      e('t70xwing', 'T-70 X-wing', 'resistance'),
      e('ywing', 'Y-wing', 'rebel'),
      e('awing', 'A-wing', 'rebel'),
      e('bwing', 'B-wing', 'rebel'),
      e('hwk290', 'HWK-290', 'rebel'),
      e('z95headhunter', 'Z-95 Headhunter', 'rebel'),
      e('ewing', 'E-wing', 'rebel'),
      e('kwing', 'K-wing', 'rebel'),
      e('attackshuttle', 'Attack Shuttle', 'rebel'),
      e('arc170', 'ARC-170', 'rebel'),
      e('sheathipedeclassshuttle', 'Sheathipede-class Shuttle', 'rebel'),
      e('tiefighter', 'TIE Fighter', 'imperial'),
      e('tieinterceptor', 'TIE Interceptor', 'imperial'),
      e('tieadvanced', 'TIE Advanced', 'imperial'),
      e('tiebomber', 'TIE Bomber', 'imperial'),
      e('tiedefender', 'TIE Defender', 'imperial'),
      e('tiephantom', 'TIE Phantom', 'imperial'),
      e('tiepunisher', 'TIE Punisher', 'imperial'),
      e('tieadvprototype', 'TIE Adv. Prototype', 'imperial'),
      e('tiestriker', 'TIE Striker', 'imperial'),
      e('tieaggressor', 'TIE Aggressor', 'imperial'),
      e('alphaclassstarwing', 'Alpha-class Star Wing', 'imperial'),
      e('tiereaper', 'TIE Reaper', 'imperial'),
      e('tiefofighter', 'TIE/fo Fighter', 'first-order'),
      e('tiesffighter', 'TIE/sf Fighter', 'first-order'),
      e('tiesilencer', 'TIE Silencer', 'first-order'),
      e('starviper', 'StarViper', 'scum'),
      e('m3ainterceptor', 'M3-A Interceptor', 'scum'),
      e('kihraxzfighter', 'Kihraxz Fighter', 'scum'),
      e('g1astarfighter', 'G-1A Starfighter', 'scum'),
      e('protectoratestarfighter', 'Protectorate Starfighter', 'scum'),
      e('quadjumper', 'Quadjumper', 'scum'),
      e('m12lkimogilafighter', 'M12-L Kimogila Fighter', 'scum'),
      e('scurrgh6bomber', 'Scurrg H-6 Bomber', 'rebel'),
      e('auzituckgunship', 'Auzituck Gunship', 'rebel'),
    ],
  },
  {
    title: 'X-Wing: large-base ships',
    scale: 'X-Wing miniature on a large base (80 mm)',
    entries: [
      e('yt1300', 'YT-1300', 'rebel'),
      e('yt2400', 'YT-2400', 'rebel'),
      e('vcx100', 'VCX-100', 'rebel'),
      e('uwing', 'U-wing', 'rebel'),
      e('bsf17bomber', 'B/SF-17 Bomber', 'resistance'),
      e('firespray31', 'Firespray-31', 'imperial'),
      e('lambdaclassshuttle', 'Lambda-class Shuttle', 'imperial'),
      e('vt49decimator', 'VT-49 Decimator', 'imperial'),
      e('upsilonclassshuttle', 'Upsilon-class Shuttle', 'first-order'),
      e('aggressor', 'Aggressor', 'scum'),
      e('yv666', 'YV-666', 'scum'),
      e('jumpmaster5000', 'JumpMaster 5000', 'scum'),
      e('lancerclasspursuitcraft', 'Lancer-class Pursuit Craft', 'scum'),
    ],
  },
  {
    title: 'X-Wing: huge ships (Epic play)',
    scale: 'X-Wing miniature at its own size; the engine lists these ships but does not fly them',
    entries: [
      e('cr90corvettefore', 'CR90 Corvette (Fore)', 'rebel'),
      e('cr90corvetteaft', 'CR90 Corvette (Aft)', 'rebel'),
      e('gr75mediumtransport', 'GR-75 Medium Transport', 'rebel'),
      e('raiderclasscorvettefore', 'Raider-class Corvette (Fore)', 'imperial'),
      e('raiderclasscorvetteaft', 'Raider-class Corvette (Aft)', 'imperial'),
      e('gozanticlasscruiser', 'Gozanti-class Cruiser', 'imperial'),
      e('croccruiser', 'C-ROC Cruiser', 'scum'),
    ],
  },
  {
    title: 'Full Thrust: capital ships',
    scale: 'Full Thrust counter, scaled on the table to its class’s length',
    entries: [
      e('stardestroyer', 'Imperial Star Destroyer', 'imperial'),
      e('interdictor', 'Interdictor Cruiser', 'imperial'),
      e('escortcruiser', 'Imperial Escort Cruiser', 'imperial'),
      e('venator', 'Venator Star Destroyer', 'imperial'),
      e('acclamator', 'Acclamator Cruiser II', 'imperial'),
      e('corvette', 'Corellian Corvette', 'rebel'),
    ],
  },
  {
    title: 'Stand-ins for ships without a model of their own',
    scale: 'Drawn for a ship a file names that no model above shows',
    entries: [
      e('fallback-small-rebel', 'Rebel small ship', 'rebel'),
      e('fallback-small-imperial', 'Imperial small ship', 'imperial'),
      e('fallback-small-scum', 'Scum small ship', 'scum'),
      e('fallback-large-rebel', 'Rebel large ship', 'rebel'),
      e('fallback-large-imperial', 'Imperial large ship', 'imperial'),
      e('fallback-large-scum', 'Scum large ship', 'scum'),
    ],
  },
];

/** The hangar's entry for a model id, if it lists one. */
export function showcaseEntry(id: string): ShowcaseEntry | undefined {
  for (const g of SHOWCASE_GROUPS) for (const x of g.entries) if (x.id === id) return x;
  return undefined;
}

/** The factions' names as the cards print them, for "Galactic Empire colours". */
export const FACTION_LABELS: Readonly<Record<ModelFaction, string>> = {
  rebel: 'Rebel Alliance',
  resistance: 'Resistance',
  imperial: 'Galactic Empire',
  'first-order': 'First Order',
  scum: 'Scum and Villainy',
  neutral: 'Neutral',
};
