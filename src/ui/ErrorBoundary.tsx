/**
 * What shows instead of a blank page when part of a page throws while drawing: which part failed and why in
 * plain words (the stack only inside a details element), a way to try again, to download the user's work, and
 * to reload. Each mode has one around the whole page (PageChunk.tsx) and panels have their own, so one bad
 * value takes down one panel, not the page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import './errorBoundary.css';

/** The user's work as a file to download when something fails: text, or an object URL already made (a video). */
export type SavedWork = { fileName: string; text: string } | { fileName: string; url: string };

/** An error in words: its message, with its kind when that says more than "Error". */
export function errorInWords(error: unknown): string {
  if (error instanceof Error) {
    const kind = error.name && error.name !== 'Error' ? `${error.name}: ` : '';
    return `${kind}${error.message || 'no message'}`;
  }
  return String(error);
}

/** Saves the user's work as a file. */
function downloadWork(saved: SavedWork): void {
  const url = 'url' in saved ? saved.url : URL.createObjectURL(new Blob([saved.text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = saved.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  if (!('url' in saved)) setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Props of ErrorFallback. */
export interface ErrorFallbackProps {
  /** The part that failed, as the user knows it: "the verdict panel", "the dispute editor". */
  what: string;
  error: unknown;
  /** The component stack React reported, for the details. */
  componentStack?: string;
  /** The whole page (fills the window) or one panel (fits in place). */
  variant?: 'page' | 'panel';
  /** The user's work as a file to download, read when the failure shows (omitted or null: there is none). */
  work?: () => SavedWork | null;
  /** Clears the failure and draws the part again. */
  onRetry?: () => void;
  /** Classes that put the failure where the part was (a panel's own position). */
  className?: string;
  /** A way out when retrying fails the same way (dispute mode: set the autosave aside and start afresh). */
  recover?: { label: string; run: () => void };
}

/** The failure shown in place of a part that threw. */
export function ErrorFallback(props: ErrorFallbackProps) {
  const { what, error, componentStack, variant = 'panel', work, onRetry, className = '', recover } = props;
  const stack = [error instanceof Error ? error.stack : undefined, componentStack].filter(Boolean).join('\n');
  const saved = work?.() ?? null;
  return (
    <div className={`failure failure-${variant} ${className}`} role="alert" data-testid="failure" data-what={what}>
      <div className="failure-title">{`Something went wrong in ${what}`}</div>
      <div className="failure-message" data-testid="failure-message">
        {errorInWords(error)}
      </div>
      {saved && <div className="failure-note">Your work is kept; you can download it to be sure.</div>}
      <div className="failure-actions">
        {onRetry && (
          <button type="button" data-testid="failure-retry" onClick={onRetry}>
            Try again
          </button>
        )}
        {saved && (
          <button type="button" data-testid="failure-download" onClick={() => downloadWork(saved)}>
            Download your work
          </button>
        )}
        {recover && (
          <button type="button" data-testid="failure-recover" onClick={recover.run}>
            {recover.label}
          </button>
        )}
        <button type="button" data-testid="failure-reload" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
      {stack && (
        <details className="failure-details">
          <summary>Technical details</summary>
          <pre>{stack}</pre>
        </details>
      )}
    </div>
  );
}

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps extends Omit<ErrorFallbackProps, 'error' | 'componentStack' | 'onRetry'> {
  children: ReactNode;
  /** When this changes after a failure (the situation was edited, say), the part is drawn again. */
  resetKey?: unknown;
}

type BoundaryState = { failed: boolean; error: unknown; componentStack?: string };

/** Catches what a part throws while drawing and shows ErrorFallback in its place. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? undefined });
    console.error(`Something went wrong in ${this.props.what}:`, error);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => this.setState({ failed: false, error: null, componentStack: undefined });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { what, variant, work, className, recover } = this.props;
    return (
      <ErrorFallback
        recover={recover}
        className={className}
        what={what}
        error={this.state.error}
        componentStack={this.state.componentStack}
        variant={variant}
        work={work}
        onRetry={this.retry}
      />
    );
  }
}
