import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLoadError, PageLoading } from '../../src/ui/PageChunk.tsx';
import { PAGES } from '../../src/ui/pages.ts';
import { appModeOf } from '../../src/ui/appMode.ts';

describe('the pages behind ?mode= (pages.ts)', () => {
  it('has a chunk for every mode, the viewer by default', () => {
    expect(Object.keys(PAGES).sort()).toEqual(['control', 'dispute', 'hangar', 'record', 'stream', 'viewer', 'watch']);
    expect(PAGES[appModeOf('?mode=hangar')].what).toBe('the ship hangar');
    expect(PAGES[appModeOf('')].what).toBe('the viewer');
    expect(PAGES[appModeOf('?mode=__proto__')].what).toBe('the viewer');
    expect(PAGES[appModeOf('?mode=dispute')].what).toBe('the dispute editor');
    expect(PAGES[appModeOf('?mode=watch&table=final')].what).toBe('the live table');
  });

  it('says what is loading, and names the failure when a page cannot load', () => {
    expect(renderToString(createElement(PageLoading, { what: 'the viewer' }))).toContain('Loading the viewer…');
    const failed = renderToString(
      createElement(PageLoadError, {
        what: 'the stream page',
        error: new TypeError('Failed to fetch dynamically imported module: ./assets/StreamApp-x.js'),
      }),
    );
    expect(failed).toContain('Could not load the stream page');
    expect(failed).toContain('Failed to fetch dynamically imported module: ./assets/StreamApp-x.js');
  });
});
