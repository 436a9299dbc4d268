/**
 * Dev-only contact sheet of the generated ship models (not part of the build): every model, or those named by
 * `?ids=a,b`, from three angles and once at stream size, lit like the table and dressed in the faction colours
 * the viewer uses (`?faction=imperial`; default: each model's usual side). Open it from the dev server at
 * /scripts/models/preview/index.html; it sets window.__sheetReady when drawn (for a headless screenshot).
 */
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  type Material,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MODEL_IDS, type ModelId, isModelId } from '../../../src/models/catalog.ts';
import { modelUrl } from '../../../src/models/modelUrl.ts';
import { FACTION_STYLES, type Faction } from '../../../src/scene/factionStyle.ts';
import { materialByName, materialsFor } from '../../../src/scene/shipMaterials.ts';

const CELL = 300;
const SMALL = 90;
// Camera directions (ship frame: forward +x, left +y, up +z): front-left from above, straight down, rear-right from below.
const VIEWS: readonly [number, number, number][] = [
  [1, 0.9, 0.7],
  [0.001, 0, 1],
  [-1, -1, -0.45],
];

const params = new URLSearchParams(location.search);
const ids: ModelId[] = (params.get('ids')?.split(',') ?? [...MODEL_IDS]).filter(isModelId);
const IMPERIAL = /tie|stardestroyer|interdictor|venator|acclamator|escortcruiser|lambda|decimator|upsilon|imperial/;
const SCUM = /scum|aggressor|yv666|jumpmaster|lancer|firespray/;
const factionOf = (id: string): Faction =>
  (params.get('faction') as Faction | null) ?? (IMPERIAL.test(id) ? 'imperial' : SCUM.test(id) ? 'scum' : 'rebel');

function lights(scene: Scene): void {
  scene.add(new AmbientLight('#9fb0ff', 0.35), new HemisphereLight('#b8c8ff', '#140c1e', 0.65));
  const key = new DirectionalLight('#fff1de', 2.6);
  key.position.set(-300, 400, 900);
  const rim = new DirectionalLight('#6f9dff', 1.1);
  rim.position.set(500, -600, 300);
  scene.add(key, rim);
}

async function main(): Promise<void> {
  const width = CELL * VIEWS.length + SMALL + 200;
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(width, CELL * ids.length);
  renderer.setScissorTest(true);
  document.body.appendChild(renderer.domElement);
  const loader = new GLTFLoader();
  for (const [row, id] of ids.entries()) {
    const gltf = await loader.loadAsync(modelUrl(id));
    const materials = materialsFor(id, FACTION_STYLES[factionOf(id)]);
    gltf.scene.traverse((o: Object3D) => {
      if (o instanceof Mesh) o.material = materialByName(materials, (o.material as Material).name);
    });
    const scene = new Scene();
    scene.up.set(0, 0, 1);
    scene.background = new Color('#101626');
    lights(scene);
    scene.add(gltf.scene);
    const size = new Box3().setFromObject(gltf.scene).getSize(new Vector3()).length();
    const y = CELL * (ids.length - 1 - row);
    const cells: [number, number, number][] = VIEWS.map((_, i) => [200 + i * CELL, CELL, i]);
    cells.push([200 + VIEWS.length * CELL, SMALL, 0]);
    for (const [x, side, v] of cells) {
      const dir = new Vector3(...(VIEWS[v] ?? [1, 1, 1])).normalize();
      const camera = new PerspectiveCamera(30, 1, size / 100, size * 10);
      camera.up.set(0, 0, 1);
      camera.position.copy(dir.multiplyScalar(size * 1.75));
      camera.lookAt(0, 0, 0);
      renderer.setViewport(x, y, side, side);
      renderer.setScissor(x, y, side, side);
      renderer.render(scene, camera);
    }
    const label = document.createElement('div');
    label.textContent = `${id} (${factionOf(id)})`;
    label.style.cssText = `position:absolute;left:8px;top:${row * CELL + 8}px`;
    document.body.appendChild(label);
  }
  (window as unknown as { __sheetReady: boolean }).__sheetReady = true;
}

void main();
