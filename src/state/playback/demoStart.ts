/** How the viewer opens its demo: playing from round 1 at once, unless the page address says `?autoplay=0`. */

/** Whether the demo starts playing as soon as it is shown (`?autoplay=0` opens it paused, as set up). */
export function demoAutoplays(search: string): boolean {
  const v = new URLSearchParams(search).get('autoplay');
  return v !== '0' && v !== 'false';
}
