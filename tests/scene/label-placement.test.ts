/**
 * Label placement on screen: labels keep off ships, panels and each other, near what they name and no nearer
 * another ship.
 */
import { describe, expect, it } from 'vitest';
import { placeLabels } from '../../src/scene/labelLayout.ts';

const canvas = { width: 1280, height: 720 };

describe('placeLabels', () => {
  it('leaves a label centred just above its anchor (2 px gap) when nothing is there', () => {
    const [p] = placeLabels([{ x: 500, y: 300, width: 100, height: 30 }], [], canvas);
    expect(p).toEqual({ left: 450, right: 550, top: 268, bottom: 298, dx: 0, dy: 0, leader: null });
  });

  it('moves a label off its own ship: to just above the ship box, with no leader (it touches the box)', () => {
    // Top-down: the anchor is the ship's centre, so the default spot covers the ship's upper half.
    const owner = { left: 480, top: 280, right: 520, bottom: 320 };
    const [p] = placeLabels([{ x: 500, y: 300, width: 100, height: 30, owner }], [owner], canvas);
    // The nearest free spot straight up: bottom 2 px above the box's top (278), the label 30 px tall.
    expect(p).toMatchObject({ left: 450, right: 550, bottom: 278, top: 248, dx: 0, dy: -20, leader: null });
  });

  it('never puts two labels on each other: the one further back (higher) moves, nearer the viewer keeps its place', () => {
    const [front, back] = placeLabels(
      [
        { x: 500, y: 300, width: 100, height: 30 },
        { x: 510, y: 290, width: 100, height: 30 },
      ],
      [],
      canvas,
    );
    expect(front).toMatchObject({ dx: 0, dy: 0 });
    const overlap =
      back!.left < front!.right + 2 &&
      front!.left < back!.right + 2 &&
      back!.top < front!.bottom + 2 &&
      front!.top < back!.bottom + 2;
    expect(overlap).toBe(false);
  });

  it('gives a label pushed away from its ship a leader line from its edge to the ship box', () => {
    const owner = { left: 480, top: 280, right: 520, bottom: 320 };
    // A panel over everything above and beside the ship, up to 20 px below it: the label must go below that.
    const panel = { left: 0, top: 0, right: 1280, bottom: 340 };
    const [p] = placeLabels([{ x: 500, y: 300, width: 100, height: 30, owner }], [owner, panel], canvas);
    expect(p!.top).toBeGreaterThanOrEqual(340);
    expect(p!.leader).not.toBeNull();
    // From the label's top edge up to the ship box's bottom edge.
    expect(p!.leader!.y1).toBe(p!.top);
    expect(p!.leader!.y2).toBe(320);
    expect(p!.leader!.x1).toBeGreaterThanOrEqual(p!.left);
    expect(p!.leader!.x1).toBeLessThanOrEqual(p!.right);
  });

  it('keeps a label nearer its own ship than any other, where a free spot allows it', () => {
    // Ship A (480–520 × 280–320) with a panel over everything above it, and ship B (400–440 × 290–330) at its lower
    // left. Below A (dy 48: top 2 px under A) the 120 px label touches B's right edge (its left 440, B's right 440,
    // overlapping B's rows): 0 px from B, 2 px from A, so it reads as B's. Given the ships, the label moves on to
    // the nearest free spot nearer A than B: a quarter width right and a half height lower (dx 30, dy 52), 6 px
    // under A and 30 px from B.
    const A = { left: 480, top: 280, right: 520, bottom: 320 };
    const B = { left: 400, top: 290, right: 440, bottom: 330 };
    const panel = { left: 300, top: 150, right: 700, bottom: 262 };
    const label = { x: 500, y: 300, width: 120, height: 24, owner: A };
    expect(placeLabels([label], [A, B, panel], canvas)[0]).toMatchObject({ left: 440, top: 322, dx: 0, dy: 48 });
    expect(placeLabels([label], [A, B, panel], canvas, [A, B])[0]).toEqual({
      left: 470,
      right: 590,
      top: 326,
      bottom: 350,
      dx: 30,
      dy: 52,
      leader: null,
    });
  });
});
