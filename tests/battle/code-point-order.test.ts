import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../src/battle/codePointOrder.ts';

/** Reference order: the strings' code points compared one by one (what Python or Rust compare). */
function byCodePointList(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

describe('compareCodePoints', () => {
  it('orders ids by code point, whatever Danish, Turkish or English collation says', () => {
    // Code points: I U+0049, a U+0061, b U+0062, i U+0069, Ø U+00D8, å U+00E5, ı U+0131. Danish collation puts
    // "aaron" after "å" and "Ø"; English puts "i" before "I"; Turkish puts "ı" before "I".
    const ids = ['beta', 'å', 'aaron', 'Ø', 'i', 'I', 'ı', 'aa'];
    expect([...ids].sort(compareCodePoints)).toEqual(['I', 'aa', 'aaron', 'beta', 'i', 'Ø', 'å', 'ı']);
  });

  it('puts a character beyond U+FFFF after U+E000–U+FFFF, where UTF-16 code units put it before', () => {
    const emoji = '\u{1F680}'; // U+1F680, the surrogates D83D DE80
    const replacement = '\uFFFD';
    expect(emoji < replacement).toBe(true);
    expect(compareCodePoints(emoji, replacement)).toBeGreaterThan(0);
    expect(compareCodePoints(`x${emoji}`, `x${replacement}`)).toBeGreaterThan(0);
    expect(compareCodePoints('\u{1F680}', '\u{1F681}')).toBeLessThan(0);
  });

  it('is zero only for equal strings, and a prefix comes first', () => {
    expect(compareCodePoints('luke', 'luke')).toBe(0);
    expect(compareCodePoints('', 'a')).toBeLessThan(0);
    expect(compareCodePoints('rock1', 'rock10')).toBeLessThan(0);
  });

  it('agrees in sign with comparing the lists of code points, for any strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(byCodePointList(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
