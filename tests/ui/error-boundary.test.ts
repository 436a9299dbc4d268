/**
 * What a failed part of a page shows (ErrorBoundary.tsx): the part by name, the error in words, the stack only
 * inside a details element, and the user's work to download where the part holds some.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorFallback, errorInWords } from '../../src/ui/ErrorBoundary.tsx';

describe('a failed part of a page', () => {
  it('names the part and the error, with the stack folded away', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'length')");
    const html = renderToString(createElement(ErrorFallback, { what: 'the verdict panel', error }));
    expect(html).toContain('Something went wrong in the verdict panel');
    expect(html).toContain('TypeError: Cannot read properties of undefined (reading &#x27;length&#x27;)');
    const details = html.indexOf('<details');
    expect(details).toBeGreaterThan(0);
    // The stack's "at …" lines appear only after the details element opens.
    expect(html.indexOf('    at ')).toBeGreaterThan(details);
    expect(html).toContain('Reload the page');
    expect(html).not.toContain('Download your work');
  });

  it('offers the work for download when there is some, and not when there is none', () => {
    const work = () => ({ fileName: 'w.json', text: '{}' });
    const html = renderToString(createElement(ErrorFallback, { what: 'the dispute editor', error: 'x', work }));
    expect(html).toContain('Download your work');
    expect(html).toContain('Your work is kept');
    const none = renderToString(
      createElement(ErrorFallback, { what: 'the video export', error: 'x', work: () => null }),
    );
    expect(none).not.toContain('Download your work');
  });

  it('words errors without their kind when it says nothing', () => {
    expect(errorInWords(new Error('no ships'))).toBe('no ships');
    expect(errorInWords(new RangeError('bad'))).toBe('RangeError: bad');
    expect(errorInWords('plain')).toBe('plain');
  });
});
