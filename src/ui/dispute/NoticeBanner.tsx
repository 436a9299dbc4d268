import { useAtom, useSetAtom } from 'jotai';
import { disputeDispatchAtom, disputeNoticeAtom } from '../../state/dispute/disputeAtoms.ts';
import type { Situation } from '../../state/dispute/situation.ts';
import { downloadFile, fileStamp } from './download.ts';

/** Saves a situation that was not opened as a scenario file. */
function downloadRefused(s: Situation): void {
  const text = `${JSON.stringify(s, null, 2)}\n`;
  downloadFile(`holotable-not-opened-${fileStamp(new Date())}.json`, new Blob([text], { type: 'application/json' }));
}

/**
 * A message about the last thing done: a bad link or file, damaged saved work (error), or something kept or
 * saved (info). A situation that was too heavy to open is offered for download, or to open anyway.
 */
export function NoticeBanner() {
  const [notice, setNotice] = useAtom(disputeNoticeAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  if (!notice) return null;
  const { refused } = notice;
  return (
    <div
      className={`dispute-notice ${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="dispute-notice"
    >
      <span data-testid="dispute-notice-text">{notice.text}</span>
      {refused && (
        <>
          <button type="button" data-testid="download-refused" onClick={() => downloadRefused(refused)}>
            Download it
          </button>
          <button
            type="button"
            data-testid="open-refused"
            title="It may keep the page busy for minutes; your work stays autosaved until it has been drawn"
            onClick={() => {
              dispatch({ type: 'replace', scenario: refused });
              setNotice({ tone: 'info', text: 'Opened the heavy situation. Undo brings back your own work.' });
            }}
          >
            Open it anyway
          </button>
        </>
      )}
      <button type="button" className="close" aria-label="Dismiss" onClick={() => setNotice(null)}>
        ×
      </button>
    </div>
  );
}
