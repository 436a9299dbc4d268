import { useAtom } from 'jotai';
import { disputeNoticeAtom } from '../../state/dispute/disputeAtoms.ts';

/** A message about the last thing done: a bad link or file (error), or something kept or saved (info). */
export function NoticeBanner() {
  const [notice, setNotice] = useAtom(disputeNoticeAtom);
  if (!notice) return null;
  return (
    <div
      className={`dispute-notice ${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="dispute-notice"
    >
      <span data-testid="dispute-notice-text">{notice.text}</span>
      <button type="button" className="close" aria-label="Dismiss" onClick={() => setNotice(null)}>
        ×
      </button>
    </div>
  );
}
