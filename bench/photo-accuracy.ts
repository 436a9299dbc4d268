/**
 * `npx tsx bench/photo-accuracy.ts [pieces]`: the photo accuracy sweep (tests/kernel/photo/accuracySweep.ts)
 * at full size, printed as markdown tables by tilt, by resolution, and by both for the finest resolution:
 * error quantiles of recovered poses from ±1 px marks on exact pinhole projections (no rendered pixels).
 */
import { errorTable, type SweepError, sweepCase, sweepCases } from '../tests/kernel/photo/accuracySweep.ts';

const pieces = Number(process.argv[2] ?? 10);
const errors: SweepError[] = sweepCases().flatMap((c, i) => sweepCase(c, pieces, 1000 + i));
console.log(
  `${errors.length} poses from ${sweepCases().length} photo settings, ${pieces} of each kind of piece each.\n`,
);
console.log(`By tilt off vertical (all resolutions):\n\n${errorTable(errors, 'tilt °', (e) => e.case.tiltDeg)}\n`);
console.log(`By resolution (all tilts):\n\n${errorTable(errors, 'megapixels', (e) => e.case.megapixels)}\n`);
const fine = errors.filter((e) => e.case.megapixels === 12);
console.log(`12 MP by tilt:\n\n${errorTable(fine, 'tilt °', (e) => e.case.tiltDeg)}`);
