/**
 * A page loaded on demand (pages.ts), with a loading state that says what is loading and an error state that
 * names the failure (a chunk that could not be fetched), and an error boundary around the page that names what
 * it threw and offers the user's work for download (ErrorBoundary.tsx).
 */
import { type ComponentType, useEffect, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import type { PageChunk } from './pages.ts';
import './pageChunk.css';

/** What shows while a page's chunk loads. */
export function PageLoading({ what }: { what: string }) {
  return (
    <div className="page-state" role="status" aria-live="polite" data-testid="page-loading">
      {`Loading ${what}…`}
    </div>
  );
}

/** What shows when a page could not be loaded or failed to start. */
export function PageLoadError({ what, error }: { what: string; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="page-state page-state-error" role="alert" data-testid="page-load-error">
      <div className="page-state-title">{`Could not load ${what}`}</div>
      <div className="page-state-message">{message}</div>
      <button type="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

/** Pages already loaded, so a page shown again (a remount) needs no loading state. */
const loadedPages = new Map<PageChunk, ComponentType>();

type Loading = { Page: ComponentType | null; error: unknown; failed: boolean };

/**
 * Shows a page from its chunk: the loading state until it arrives, the error state if it cannot. Deliberately
 * no Suspense boundary above the page (so no React.lazy): React Three Fiber's Canvas throws any suspension inside
 * it (a ship model still loading, say) out to the nearest boundary, which would hide the whole page, canvas
 * included, until that suspension ends; without one the page stays up, as before the split.
 */
export function PageFromChunk({ page }: { page: PageChunk }) {
  const [state, setState] = useState<Loading>(() => ({
    Page: loadedPages.get(page) ?? null,
    error: null,
    failed: false,
  }));
  useEffect(() => {
    if (loadedPages.has(page)) return;
    let live = true;
    page.load().then(
      (m) => {
        loadedPages.set(page, m.default);
        if (live) setState({ Page: m.default, error: null, failed: false });
      },
      (error: unknown) => {
        console.error(`Could not load ${page.what}:`, error);
        if (live) setState({ Page: null, error, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [page]);
  if (state.failed) return <PageLoadError what={page.what} error={state.error} />;
  const { Page } = state;
  if (!Page) return <PageLoading what={page.what} />;
  return (
    <ErrorBoundary what={page.what} variant="page" work={page.work} recover={page.recover}>
      <Page />
    </ErrorBoundary>
  );
}
