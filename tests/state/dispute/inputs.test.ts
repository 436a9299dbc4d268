/** Small inputs of dispute mode: the app mode from the query string and the custom-polygon field. */
import { describe, expect, it } from 'vitest';
import { appModeOf } from '../../../src/ui/appMode.ts';
import { parsePolygonText } from '../../../src/ui/dispute/polygonText.ts';

describe('app mode', () => {
  it('is dispute only for mode=dispute', () => {
    expect(appModeOf('?mode=dispute')).toBe('dispute');
    expect(appModeOf('?demo=xwing-1e&mode=dispute')).toBe('dispute');
    expect(appModeOf('')).toBe('viewer');
    expect(appModeOf('?mode=other')).toBe('viewer');
  });
});

describe('custom polygon text', () => {
  it('reads x,y points in mm', () => {
    expect(parsePolygonText(' 0,0 40,0  20,35 ')).toEqual({
      ok: true,
      points: [
        [0, 0],
        [40, 0],
        [20, 35],
      ],
    });
  });

  it('names the bad point, too few points, and crossing edges', () => {
    expect(parsePolygonText('0,0 40,x 20,35')).toEqual({
      ok: false,
      message: 'point 2: expected "x,y" in mm, got "40,x"',
    });
    expect(parsePolygonText('0,0 40,0')).toEqual({ ok: false, message: 'expected at least 3 points, got 2' });
    expect(parsePolygonText('0,0 40,40 40,0 0,40')).toMatchObject({
      ok: false,
      message: expect.stringContaining('simple polygon'),
    });
  });
});
