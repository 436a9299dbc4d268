/**
 * Draws stream mode's broadcast overlays (streamOverlay.ts's view) onto a 2D canvas, laid out on a 1920 × 1080
 * stage and scaled to the canvas: the same drawing goes on the live overlay canvas and into every frame of a
 * video export, so what the audience sees live is what the video shows. Sizes are 1080p pixels; the smallest
 * text is 22 px so that it still reads when the stream is scaled to 720p (15 px there).
 */
import type {
  AttackCardView,
  CaptionView,
  SquadUnitView,
  SquadView,
  StreamOverlayView,
} from '../../state/stream/streamOverlay.ts';
import {
  DIFFICULTY_COLOURS,
  dieFaceGlyph,
  GAME_FONT_FAMILY,
  glyphChar,
  type GlyphName,
  maneuverGlyph,
} from '../../icons/gameIcons.ts';
import type { ManeuverIconView } from '../../state/eventIcons.ts';

/** Width of the stage the overlays are laid out on, px. */
export const STAGE_WIDTH = 1920;
/** Height of the stage the overlays are laid out on, px. */
export const STAGE_HEIGHT = 1080;

const FONT = "'DejaVu Sans', 'Liberation Sans', system-ui, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
const PANEL = 'rgba(8, 12, 22, 0.82)';
const TEXT = '#eef3fb';
const MUTED = '#a9b6cc';
const HULL = '#ffd34d';
const SHIELD = '#5cc8ff';
const EMPTY_PIP = 'rgba(255, 255, 255, 0.16)';

/** Accent colour of a side's faction (the same hues as the ships' bases). */
const FACTION_ACCENT: Readonly<Record<string, string>> = {
  rebel: '#ff5a4a',
  imperial: '#56a8ff',
  scum: '#f2b53a',
  resistance: '#ff8a3d',
  'first-order': '#ff3b3b',
};

const CAPTION_ACCENT: Readonly<Record<CaptionView['kind'], string>> = {
  bump: '#ffb45a',
  obstacle: '#c99cff',
  destroyed: '#ff5a4a',
  fled: '#ffb45a',
  end: '#7fe3ff',
  operator: '#7fe3ff',
};

/** The game's symbols, in the vendored xwing-miniatures font (loaded before the page reports ready). */
const SYMBOLS = `'${GAME_FONT_FAMILY}'`;
/** An X-Wing die's colour by its roll's role, as the real dice (and the viewer's dice tray). */
const DIE_COLOURS: Readonly<Record<string, string>> = { attack: '#b3202a', defence: '#1f8a3c' };

/** Squad panels: width, row height, margin from the stage edges, px. */
const SQUAD_W = 470;
const ROW_H = 112;
const MARGIN = 36;

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Clears the canvas and draws every overlay of `view`, scaled from the 1920 × 1080 stage to width × height. */
export function paintStreamOverlay(ctx: Ctx, view: StreamOverlayView, width: number, height: number): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.restore();
  drawStreamOverlay(ctx, view, width, height);
}

/** Draws every overlay of `view` over what is on the canvas already (the video frame's 3D view). */
export function drawStreamOverlay(ctx: Ctx, view: StreamOverlayView, width: number, height: number): void {
  ctx.save();
  ctx.setTransform(width / STAGE_WIDTH, 0, 0, height / STAGE_HEIGHT, 0, 0);
  ctx.textBaseline = 'alphabetic';
  view.squads.forEach((squad, i) => drawSquad(ctx, squad, i === 0 ? MARGIN : STAGE_WIDTH - MARGIN - SQUAD_W));
  drawStatus(ctx, view);
  const cardTop = view.attack ? drawAttackCard(ctx, view.attack, squadBottom(view.squads[1])) : null;
  drawCaptions(ctx, view.captions, cardTop);
  ctx.restore();
}

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

function text(ctx: Ctx, s: string, x: number, y: number, px: number, colour: string, opts: TextOpts = {}): number {
  ctx.font = `${opts.bold ? '700 ' : ''}${px}px ${opts.mono ? MONO : FONT}`;
  ctx.fillStyle = colour;
  ctx.textAlign = opts.align ?? 'left';
  let shown = s;
  if (opts.maxWidth !== undefined && ctx.measureText(s).width > opts.maxWidth) {
    // Cut long names with an ellipsis rather than squeezing the glyphs below legibility.
    while (shown.length > 1 && ctx.measureText(`${shown}…`).width > opts.maxWidth) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  ctx.fillText(shown, x, y);
  return ctx.measureText(shown).width;
}

interface TextOpts {
  bold?: boolean;
  mono?: boolean;
  align?: CanvasTextAlign;
  maxWidth?: number;
}

/** Height of a squad panel's heading, px. */
const SQUAD_HEAD_H = 52;

/** Where a squad panel ends on the stage (its bottom edge), the top margin when there is none. */
function squadBottom(squad: SquadView | undefined): number {
  return squad ? MARGIN + SQUAD_HEAD_H + squad.units.length * ROW_H + 12 : MARGIN;
}

/**
 * The boxes (stage px) the standing overlays take whatever happens: both squad panels and the status box at its
 * widest. The 3D view's default shots keep the table clear of them; cards and captions come and go over it.
 */
export function standingOverlayBoxes(
  squads: readonly SquadView[],
): { left: number; top: number; right: number; bottom: number }[] {
  const boxes = squads.slice(0, 2).map((squad, i) => {
    const left = i === 0 ? MARGIN : STAGE_WIDTH - MARGIN - SQUAD_W;
    return { left, top: MARGIN, right: left + SQUAD_W, bottom: squadBottom(squad) };
  });
  const statusLeft = (STAGE_WIDTH - STATUS_MAX_W) / 2;
  return [...boxes, { left: statusLeft, top: MARGIN, right: statusLeft + STATUS_MAX_W, bottom: MARGIN + STATUS_H }];
}

function drawSquad(ctx: Ctx, squad: SquadView, x: number): void {
  const accent = FACTION_ACCENT[squad.faction] ?? '#b9c4d6';
  const headH = SQUAD_HEAD_H;
  const h = squadBottom(squad) - MARGIN;
  roundRect(ctx, x, MARGIN, SQUAD_W, h, 14, PANEL);
  roundRect(ctx, x, MARGIN, SQUAD_W, 6, 3, accent);
  text(ctx, squad.name.toUpperCase(), x + 20, MARGIN + 40, 26, accent, { bold: true, maxWidth: SQUAD_W - 40 });
  squad.units.forEach((u, i) => drawUnit(ctx, u, x, MARGIN + headH + i * ROW_H, accent));
}

function drawUnit(ctx: Ctx, u: SquadUnitView, x: number, y: number, accent: string): void {
  ctx.save();
  if (u.destroyed) ctx.globalAlpha = 0.38;
  if (u.active) roundRect(ctx, x + 8, y + 2, SQUAD_W - 16, ROW_H - 6, 10, 'rgba(127, 227, 255, 0.16)');
  if (u.active) roundRect(ctx, x + 8, y + 2, 6, ROW_H - 6, 3, accent);
  const left = x + 24;
  const skillW = u.skill !== null ? 56 : 0;
  if (u.skill !== null) {
    roundRect(ctx, left, y + 10, 44, 38, 8, accent);
    text(ctx, String(u.skill), left + 22, y + 38, 26, '#0a0d14', { bold: true, align: 'center' });
  }
  text(ctx, u.name, left + skillW, y + 36, 28, TEXT, { bold: true, maxWidth: SQUAD_W - 48 - skillW });
  text(ctx, u.ship, left + skillW, y + 66, 22, MUTED, { maxWidth: 150 });
  // Hull then shield pips, filled for what is left.
  let px = left + skillW + 160;
  const pip = (filled: boolean, colour: string) => {
    roundRect(ctx, px, y + 50, 18, 18, 4, filled ? colour : EMPTY_PIP);
    px += 23;
  };
  if (!u.hullRows) {
    for (let k = 0; k < u.hullMax; k++) pip(k < u.hull, HULL);
    px += 8;
  }
  for (let k = 0; k < u.shieldsMax; k++) pip(k < u.shields, SHIELD);
  if (u.hullRows) drawDamageTrack(ctx, u.hullRows, u.hullMax - u.hull, left, y + 78);
  if (u.destroyed) {
    ctx.globalAlpha = 1;
    text(ctx, 'DESTROYED', x + SQUAD_W - 24, y + 98, 22, '#ff6a5a', { bold: true, align: 'right' });
  } else if (!u.hullRows) drawTokens(ctx, u, left, y + 98, x + SQUAD_W - 20);
  ctx.restore();
}

/**
 * A capital ship's hull damage track as on its record sheet: the boxes row by row (marked ones red), and after
 * each row its threshold mark, red once the row is full (the row's system checks have been made).
 */
function drawDamageTrack(ctx: Ctx, rows: readonly number[], marked: number, x: number, top: number): void {
  let cx = x;
  let start = 0;
  rows.forEach((n) => {
    for (let k = 0; k < n; k++) {
      roundRect(ctx, cx, top, 12, 16, 3, start + k < marked ? '#e0523f' : EMPTY_PIP);
      cx += 14;
    }
    start += n;
    text(ctx, '▲', cx + 1, top + 15, 16, marked >= start ? '#ff6a55' : MUTED);
    cx += 26;
  });
}

/** A game symbol, centred at x, its baseline at y. */
function glyph(ctx: Ctx, name: GlyphName, x: number, y: number, px: number, colour: string): void {
  ctx.font = `${px}px ${SYMBOLS}`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.fillText(glyphChar(name), x, y);
}

/** Size of a token's symbol in a squad row, px. */
const TOKEN_GLYPH_PX = 24;

function drawTokens(ctx: Ctx, u: SquadUnitView, x: number, baseline: number, right: number): void {
  let cx = x;
  for (const t of u.tokens) {
    // With the game's symbols a token is its symbol and what stands beside it (count, target); else its words.
    const words = t.icon ? t.beside : t.text;
    ctx.font = `22px ${FONT}`;
    const lead = t.icon ? TOKEN_GLYPH_PX + (words ? 6 : 0) : 0;
    const w = lead + (words ? ctx.measureText(words).width : 0) + 16;
    if (cx + w > right) break;
    const colour = t.kind === 'bad' ? '#ff8a7a' : t.kind === 'good' ? '#8ff0b0' : '#cfe0ff';
    roundRect(ctx, cx, baseline - 22, w, 28, 6, 'rgba(255, 255, 255, 0.1)');
    if (t.icon) glyph(ctx, t.icon, cx + 8 + TOKEN_GLYPH_PX / 2, baseline, TOKEN_GLYPH_PX, colour);
    if (words) text(ctx, words, cx + 8 + lead, baseline - 1, 22, t.icon ? TEXT : colour);
    cx += w + 8;
  }
}

/** Height of the status box, px. */
const STATUS_H = 112;

/** Widest the status box may grow: the gap between the two squad panels, less a margin each side. */
const STATUS_MAX_W = STAGE_WIDTH - 2 * (MARGIN + SQUAD_W + MARGIN);

/** Width of `s` in the given font, px. */
function measure(ctx: Ctx, s: string, px: number, bold = false, mono = false): number {
  ctx.font = `${bold ? '700 ' : ''}${px}px ${mono ? MONO : FONT}`;
  return ctx.measureText(s).width;
}

/**
 * The round / phase box, centred at the top: as wide as its title and active ship need (up to the gap between
 * the squad panels), the title's type shrinking from 30 to 24 px before anything is cut.
 */
function drawStatus(ctx: Ctx, view: StreamOverlayView): void {
  const title = view.roundText.toUpperCase();
  const timerW = Math.max(measure(ctx, view.timer.text, 34, true, true), 100);
  const labelW = measure(ctx, view.timer.label, 22);
  const active = view.active ? `▸ ${view.active}` : '';
  const maneuverW = view.maneuver ? maneuverWidth(ctx, view.maneuver) + 14 : 0;
  const want = Math.max(
    measure(ctx, title, 30, true) + timerW + 72,
    active ? measure(ctx, active, 26) + maneuverW + labelW + 72 : 0,
  );
  const w = Math.min(STATUS_MAX_W, Math.max(560, Math.ceil(want)));
  const x = (STAGE_WIDTH - w) / 2;
  roundRect(ctx, x, MARGIN, w, STATUS_H, 14, PANEL);
  const titleRoom = w - timerW - 72;
  let titlePx = 30;
  while (titlePx > 24 && measure(ctx, title, titlePx, true) > titleRoom) titlePx -= 1;
  text(ctx, title, x + 24, MARGIN + 50, titlePx, TEXT, { bold: true, maxWidth: titleRoom });
  const timerColour = view.timer.expired ? '#ff6a5a' : '#7fe3ff';
  text(ctx, view.timer.text, x + w - 24, MARGIN + 50, 34, timerColour, { bold: true, mono: true, align: 'right' });
  text(ctx, view.timer.label, x + w - 24, MARGIN + 90, 22, MUTED, { align: 'right' });
  if (!active) return;
  const activeW = text(ctx, active, x + 24, MARGIN + 92, 26, '#7fe3ff', { maxWidth: w - 72 - labelW - maneuverW });
  if (view.maneuver) drawManeuver(ctx, view.maneuver, x + 24 + activeW + 14, MARGIN + 92);
}

/** Size of a maneuver's dial symbol and speed beside the active ship, px. */
const MANEUVER_PX = 28;

/** Width of a maneuver as drawn by drawManeuver (0 when it has no dial symbol). */
function maneuverWidth(ctx: Ctx, m: ManeuverIconView): number {
  const dial = maneuverGlyph(m.maneuver);
  if (!dial) return 0;
  ctx.font = `${MANEUVER_PX}px ${SYMBOLS}`;
  return ctx.measureText(glyphChar(dial.glyph)).width + 3 + measure(ctx, String(dial.speed), 26, true);
}

/** A maneuver as the dial shows it (bearing symbol, then speed) in its difficulty's colour, from x on the baseline. */
function drawManeuver(ctx: Ctx, m: ManeuverIconView, x: number, baseline: number): void {
  const dial = maneuverGlyph(m.maneuver);
  if (!dial) return;
  const colour = DIFFICULTY_COLOURS[m.difficulty ?? 'white'];
  ctx.font = `${MANEUVER_PX}px ${SYMBOLS}`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.fillText(glyphChar(dial.glyph), x, baseline);
  const glyphW = ctx.measureText(glyphChar(dial.glyph)).width;
  text(ctx, String(dial.speed), x + glyphW + 3, baseline, 26, colour, { bold: true });
}

/**
 * A die: a rounded square with its face, outlined when modification changed it. An X-Wing face is its symbol on
 * the die's colour, as on the real dice (a blank is left empty); another game's face (a number) is written.
 */
function drawDie(ctx: Ctx, face: string, x: number, y: number, role: string, changed: boolean): void {
  const symbol = dieFaceGlyph(face);
  const xwing = symbol !== null || face === 'blank';
  const fill = xwing
    ? (DIE_COLOURS[role] ?? '#8a5a1f')
    : role === 'defence'
      ? 'rgba(40, 120, 70, 0.55)'
      : 'rgba(150, 40, 40, 0.55)';
  ctx.save();
  if (face === 'blank') ctx.globalAlpha *= 0.6;
  roundRect(ctx, x, y, 62, 44, 8, fill);
  ctx.restore();
  if (changed) {
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(x, y, 62, 44, 8);
    ctx.stroke();
  }
  if (symbol) glyph(ctx, symbol, x + 31, y + 34, 30, '#ffffff');
  else if (!xwing) text(ctx, face.slice(0, 4).toUpperCase(), x + 31, y + 31, 22, TEXT, { bold: true, align: 'center' });
}

/**
 * The attack card, bottom right under the second squad panel when it fits there (`squadEnd` is that panel's
 * bottom), else bottom centre between the panels; returns its top edge when centred (captions go above it).
 */
function drawAttackCard(ctx: Ctx, card: AttackCardView, squadEnd: number): number | null {
  const w = 700;
  const rowH = 60;
  const rows = card.rolls.length;
  const h = (card.range !== null ? 100 : 70) + rows * (rowH * 2 + 10) + (card.result ? 50 : 0) + (card.damage ? 44 : 0);
  const y = STAGE_HEIGHT - MARGIN - h;
  const centred = y < squadEnd + 16;
  const x = centred ? (STAGE_WIDTH - w) / 2 : STAGE_WIDTH - MARGIN - w;
  roundRect(ctx, x, y, w, h, 14, PANEL);
  const head = card.defender ? `${card.attacker} → ${card.defender}` : `${card.attacker}: effect roll`;
  text(ctx, head, x + 24, y + 42, 28, TEXT, { bold: true, maxWidth: w - 48 });
  if (card.range !== null) {
    text(ctx, `Range ${card.range}${card.obstructed ? ' · obstructed' : ''}`, x + 24, y + 74, 22, MUTED);
  }
  let ry = y + (card.range !== null ? 94 : 64);
  for (const roll of card.rolls) {
    text(
      ctx,
      `${roll.role === 'attack' ? 'Attack' : roll.role === 'defence' ? 'Defence' : 'Effect'}`,
      x + 24,
      ry + 31,
      22,
      MUTED,
    );
    roll.rolled.forEach((f, i) => drawDie(ctx, f, x + 150 + i * 70, ry, roll.role, false));
    ry += rowH;
    text(ctx, 'then', x + 24, ry + 31, 22, MUTED);
    roll.modified.forEach((f, i) => drawDie(ctx, f, x + 150 + i * 70, ry, roll.role, f !== roll.rolled[i]));
    const mods = roll.modifications.join(', ') || 'no change';
    const after = x + 150 + roll.modified.length * 70 + 8;
    text(ctx, mods, after, ry + 31, 22, MUTED, { maxWidth: x + w - 20 - after });
    ry += rowH + 10;
  }
  if (card.result && card.resultLine) {
    text(ctx, card.resultLine, x + 24, ry + 30, 28, card.result.hit ? '#ff6a5a' : '#6bea8f', { bold: true });
    ry += 50;
  }
  if (card.damage && card.damageLine) {
    text(ctx, card.damageLine, x + 24, ry + 26, 24, HULL, { maxWidth: w - 48 });
  }
  return centred ? y : null;
}

/** Captions, bottom left, newest lowest; above the attack card when it stands bottom centre (`above`). */
function drawCaptions(ctx: Ctx, captions: readonly CaptionView[], above: number | null): void {
  const w = 900;
  const h = 112;
  const bottom = above !== null ? above - 16 : STAGE_HEIGHT - MARGIN;
  captions.forEach((c, i) => {
    const slot = captions.length - 1 - i;
    const x = MARGIN;
    const y = bottom - h - slot * (h + 16);
    ctx.save();
    ctx.globalAlpha = c.opacity;
    // Slides in from the left as it fades in.
    const dx = (1 - c.opacity) * -60;
    roundRect(ctx, x + dx, y, w, h, 12, PANEL);
    roundRect(ctx, x + dx, y, 10, h, 5, CAPTION_ACCENT[c.kind]);
    text(ctx, c.title.toUpperCase(), x + dx + 32, y + 48, 36, CAPTION_ACCENT[c.kind], { bold: true, maxWidth: w - 60 });
    text(ctx, c.detail, x + dx + 32, y + 92, 28, TEXT, { maxWidth: w - 60 });
    ctx.restore();
  });
}
