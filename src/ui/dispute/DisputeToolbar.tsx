import { DraftList } from './DraftList.tsx';
import { ExportPngButton } from './ExportPngButton.tsx';
import { HistoryButtons } from './HistoryButtons.tsx';
import { KeptDataList } from './KeptDataList.tsx';
import { NewSituationButton } from './NewSituationButton.tsx';
import { ScenarioFileButtons } from './ScenarioFileButtons.tsx';
import { useShareLink } from './useShareLink.ts';
import { PhotoToolbarButton } from '../photo/PhotoToolbarButton.tsx';

/** Props of DisputeToolbar. */
export type DisputeToolbarProps = Record<string, never>;

/**
 * Undo and redo, a new (clear) situation, the share link, scenario file save and open, PNG export, and the kept drafts. Opening a file
 * or a draft is one undo step, so earlier work is never lost; saved text that could not be read is kept too.
 */
export function DisputeToolbar(_: DisputeToolbarProps) {
  const { link, share } = useShareLink();
  return (
    <div className="panel dispute-toolbar" role="toolbar" aria-label="Dispute tools">
      <span className="brand">
        <span className="brand-mark">◎</span> Holotable · Dispute
      </span>
      <a className="dispute-viewer-link" href="./" title="Back to the scenario and battle viewer">
        Viewer
      </a>
      <HistoryButtons />
      <NewSituationButton />
      <button type="button" data-testid="share" onClick={() => void share()}>
        Share link
      </button>
      <ScenarioFileButtons />
      <ExportPngButton />
      <PhotoToolbarButton />
      {link && (
        <input
          className="share-link"
          readOnly
          value={link}
          data-testid="share-link"
          onFocus={(e) => e.target.select()}
        />
      )}
      <DraftList />
      <KeptDataList />
    </div>
  );
}
