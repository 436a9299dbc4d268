/**
 * Where the page fetches each model. Vite resolves the .glb files in models/ as assets (hashed, copied into
 * dist/assets, relative to the page because the build uses base './'), so no public folder, config change or
 * network is needed. Vite-only: import.meta.glob is rewritten by Vite and Vitest, not by plain Node or tsx.
 */
import { type ModelId, modelFileName } from './catalog.ts';

// Keys are '../../models/<id>.glb'; values are the URLs Vite serves (dev) or emits (build).
const URLS = import.meta.glob<string>('../../models/*.glb', { query: '?url', import: 'default', eager: true });

/** The URL of a model's .glb, ready for GLTFLoader / useGLTF. Throws if the file was never generated. */
export function modelUrl(id: ModelId): string {
  const url = URLS[`../../models/${modelFileName(id)}`];
  if (url === undefined)
    throw new Error(`No model file models/${modelFileName(id)}; run: npx tsx scripts/build-models.ts`);
  return url;
}
