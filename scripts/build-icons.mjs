#!/usr/bin/env node
// Draws the app's icons into public/ (vite copies them into the build; the web app manifest in vite.config.ts
// names them): icon.svg, and PNGs rendered from it by Debian's Chromium through playwright-core (192 and 512 px,
// plus a full-bleed 512 px "maskable" one whose artwork stays inside the central 80 % circle that launchers keep).
// The artwork is the page's favicon diamond over range rings and a ship's arrow, drawn here. Run with
// `npm run icons` after changing it, and commit the files it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { chromium } from 'playwright-core';

const outDir = new URL('../public/', import.meta.url);
const CYAN = '#7fe3ff';
const NAVY = '#0b1020';

/** The icon as SVG: rounded corners, or a full square for the maskable one (the launcher cuts its own shape). */
function iconSvg({ maskable }) {
  const corner = maskable ? 0 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${CYAN}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${CYAN}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="${NAVY}"/>
  <circle cx="256" cy="256" r="200" fill="url(#glow)"/>
  <g fill="none" stroke="${CYAN}" stroke-opacity="0.4" stroke-width="6">
    <circle cx="256" cy="256" r="118"/>
    <circle cx="256" cy="256" r="176"/>
  </g>
  <path d="M256 92 L420 256 L256 420 L92 256 Z" fill="none" stroke="${CYAN}" stroke-width="16" stroke-linejoin="round"/>
  <path d="M256 178 L306 318 L256 290 L206 318 Z" fill="${CYAN}"/>
</svg>
`;
}

/** Renders an SVG at size × size pixels, keeping transparent corners transparent. */
async function renderPng(browser, svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
  );
  // Runs in the page, where `document` is the page's.
  await page.waitForFunction('document.images[0]?.complete === true');
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

mkdirSync(outDir, { recursive: true });
const rounded = iconSvg({ maskable: false });
writeFileSync(new URL('icon.svg', outDir), rounded);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  writeFileSync(new URL('icon-192.png', outDir), await renderPng(browser, rounded, 192));
  writeFileSync(new URL('icon-512.png', outDir), await renderPng(browser, rounded, 512));
  writeFileSync(new URL('icon-maskable-512.png', outDir), await renderPng(browser, iconSvg({ maskable: true }), 512));
} finally {
  await browser.close();
}
