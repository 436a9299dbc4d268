import { useEffect, useMemo, useRef } from 'react';
import type { Point } from '../../kernel/pose.ts';

/**
 * Props of Magnifier: the photo, the photo pixel to show enlarged, where on the page to draw it, and how many
 * photo px a screen px shows in the panel now (the magnifier enlarges beyond that).
 */
export type MagnifierProps = { imageUrl: string; at: Point; pagePx: Point; photoPxPerScreenPx: number };

/** Side of the magnifier, CSS px. */
const SIDE = 150;

/** How many screen px a photo px takes in the magnifier: 5, or 4 times the panel's own zoom, at most 48. */
export function magnification(photoPxPerScreenPx: number): number {
  return Math.min(48, Math.max(5, 4 / Math.max(1e-6, photoPxPerScreenPx)));
}

/**
 * The photo around a point, enlarged, with a cross on the point: a finger or pointer hides what it marks,
 * and a mark is only as good as the pixel it lands on.
 */
export function Magnifier({ imageUrl, at, pagePx, photoPxPerScreenPx }: MagnifierProps) {
  const zoom = magnification(photoPxPerScreenPx);
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useMemo(() => {
    const img = new Image();
    img.src = imageUrl;
    return img;
  }, [imageUrl]);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const draw = () => {
      const half = SIDE / zoom / 2;
      ctx.imageSmoothingEnabled = false;
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, SIDE, SIDE);
      ctx.drawImage(image, at.x - half, at.y - half, 2 * half, 2 * half, 0, 0, SIDE, SIDE);
      ctx.strokeStyle = '#ffde59';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(SIDE / 2, 0);
      ctx.lineTo(SIDE / 2, SIDE);
      ctx.moveTo(0, SIDE / 2);
      ctx.lineTo(SIDE, SIDE / 2);
      ctx.stroke();
    };
    if (image.complete) draw();
    else image.addEventListener('load', draw, { once: true });
  }, [image, at.x, at.y, zoom]);
  // Above and to the left of the pointer, so the finger does not cover it; flipped near the page's edges.
  const left = pagePx.x - SIDE - 24 < 0 ? pagePx.x + 24 : pagePx.x - SIDE - 24;
  const top = pagePx.y - SIDE - 24 < 0 ? pagePx.y + 24 : pagePx.y - SIDE - 24;
  return (
    <canvas
      ref={canvas}
      className="photo-magnifier"
      width={SIDE}
      height={SIDE}
      style={{ left, top }}
      data-testid="photo-magnifier"
      aria-hidden
    />
  );
}
