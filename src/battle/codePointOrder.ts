/**
 * The one order for strings wherever an order decides the game (activation, attacks, placement) or what a file
 * holds: Unicode code-point order, the same on every machine, in every locale, in Node and in the browser.
 * `localeCompare` without a fixed locale sorts by the machine's language (Danish puts "aa" after "å" and "z";
 * Turkish has a dotless ı between h and i), so two machines would replay one battle file to different games;
 * lint bans it in the layers that decide games (eslint.config.js).
 *
 * Why code points and not JavaScript's `<` (UTF-16 code units): both are locale-independent, and they agree
 * except where one string has a character beyond U+FFFF (an emoji, say) and the other a character from U+E000
 * to U+FFFF at the same place; code units put the emoji first, code points last. Code-point order is what
 * other languages' plain string comparison gives (Python, Rust, Go's UTF-8 bytes), so a tool written in one of
 * them orders a battle's ids as the engines do.
 */

/**
 * A UTF-16 code unit moved so that code-unit comparison gives code-point order: surrogates (D800–DFFF, which
 * spell U+10000 and above) go above E000–FFFF. ICU's "code point order" fix-up.
 */
function fixUp(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/** Compares two strings in Unicode code-point order: negative, zero or positive, like a sort comparator. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return fixUp(x) - fixUp(y);
  }
  return a.length - b.length;
}
