/**
 * A page loaded on demand (pages.ts), with a loading state that says what is loading and an error state that
 * names the failure (a chunk that could not be fetched, or a page that threw while starting).
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
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

type BoundaryProps = { what: string; children: ReactNode };
type BoundaryState = { error: unknown; failed: boolean };

/** Catches a page's error while rendering and shows it instead of a blank page. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Could not load ${this.props.what}:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <PageLoadError what={this.props.what} error={this.state.error} />;
    return this.props.children;
  }
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
    <PageErrorBoundary what={page.what}>
      <Page />
    </PageErrorBoundary>
  );
}
