/** Builds every catalogued model in memory: id → .glb bytes (what build-models.ts writes and the tests compare). */
import { MODEL_IDS, type ModelId } from '../../src/models/catalog.ts';
import { encodeGlb } from './glb.ts';
import { ModelBuilder } from './modelBuilder.ts';
import type { Design } from './ships/design.ts';
import {
  fallbackLargeImperial,
  fallbackLargeRebel,
  fallbackLargeScum,
  fallbackSmallImperial,
  fallbackSmallRebel,
  fallbackSmallScum,
} from './ships/fallbacks.ts';
import { tieadvanced, tiebomber, tiefighter, tiefofighter, tieinterceptor } from './ships/imperial.ts';
import { acclamator, corvette, escortcruiser, interdictor, stardestroyer, venator } from './ships/capital.ts';
import {
  cr90corvetteaft,
  cr90corvettefore,
  croccruiser,
  gozanticlasscruiser,
  gr75mediumtransport,
  raiderclasscorvetteaft,
  raiderclasscorvettefore,
} from './ships/huge.ts';
import { firespray31, yt1300 } from './ships/large.ts';
import { awing, bwing, t70xwing, xwing, ywing } from './ships/rebel.ts';
import { aggressor, jumpmaster5000, lancerclasspursuitcraft, vcx100, yt2400, yv666 } from './ships/freighters.ts';
import { bsf17bomber, lambdaclassshuttle, upsilonclassshuttle, uwing, vt49decimator } from './ships/shuttles.ts';
import {
  alphaclassstarwing,
  tieadvprototype,
  tieaggressor,
  tiedefender,
  tiephantom,
  tiepunisher,
  tiereaper,
  tiesffighter,
  tiesilencer,
  tiestriker,
} from './ships/imperialMore.ts';
import {
  arc170,
  attackshuttle,
  auzituckgunship,
  ewing,
  hwk290,
  kwing,
  scurrgh6bomber,
  sheathipedeclassshuttle,
  z95headhunter,
} from './ships/rebelMore.ts';
import {
  g1astarfighter,
  kihraxzfighter,
  m12lkimogilafighter,
  m3ainterceptor,
  protectoratestarfighter,
  quadjumper,
  starviper,
} from './ships/scum.ts';

/** The design of every model id (a Record, so a catalogued id without a design fails to type-check). */
export const DESIGNS: Readonly<Record<ModelId, Design>> = {
  xwing,
  t70xwing,
  ywing,
  awing,
  bwing,
  tiefighter,
  tiefofighter,
  tieinterceptor,
  tieadvanced,
  tiebomber,
  yt1300,
  firespray31,
  // Small-base ships added for issue 15 (models-small).
  hwk290,
  z95headhunter,
  tiedefender,
  ewing,
  tiephantom,
  starviper,
  m3ainterceptor,
  kihraxzfighter,
  kwing,
  tiepunisher,
  attackshuttle,
  g1astarfighter,
  tieadvprototype,
  arc170,
  tiesffighter,
  protectoratestarfighter,
  quadjumper,
  tiestriker,
  auzituckgunship,
  tieaggressor,
  scurrgh6bomber,
  alphaclassstarwing,
  m12lkimogilafighter,
  sheathipedeclassshuttle,
  tiesilencer,
  tiereaper,
  'fallback-small-rebel': fallbackSmallRebel,
  'fallback-small-imperial': fallbackSmallImperial,
  'fallback-small-scum': fallbackSmallScum,
  'fallback-large-rebel': fallbackLargeRebel,
  'fallback-large-imperial': fallbackLargeImperial,
  'fallback-large-scum': fallbackLargeScum,
  stardestroyer,
  interdictor,
  venator,
  acclamator,
  escortcruiser,
  corvette,
  // Large-base ships (models-large).
  lambdaclassshuttle,
  yt2400,
  vt49decimator,
  aggressor,
  yv666,
  vcx100,
  jumpmaster5000,
  lancerclasspursuitcraft,
  upsilonclassshuttle,
  uwing,
  bsf17bomber,
  // Huge ships (Epic play).
  cr90corvettefore,
  cr90corvetteaft,
  raiderclasscorvettefore,
  raiderclasscorvetteaft,
  gr75mediumtransport,
  gozanticlasscruiser,
  croccruiser,
};

/** The .glb bytes of one model. */
export function buildModel(id: ModelId): Uint8Array {
  const builder = new ModelBuilder();
  DESIGNS[id](builder);
  return encodeGlb(id, builder.build());
}

/** The .glb bytes of every model, in catalogue order. */
export function buildAllModels(): Map<ModelId, Uint8Array> {
  return new Map(MODEL_IDS.map((id) => [id, buildModel(id)]));
}
