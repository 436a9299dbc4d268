/**
 * Loads the vendored xwing-miniatures font into the page (document.fonts), once. The page reports itself ready
 * only after this has settled, so screenshots, tests and video exports never catch a die or token drawn before
 * its symbol arrived. The font is a hashed build asset, precached by the service worker like the models.
 */
import fontUrl from './xwing-miniatures/xwing-miniatures.ttf?url';
// Only the family's name: the entry chunk that starts the load carries nothing of the glyph table.
import { GAME_FONT_FAMILY } from './fontFamily.ts';

let loading: Promise<boolean> | null = null;
let settled = false;

/**
 * Starts loading the game font (once) and resolves true when it is ready to draw, false when it could not be
 * loaded (the icons then show as blanks; their words stay in labels and titles).
 */
export function loadGameFont(): Promise<boolean> {
  if (loading) return loading;
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') {
    settled = true;
    loading = Promise.resolve(false);
    return loading;
  }
  // 'block': text in this family stays invisible until the font is in, never a fallback letter ("d" for hit).
  const face = new FontFace(GAME_FONT_FAMILY, `url(${fontUrl})`, { display: 'block' });
  document.fonts.add(face);
  loading = face.load().then(
    () => {
      settled = true;
      return true;
    },
    (e: unknown) => {
      settled = true;
      console.error(`The game symbols' font did not load (${String(e)}): dice and tokens show without symbols.`);
      return false;
    },
  );
  return loading;
}

/** Whether the font's load has finished, loaded or failed (the page waits for this before it is ready). */
export function gameFontSettled(): boolean {
  return settled;
}
