/**
 * Stream mode's settings from the page address: `transparent=1` (no sky, stars or page background, for an OBS
 * browser source over other layers) and `timer=MINUTES` (a tournament countdown on the real clock instead of the
 * round timer). Bad values are reported naming the parameter, and that setting keeps its default.
 */

/** Stream mode's settings. */
export interface StreamSettings {
  /** Leave out everything behind the table (sky, stars, page background): alpha 0 there. */
  transparent: boolean;
  /** Tournament clock length, minutes; null for the round timer (playback time since the round started). */
  timerMinutes: number | null;
}

/** The longest tournament clock accepted, minutes. */
export const MAX_TIMER_MINUTES = 600;

/** The settings a page address asks for, and a message for each parameter that was not understood. */
export function parseStreamParams(search: string): { settings: StreamSettings; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const settings: StreamSettings = { transparent: false, timerMinutes: null };
  const transparent = params.get('transparent');
  if (transparent !== null) {
    if (transparent === '1' || transparent === 'true') settings.transparent = true;
    else if (transparent !== '0' && transparent !== 'false')
      problems.push(`transparent: expected 1 or 0, got ${JSON.stringify(transparent)}`);
  }
  const timer = params.get('timer');
  if (timer !== null) {
    const minutes = timer.trim() === '' ? Number.NaN : Number(timer);
    if (Number.isFinite(minutes) && minutes > 0 && minutes <= MAX_TIMER_MINUTES) settings.timerMinutes = minutes;
    else
      problems.push(
        `timer: expected minutes of the tournament clock, a number above 0 and at most ${MAX_TIMER_MINUTES}, got ${JSON.stringify(timer)}`,
      );
  }
  return { settings, problems };
}
