/**
 * Textures painted in code on canvases: the space mat, the sky, rock grain, printed ship tokens and labels.
 * Nothing is downloaded. Seeded, so every load looks the same.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { between, type Random, seededRandom } from './seededRandom.ts';

/** The colour at index i of a palette, wrapping round it; throws naming the index when the palette is empty. */
function nth(palette: readonly string[], i: number): string {
  const colour = palette[i % palette.length];
  if (colour === undefined) throw new Error(`proceduralTextures: an empty palette has no colour ${i}`);
  return colour;
}

function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const g = c.getContext('2d');
  if (!g) throw new Error(`proceduralTextures: no 2D context for a ${width} × ${height} canvas`);
  return [c, g];
}

function colourTexture(c: HTMLCanvasElement, anisotropy = 4): CanvasTexture {
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = anisotropy;
  return t;
}

/** Soft radial blob of colour `rgb` ("r,g,b") at alpha `a`. */
function blob(g: CanvasRenderingContext2D, x: number, y: number, r: number, rgb: string, a: number): void {
  const grad = g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, `rgba(${rgb},${a})`);
  grad.addColorStop(0.45, `rgba(${rgb},${a * 0.45})`);
  grad.addColorStop(1, `rgba(${rgb},0)`);
  g.fillStyle = grad;
  g.fillRect(x - r, y - r, 2 * r, 2 * r);
}

/** Nebula clouds along a wavy band from (x0, y0) to (x1, y1). */
function nebulaBand(
  g: CanvasRenderingContext2D,
  rand: Random,
  band: { x0: number; y0: number; x1: number; y1: number; width: number },
  palette: readonly string[],
  count: number,
  scale: number,
): void {
  for (let i = 0; i < count; i++) {
    const u = rand();
    const wobble = Math.sin(u * Math.PI * 3 + rand()) * band.width * 0.6;
    const nx = -(band.y1 - band.y0);
    const ny = band.x1 - band.x0;
    const nl = Math.hypot(nx, ny) || 1;
    const off = (rand() - 0.5) * band.width + wobble;
    const x = band.x0 + (band.x1 - band.x0) * u + (nx / nl) * off;
    const y = band.y0 + (band.y1 - band.y0) * u + (ny / nl) * off;
    const rgb = nth(palette, Math.floor(rand() * palette.length));
    blob(g, x, y, between(rand, 0.3, 1) * scale, rgb, between(rand, 0.04, 0.13));
  }
}

/** Star dots: many faint, some bright with a glow and a few with cross spikes. */
function stars(g: CanvasRenderingContext2D, rand: Random, w: number, h: number, count: number, px: number): void {
  const tints = ['255,255,255', '200,220,255', '255,236,210', '180,200,255', '255,210,200'];
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const big = rand() < 0.06;
    const r = (big ? between(rand, 1.2, 2.2) : between(rand, 0.35, 1.1)) * px;
    const tint = nth(tints, Math.floor(rand() * tints.length));
    const a = big ? between(rand, 0.7, 1) : between(rand, 0.2, 0.85);
    if (big) blob(g, x, y, r * 5, tint, a * 0.25);
    g.fillStyle = `rgba(${tint},${a})`;
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
  for (let i = 0; i < Math.round(count / 400); i++) {
    const x = rand() * w;
    const y = rand() * h;
    const len = between(rand, 10, 26) * px;
    blob(g, x, y, len * 0.7, '210,225,255', 0.35);
    g.strokeStyle = 'rgba(230,240,255,0.55)';
    g.lineWidth = 0.8 * px;
    g.beginPath();
    g.moveTo(x - len, y);
    g.lineTo(x + len, y);
    g.moveTo(x, y - len);
    g.lineTo(x, y + len);
    g.stroke();
    g.fillStyle = 'rgba(255,255,255,1)';
    g.beginPath();
    g.arc(x, y, 1.6 * px, 0, Math.PI * 2);
    g.fill();
  }
}

/** The printed space mat: deep blue-black with nebula bands and stars. Square, `size` px. */
export function makeMatTexture(seed = 7, size = 2048): CanvasTexture {
  const [c, g] = canvas(size, size);
  const rand = seededRandom(seed);
  const base = g.createRadialGradient(size * 0.45, size * 0.55, size * 0.05, size / 2, size / 2, size * 0.75);
  base.addColorStop(0, '#0d1326');
  base.addColorStop(0.6, '#070a16');
  base.addColorStop(1, '#030409');
  g.fillStyle = base;
  g.fillRect(0, 0, size, size);
  g.globalCompositeOperation = 'lighter';
  const palette = ['96,44,150', '40,86,170', '150,46,110', '30,120,150', '70,60,170'];
  nebulaBand(
    g,
    rand,
    { x0: -0.1 * size, y0: 0.85 * size, x1: 1.1 * size, y1: 0.2 * size, width: 0.32 * size },
    palette,
    70,
    size * 0.22,
  );
  nebulaBand(
    g,
    rand,
    { x0: 0.1 * size, y0: 0.75 * size, x1: 0.95 * size, y1: 0.3 * size, width: 0.12 * size },
    ['150,70,190', '220,90,140', '80,150,220'],
    90,
    size * 0.07,
  );
  // Fine filaments.
  for (let i = 0; i < 500; i++) {
    const x = rand() * size;
    const y = size - x * 0.6 - size * 0.15 + (rand() - 0.5) * size * 0.5;
    blob(g, x, y, between(rand, 6, 30) * (size / 1024), nth(palette, i), 0.05);
  }
  // Dark dust lanes.
  g.globalCompositeOperation = 'multiply';
  for (let i = 0; i < 40; i++) {
    const u = rand();
    const x = u * size;
    const y = size * (0.8 - 0.6 * u) + (rand() - 0.5) * size * 0.15;
    blob(g, x, y, between(rand, 0.05, 0.14) * size, '40,40,60', 0.5);
  }
  g.globalCompositeOperation = 'lighter';
  stars(g, rand, size, size, 3200, size / 2048);
  g.globalCompositeOperation = 'source-over';
  // A slight vignette toward the edges, as printed mats have.
  const vig = g.createRadialGradient(size / 2, size / 2, size * 0.45, size / 2, size / 2, size * 0.74);
  vig.addColorStop(0, 'rgba(0,0,0,0)');
  vig.addColorStop(1, 'rgba(0,0,0,0.45)');
  g.fillStyle = vig;
  g.fillRect(0, 0, size, size);
  return colourTexture(c, 8);
}

/** The sky around the table, equirectangular: a faint galactic band and nebulae (stars are points). */
export function makeSkyTexture(seed = 11, width = 2048, height = 1024): CanvasTexture {
  const [c, g] = canvas(width, height);
  const rand = seededRandom(seed);
  g.fillStyle = '#020309';
  g.fillRect(0, 0, width, height);
  g.globalCompositeOperation = 'lighter';
  const palette = ['60,40,120', '30,60,130', '110,40,90', '20,80,110'];
  // The band wraps around the sphere: draw it with a sine wave across the full width.
  for (let i = 0; i < 220; i++) {
    const x = rand() * width;
    const y = height * (0.42 + 0.12 * Math.sin((x / width) * Math.PI * 2 + 1)) + (rand() - 0.5) * height * 0.22;
    blob(g, x, y, between(rand, 0.04, 0.16) * height, nth(palette, Math.floor(rand() * palette.length)), 0.09);
  }
  for (let i = 0; i < 14; i++) {
    blob(
      g,
      rand() * width,
      between(rand, 0.2, 0.8) * height,
      between(rand, 0.06, 0.15) * height,
      nth(palette, i),
      0.12,
    );
  }
  stars(g, rand, width, height, 2500, 1);
  const t = colourTexture(c, 1);
  return t;
}

/** Greyscale grain for rock surfaces (bump and roughness), tiling. */
export function makeRockGrainTexture(seed = 3, size = 256): CanvasTexture {
  const [c, g] = canvas(size, size);
  const rand = seededRandom(seed);
  g.fillStyle = '#808080';
  g.fillRect(0, 0, size, size);
  for (let i = 0; i < 900; i++) {
    const x = rand() * size;
    const y = rand() * size;
    const r = between(rand, 1, 14);
    const v = Math.floor(between(rand, 40, 220));
    // Draw wrapped copies so the texture tiles.
    for (const dx of [-size, 0, size]) {
      for (const dy of [-size, 0, size]) blob(g, x + dx, y + dy, r, `${v},${v},${v}`, 0.35);
    }
  }
  const t = new CanvasTexture(c);
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  return t;
}

/** A printed 1st-edition ship token: dark, with a lighter primary-arc wedge and the faction colour. */
export function makeTokenTexture(opts: {
  name: string;
  colour: string;
  arcHalfAngleDeg: number;
  size?: number;
}): CanvasTexture {
  const size = opts.size ?? 256;
  const [c, g] = canvas(size, size);
  // Canvas x → ship forward... the token is drawn with forward = +x (right), left = up.
  const bg = g.createLinearGradient(0, 0, size, size);
  bg.addColorStop(0, '#1a1d26');
  bg.addColorStop(1, '#0c0e14');
  g.fillStyle = bg;
  g.fillRect(0, 0, size, size);
  const cx = size / 2;
  const cy = size / 2;
  const t = Math.tan((opts.arcHalfAngleDeg * Math.PI) / 180);
  // Primary arc wedge: from the centre to the front edge (right side of the canvas).
  g.fillStyle = 'rgba(255,255,255,0.07)';
  g.beginPath();
  g.moveTo(cx, cy);
  g.lineTo(size, cy - (size / 2) * t);
  g.lineTo(size, cy + (size / 2) * t);
  g.closePath();
  g.fill();
  g.fillStyle = opts.colour;
  g.globalAlpha = 0.85;
  g.fillRect(0, 0, size * 0.1, size);
  g.globalAlpha = 1;
  g.strokeStyle = opts.colour;
  g.lineWidth = size * 0.025;
  g.strokeRect(size * 0.0125, size * 0.0125, size * 0.975, size * 0.975);
  // Name along the rear edge, reading from the left side.
  g.save();
  g.translate(size * 0.05, cy);
  g.rotate(-Math.PI / 2);
  g.fillStyle = '#0b0d12';
  g.font = `bold ${Math.round(size * 0.065)}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(opts.name.toUpperCase().slice(0, 14), 0, 0);
  g.restore();
  return colourTexture(c, 8);
}

/** A label: rounded dark plate with a faction-coloured bar and white text. Returns texture and aspect. */
export function makeLabelTexture(text: string, colour: string): { texture: CanvasTexture; aspect: number } {
  const h = 64;
  // The text takes LABEL_FONT_SHARE (0.62) of the height: a tight box, so crowded tables fit more names.
  const font = `600 ${Math.round(h * 0.62)}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  const [, probe] = canvas(4, 4);
  probe.font = font;
  const w = Math.ceil(probe.measureText(text).width + h * 0.75);
  const [c, g] = canvas(w, h);
  g.fillStyle = 'rgba(8,10,18,0.72)';
  const r = h * 0.22;
  g.beginPath();
  g.roundRect(0, 0, w, h, r);
  g.fill();
  g.fillStyle = colour;
  g.fillRect(0, h * 0.16, h * 0.12, h * 0.68);
  g.font = font;
  g.fillStyle = '#f2f5ff';
  g.textBaseline = 'middle';
  g.fillText(text, h * 0.3, h * 0.54);
  return { texture: colourTexture(c, 1), aspect: w / h };
}
