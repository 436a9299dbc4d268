import { useAtom } from 'jotai';
import { loadErrorAtom } from '../state/scenarioAtoms.ts';

/** Props of ErrorBanner. */
export type ErrorBannerProps = Record<string, never>;

/** The loading problem, naming the file and the field; the scenario or battle on show stays behind it. */
export function ErrorBanner(_: ErrorBannerProps) {
  const [error, setError] = useAtom(loadErrorAtom);
  if (!error) return null;
  return (
    <div className="error-banner" role="alert" data-testid="load-error">
      <div className="error-title">Could not load {error.source}</div>
      <code className="error-message" data-testid="load-error-message">
        {error.message}
      </code>
      <div className="muted">What was already on the table is still shown.</div>
      <button type="button" className="close" aria-label="Dismiss" onClick={() => setError(null)}>
        ×
      </button>
    </div>
  );
}
