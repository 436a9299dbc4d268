/** The rectified photo as a canvas (the mat's texture) and as a PNG (its export). */
import type { RgbaImage } from '../../kernel/photo/index.ts';

/** A canvas holding an RGBA image. */
export function canvasOf(image: RgbaImage): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = image.widthPx;
  canvas.height = image.heightPx;
  canvas
    .getContext('2d')
    ?.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.widthPx, image.heightPx), 0, 0);
  return canvas;
}

/** The rectified image as a PNG data URL. */
export function rectifiedPng(image: RgbaImage): string {
  return canvasOf(image).toDataURL('image/png');
}
