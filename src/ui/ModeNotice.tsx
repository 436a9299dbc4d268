import { useState } from 'react';
import { unknownModeMessage } from './appMode.ts';

/** Props of ModeNotice. */
export type ModeNoticeProps = Record<string, never>;

/** Says so when the address asks for a `mode` the app does not know, instead of silently showing the viewer. */
export function ModeNotice(_: ModeNoticeProps) {
  const [message, setMessage] = useState(() => unknownModeMessage(window.location.search));
  if (!message) return null;
  return (
    <div className="error-banner mode-notice" role="alert" data-testid="mode-notice">
      <div className="error-title">Unknown page mode</div>
      <code className="error-message">{message}</code>
      <button type="button" className="close" aria-label="Dismiss" onClick={() => setMessage(null)}>
        ×
      </button>
    </div>
  );
}
