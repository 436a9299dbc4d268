/**
 * Opening a photo: an image file (a phone's camera, a file, a drop) decoded with its EXIF orientation
 * honoured, its pixels read, and a downscaled JPEG made for storage; or a photo file saved earlier. Files
 * that are not images, or too big to handle, are refused with a one-line message.
 */
import type { RgbaImage } from '../../kernel/photo/index.ts';
import { parseStoredPhoto, startingCorners, type TablePhoto, tablePhotoOf } from './tablePhoto.ts';

/** Largest photo file opened, bytes. */
export const MAX_PHOTO_FILE_BYTES = 40 * 1024 * 1024;
/** Largest photo opened, pixels: a 48-megapixel phone photo, with room. */
export const MAX_PHOTO_PIXELS = 60_000_000;
/** The longest side of the copy kept in storage, px, and its JPEG quality. */
export const STORED_LONG_SIDE_PX = 2048;

/** A photo opened: the photo with its marks, and its pixels. */
export type OpenedPhoto = { ok: true; photo: TablePhoto; pixels: RgbaImage } | { ok: false; message: string };

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** A canvas holding an image drawn at `scale`. */
function drawn(image: CanvasImageSource, w: number, h: number, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Pixels of a canvas as an RGBA image. */
function pixelsOf(canvas: HTMLCanvasElement): RgbaImage {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const d = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { widthPx: d.width, heightPx: d.height, data: d.data };
}

/** The downscaled JPEG of a decoded image kept in storage, at most `longSide` px. */
export function storedCopy(image: CanvasImageSource, w: number, h: number, longSide = STORED_LONG_SIDE_PX) {
  const canvas = drawn(image, w, h, Math.min(1, longSide / Math.max(w, h)));
  return { url: canvas.toDataURL('image/jpeg', 0.85), widthPx: canvas.width, heightPx: canvas.height };
}

/** Decodes an image blob with its EXIF orientation applied; null when it is not a readable image. */
async function decode(blob: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** Opens a photo file saved earlier (JSON with the picture inside). */
async function openPhotoFile(file: File): Promise<OpenedPhoto> {
  const parsed = parseStoredPhoto(await file.text());
  if (!parsed.ok) return { ok: false, message: `“${file.name}” is not a Holotable photo file: ${parsed.message}` };
  const bitmap = await decode(await (await fetch(parsed.photo.image)).blob());
  if (!bitmap) return { ok: false, message: `the picture in “${file.name}” could not be read` };
  const photo = tablePhotoOf(parsed.photo);
  const pixels = pixelsOf(drawn(bitmap, bitmap.width, bitmap.height, photo.widthPx / bitmap.width));
  bitmap.close();
  return { ok: true, photo, pixels };
}

/** Opens an image file or a saved photo file, or says why it cannot be opened. */
export async function openPhoto(file: File): Promise<OpenedPhoto> {
  if (file.size > MAX_PHOTO_FILE_BYTES)
    return {
      ok: false,
      message: `“${file.name}” is ${megabytes(file.size)}; photos up to ${megabytes(MAX_PHOTO_FILE_BYTES)} are opened`,
    };
  if (file.type === 'application/json' || file.name.toLowerCase().endsWith('.json')) return openPhotoFile(file);
  if (file.type && !file.type.startsWith('image/'))
    return { ok: false, message: `“${file.name}” is not an image (it is ${file.type}); choose a photo` };
  const bitmap = await decode(file);
  if (!bitmap)
    return {
      ok: false,
      message: `“${file.name}” could not be read as an image; choose a photo (JPEG, PNG, WebP, HEIC where the browser reads it)`,
    };
  const { width, height } = bitmap;
  if (width * height > MAX_PHOTO_PIXELS) {
    bitmap.close();
    const mp = ((width * height) / 1e6).toFixed(0);
    return {
      ok: false,
      message: `“${file.name}” is ${width} × ${height} px (${mp} megapixels); photos up to ${MAX_PHOTO_PIXELS / 1e6} megapixels are opened`,
    };
  }
  const full = drawn(bitmap, width, height, 1);
  const stored = storedCopy(bitmap, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((ok) => full.toBlob(ok, 'image/jpeg', 0.92));
  const photo: TablePhoto = {
    name: file.name,
    imageUrl: blob ? URL.createObjectURL(blob) : stored.url,
    widthPx: width,
    heightPx: height,
    storedUrl: stored.url,
    cornersPx: startingCorners(width, height),
    extraPoints: [],
    area: null,
  };
  return { ok: true, photo, pixels: pixelsOf(full) };
}

/** Decodes a saved photo's picture into its pixels; null when it cannot be read. */
export async function pixelsOfStored(photo: TablePhoto): Promise<RgbaImage | null> {
  const bitmap = await decode(await (await fetch(photo.imageUrl)).blob());
  if (!bitmap) return null;
  const pixels = pixelsOf(drawn(bitmap, bitmap.width, bitmap.height, photo.widthPx / bitmap.width));
  bitmap.close();
  return pixels;
}
