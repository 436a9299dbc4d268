/**
 * Dev tool: renders a contact sheet of ship models (each from four angles at inspection size plus one at stream
 * size, ~36 px) in headless Chromium with three.js, in the viewer's faction colours and lights, so designs can be
 * looked at without the app. Models are built in memory from the current sources (no need to run build-models).
 * Run: npx tsx scripts/models/contactSheet.ts [out.png] [id ...]   (default: every small-base model, in pages)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { MODEL_BASE_SIZE, MODEL_IDS, type ModelId } from '../../src/models/catalog.ts';
import { FACTION_STYLES } from '../../src/scene/factionStyle.ts';
import { looksFor } from '../../src/scene/shipMaterials.ts';
import { buildModel } from './buildAll.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shipsJson = JSON.parse(readFileSync(join(root, 'src/rules/xwing1e/data/ships.json'), 'utf8')) as {
  ships: { xws: string; factions: string[] }[];
};

/** The faction whose colours a model is shown in: the first faction of its ship, else by its fallback id. */
function factionOf(id: string): keyof typeof FACTION_STYLES {
  const ship = shipsJson.ships.find((s) => s.xws === id);
  const f = ship?.factions[0] ?? (id.includes('imperial') ? 'imperial' : id.includes('scum') ? 'scum' : 'rebel');
  return f in FACTION_STYLES ? (f as keyof typeof FACTION_STYLES) : 'neutral';
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#06080d;color:#cfd8ea;font:13px sans-serif}
.l{position:absolute;padding:2px 4px}
</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><canvas id="c"></canvas><script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
const { ids, styles } = await (await fetch('/list.json')).json();
const CELL = [240, 180], SMALL = [110, 80], LABEL = 130;
const angles = [[35, 30], [215, 20], [90, 80], [10, 6]];
const W = LABEL + CELL[0] * angles.length + SMALL[0] + 10, H = CELL[1] * ids.length;
const canvas = document.getElementById('c');
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.setSize(W, H, true);
// As the viewer renders (src/ui/ViewerApp.tsx), so colours read the same here.
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.toneMappingExposure = 1.05;
renderer.setScissorTest(true);
renderer.setClearColor('#06080d');
renderer.clear();
const scene = new THREE.Scene();
scene.add(new THREE.AmbientLight('#9fb0ff', 0.35));
const hemi = new THREE.HemisphereLight('#b8c8ff', '#140c1e', 0.65); hemi.position.set(0, 0, 1); scene.add(hemi);
const key = new THREE.DirectionalLight('#fff1de', 2.6); key.position.set(300, 500, 900); scene.add(key);
const rim = new THREE.DirectionalLight('#6f9dff', 1.1); rim.position.set(-600, -500, 300); scene.add(rim);
const loader = new GLTFLoader();
const cam = new THREE.PerspectiveCamera(30, 1, 1, 1000);
cam.up.set(0, 0, 1);
// The viewer's looks (src/scene/shipMaterials.ts looksFor), made into materials here.
function mats(looks) {
  const out = {};
  for (const [name, l] of Object.entries(looks)) {
    const m = new THREE.MeshStandardMaterial({ color: l.color, roughness: l.roughness, metalness: l.metalness });
    if (l.emissive) { m.emissive.set(l.emissive.color); m.emissiveIntensity = l.emissive.intensity; }
    out[name] = m;
  }
  return out;
}
function shot(x, y, w, h, az, el, dist) {
  const a = az * Math.PI / 180, e = el * Math.PI / 180;
  cam.aspect = w / h; cam.updateProjectionMatrix();
  cam.position.set(dist * Math.cos(e) * Math.cos(a), dist * Math.cos(e) * Math.sin(a), dist * Math.sin(e));
  cam.lookAt(0, 0, 0);
  renderer.setViewport(x, H - y - h, w, h); renderer.setScissor(x, H - y - h, w, h);
  renderer.render(scene, cam);
}
for (let i = 0; i < ids.length; i++) {
  const id = ids[i];
  const buf = await (await fetch('/m/' + id + '.glb')).arrayBuffer();
  const gltf = await loader.parseAsync(buf, '');
  const m = mats(styles[i].looks);
  let tris = 0;
  gltf.scene.traverse((o) => { if (o.isMesh) { o.material = m[o.material.name] ?? m.hull; tris += o.geometry.index.count / 3; } });
  scene.add(gltf.scene);
  const box = new THREE.Box3().setFromObject(gltf.scene); const size = box.getSize(new THREE.Vector3());
  const y = i * CELL[1];
  // Fighters at a fixed distance (sizes compare across rows); larger ships pulled back to fit their cell.
  const reach = Math.max(1, size.length() / 55);
  cam.far = 1000 * reach;
  angles.forEach(([az, el], k) => shot(LABEL + k * CELL[0], y, CELL[0], CELL[1], az, el, 105 * reach));
  // Stream size: the 40 mm base fills ~36 px when the table is seen whole at 1920x1080.
  shot(LABEL + angles.length * CELL[0] + 5, y + 50, SMALL[0], SMALL[1], 35, 40, 150 * reach);
  scene.remove(gltf.scene);
  const div = document.createElement('div'); div.className = 'l';
  div.style.left = '0px'; div.style.top = y + 'px';
  div.innerHTML = id + '<br>' + styles[i].faction + '<br>' + tris + ' tris<br>' + size.toArray().map((v) => v.toFixed(1)).join(' × ');
  document.body.appendChild(div);
}
window.done = true;
</script></body></html>`;

async function render(out: string, ids: ModelId[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 600 } });
  page.on('pageerror', (e) => console.error(String(e)));
  const list = {
    ids,
    styles: ids.map((id) => ({ faction: factionOf(id), looks: looksFor(id, FACTION_STYLES[factionOf(id)]) })),
  };
  await page.route('http://sheet.local/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (path === '/list.json') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(list) });
    if (path.startsWith('/m/')) {
      const id = path.slice(3).replace(/\.glb$/, '') as ModelId;
      return route.fulfill({ contentType: 'model/gltf-binary', body: Buffer.from(buildModel(id)) });
    }
    if (path.startsWith('/three/'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(root, 'node_modules', path)),
      });
    return route.fulfill({ status: 404 });
  });
  await page.goto('http://sheet.local/');
  await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true, null, {
    timeout: 300_000,
  });
  await page.locator('body').screenshot({ path: out });
  await browser.close();
  console.log(out);
}

const [outArg, ...idArgs] = process.argv.slice(2);
const ids = idArgs.length > 0 ? (idArgs as ModelId[]) : MODEL_IDS.filter((id) => MODEL_BASE_SIZE[id] === 'small');
const perPage = 8;
const outBase = (outArg ?? '/tmp/models-small/sheet.png').replace(/\.png$/, '');
for (let p = 0; p * perPage < ids.length; p++) {
  await render(`${outBase}-${p + 1}.png`, ids.slice(p * perPage, (p + 1) * perPage));
}
