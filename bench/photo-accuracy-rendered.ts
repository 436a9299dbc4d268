/**
 * `npx tsx bench/photo-accuracy-rendered.ts [pieces]`: the accuracy sweep on rendered pictures
 * (tests/kernel/photo/accuracyPhotoEdges.ts): 1, 2, 4 MP, tilts 0–45°, blur σ 0.7 and 1.5 px, noise σ 0.02,
 * marks within 1 px; pose errors as marked and after fitting to the photo's edges, by resolution and by tilt.
 */
import {
  photoCases,
  photoErrorTable,
  type PhotoError,
  photoSweepCase,
} from '../tests/kernel/photo/accuracyPhotoEdges.ts';

const pieces = Number(process.argv[2] ?? 3);
const errors: PhotoError[] = photoCases().flatMap((c, i) => photoSweepCase(c, pieces, 2000 + i));
console.log(`${errors.length} poses from ${photoCases().length} photo settings, ${pieces} of each kind each.\n`);
console.log(
  `By resolution (all tilts and blurs):\n\n${photoErrorTable(errors, 'megapixels', (e) => e.case.megapixels)}\n`,
);
console.log(`By tilt (all resolutions):\n\n${photoErrorTable(errors, 'tilt °', (e) => e.case.tiltDeg)}\n`);
console.log(`By blur σ px (all resolutions):\n\n${photoErrorTable(errors, 'blur px', (e) => e.case.blurPx)}`);
