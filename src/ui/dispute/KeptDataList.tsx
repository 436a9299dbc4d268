import { useAtom } from 'jotai';
import { blockedKeysAtom, keptDataAtom } from '../../state/dispute/disputeAtoms.ts';
import { AUTOSAVE_KEY, DRAFTS_KEY } from '../../state/dispute/autosave.ts';
import { discardKept, type KeptEntry, keptEntries } from '../../state/dispute/keptData.ts';
import { downloadFile, fileStamp } from './download.ts';

/** Props of KeptDataList. */
export type KeptDataListProps = Record<string, never>;

const WHAT = { autosave: 'Autosave', drafts: 'Drafts' } as const;

/** When a piece was kept aside, in the reader's local time (the key holds UTC). */
function keptWhen(e: KeptEntry): string {
  const d = new Date(e.keptAt.replace(/-\d+$/, ''));
  return Number.isNaN(d.getTime()) ? e.keptAt : d.toLocaleString();
}

/** Downloads kept text exactly as it was stored. */
function download(e: KeptEntry): void {
  const d = new Date(e.keptAt.replace(/-\d+$/, ''));
  const stamp = Number.isNaN(d.getTime()) ? 'unknown-date' : fileStamp(d);
  downloadFile(`holotable-unreadable-${e.source}-${stamp}.json`, new Blob([e.text], { type: 'application/json' }));
}

/**
 * Saved text that could not be read whole, kept exactly as it was: each can be downloaded, and goes only when
 * the user discards it. Text that storage was too full to move aside is listed too; discarding it lets the
 * autosave write again.
 */
export function KeptDataList(_: KeptDataListProps) {
  const [kept, setKept] = useAtom(keptDataAtom);
  const [blocked, setBlocked] = useAtom(blockedKeysAtom);
  const stuck: KeptEntry[] = blocked.map((key) => ({
    key,
    source: key === DRAFTS_KEY ? 'drafts' : 'autosave',
    keptAt: 'left in place',
    text: window.localStorage.getItem(key) ?? '',
  }));
  if (kept.length + stuck.length === 0) return null;
  const discard = (e: KeptEntry) => {
    if (blocked.includes(e.key)) setBlocked(blocked.filter((k) => k !== e.key));
    else discardKept(window.localStorage, e.key);
    setKept(keptEntries(window.localStorage));
  };
  return (
    <div className="dispute-drafts dispute-kept" data-testid="kept-data">
      Unreadable saved data:
      {[...stuck, ...kept].map((e, i) => (
        <span key={e.key} className="draft">
          {WHAT[e.source]} {e.key === AUTOSAVE_KEY || e.key === DRAFTS_KEY ? '(left in place)' : `of ${keptWhen(e)}`}{' '}
          <button type="button" data-testid={`download-kept-${i}`} onClick={() => download(e)}>
            Download
          </button>
          <button type="button" data-testid={`discard-kept-${i}`} onClick={() => discard(e)}>
            Discard
          </button>
        </span>
      ))}
    </div>
  );
}
