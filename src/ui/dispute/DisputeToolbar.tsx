import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { parseSituationText as parseScenarioText } from '../../state/dispute/situation.ts';
import { captureCanvasPng } from '../../scene/dispute/canvasCapture.ts';
import {
  disputeDispatchAtom,
  disputeHistoryAtom,
  disputeNoticeAtom,
  draftsAtom,
  situationAtom,
} from '../../state/dispute/disputeAtoms.ts';
import { shareUrl } from '../../state/dispute/shareLink.ts';
import { downloadFile, fileStamp } from './download.ts';

/**
 * Undo and redo, the share link, scenario file save and open, PNG export, and the kept drafts. Opening a file
 * or a draft is one undo step, so earlier work is never lost.
 */
export function DisputeToolbar() {
  const history = useAtomValue(disputeHistoryAtom);
  const situation = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const [drafts, setDrafts] = useAtom(draftsAtom);
  const [link, setLink] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const share = async () => {
    const url = shareUrl(window.location.href, situation);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'info', text: 'Share link copied to the clipboard.' });
    } catch {
      setNotice({ tone: 'info', text: 'Share link ready below: copy it from the field.' });
    }
  };
  const save = () => {
    const text = `${JSON.stringify(situation, null, 2)}\n`;
    downloadFile(`holotable-dispute-${fileStamp(new Date())}.json`, new Blob([text], { type: 'application/json' }));
  };
  const open = async (file: File) => {
    try {
      const scenario = parseScenarioText(await file.text());
      dispatch({ type: 'replace', scenario });
      setNotice({ tone: 'info', text: `Opened ${file.name}. Undo brings back the situation you had before.` });
    } catch (e) {
      setNotice({
        tone: 'error',
        text: `Could not open ${file.name}: ${(e as Error).message}. Your situation is unchanged.`,
      });
    }
  };
  const png = () => {
    const url = captureCanvasPng();
    if (!url) {
      setNotice({ tone: 'error', text: 'The view is not ready to export yet.' });
      return;
    }
    downloadFile(`holotable-dispute-${fileStamp(new Date())}.png`, url);
  };

  return (
    <div className="panel dispute-toolbar" role="toolbar" aria-label="Dispute tools">
      <span className="brand">
        <span className="brand-mark">◎</span> Holotable · Dispute
      </span>
      <a className="dispute-viewer-link" href="./" title="Back to the scenario and battle viewer">
        Viewer
      </a>
      <button
        type="button"
        data-testid="undo"
        disabled={history.past.length === 0}
        onClick={() => dispatch({ type: 'undo' })}
        title="Ctrl+Z"
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo"
        disabled={history.future.length === 0}
        onClick={() => dispatch({ type: 'redo' })}
        title="Ctrl+Shift+Z"
      >
        Redo
      </button>
      <button type="button" data-testid="share" onClick={() => void share()}>
        Share link
      </button>
      <button type="button" data-testid="save-scenario" onClick={save}>
        Save scenario
      </button>
      <button type="button" data-testid="open-scenario" onClick={() => fileInput.current?.click()}>
        Open scenario…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="dispute-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void open(f);
        }}
      />
      <button type="button" data-testid="export-png" onClick={png}>
        Export PNG
      </button>
      {link && (
        <input
          className="share-link"
          readOnly
          value={link}
          data-testid="share-link"
          onFocus={(e) => e.target.select()}
        />
      )}
      {drafts.length > 0 && (
        <div className="dispute-drafts" data-testid="drafts">
          Kept drafts:
          {drafts.map((d, i) => (
            <span key={`${d.name}${i}`} className="draft">
              {d.name}{' '}
              <button
                type="button"
                data-testid={`restore-draft-${i}`}
                onClick={() => {
                  dispatch({ type: 'replace', scenario: d.scenario });
                  setDrafts(drafts.filter((_, j) => j !== i));
                  setNotice({
                    tone: 'info',
                    text: `Restored "${d.name}". Undo brings back the situation you had before.`,
                  });
                }}
              >
                Restore
              </button>
              <button type="button" onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}>
                Discard
              </button>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
