/**
 * Generates the ship models: every id in src/models/catalog.ts becomes models/<id>.glb, built from three.js
 * primitives by the designs in scripts/models/ships. Deterministic: the same sources give the same bytes.
 * Run: npx tsx scripts/build-models.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelFileName } from '../src/models/catalog.ts';
import { buildAllModels } from './models/buildAll.ts';
import { decodeGlb } from './models/glb.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'models');
mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [id, bytes] of buildAllModels()) {
  writeFileSync(join(outDir, modelFileName(id)), bytes);
  const triangles = decodeGlb(bytes).primitives.reduce((n, p) => n + p.indices.length / 3, 0);
  total += bytes.byteLength;
  console.log(
    `${modelFileName(id).padEnd(30)} ${String(triangles).padStart(5)} triangles ${String(bytes.byteLength).padStart(7)} bytes`,
  );
}
console.log(`total ${total} bytes`);
