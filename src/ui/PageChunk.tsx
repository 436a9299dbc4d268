/**
 * A page loaded on demand (pages.ts), with a loading state that says what is loading and an error state that
 * names the failure (a chunk that could not be fetched, or a page that threw while starting).
 */
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
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

/** Catches a failed chunk load (or a page's start-up error) and shows it instead of a blank page. */
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

/** One lazy component per page, made once (React.lazy keeps what it loaded). */
const lazyPages = new Map<PageChunk, ComponentType>();

/** The lazy component of a page. */
function lazyPage(page: PageChunk): ComponentType {
  const made = lazyPages.get(page);
  if (made) return made;
  const Page = lazy(page.load);
  lazyPages.set(page, Page);
  return Page;
}

/** Shows a page from its chunk: the loading state until it arrives, the error state if it cannot. */
export function PageFromChunk({ page }: { page: PageChunk }) {
  const Page = lazyPage(page);
  return (
    <PageErrorBoundary what={page.what}>
      <Suspense fallback={<PageLoading what={page.what} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
