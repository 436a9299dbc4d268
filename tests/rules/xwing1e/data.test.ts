import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildData, formatJson, OUTPUT_DIR, plainText, readXwingData } from '../../../scripts/import-xwing-data.mjs';

// Regenerates the card data from node_modules/xwing-data in memory: the committed JSON must be exactly what
// `npm run import-data` writes, so the two cannot drift apart.
describe('generated card data', () => {
  const docs = buildData(readXwingData());

  it('writes the six files', () => {
    expect(Object.keys(docs).sort()).toEqual([
      'conditions.json',
      'damageDeckCore.json',
      'damageDeckTfa.json',
      'pilots.json',
      'ships.json',
      'upgrades.json',
    ]);
  });

  it.each([
    'ships.json',
    'pilots.json',
    'upgrades.json',
    'damageDeckCore.json',
    'damageDeckTfa.json',
    'conditions.json',
  ])('%s equals the committed file, value and text', async (file) => {
    const path = join(process.cwd(), OUTPUT_DIR, file);
    const committed = readFileSync(path, 'utf8');
    expect(JSON.parse(committed)).toEqual(docs[file]);
    expect(committed).toBe(await formatJson(docs[file], path));
    expect(JSON.parse(committed)).toMatchObject({ source: 'xwing-data 1.0.1 (MIT)' });
  });

  it('strips card HTML to plain text', () => {
    expect(plainText('<strong>Attack:</strong> Attack 1 ship.<br /><br />Then  roll.')).toBe(
      'Attack: Attack 1 ship.\nThen roll.',
    );
    expect(plainText('Rotate 90&deg;')).toBe('Rotate 90°');
    expect(plainText(undefined)).toBe('');
  });
});
