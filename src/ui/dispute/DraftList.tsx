import { useAtom, useSetAtom } from 'jotai';
import { disputeDispatchAtom, disputeNoticeAtom, draftsAtom } from '../../state/dispute/disputeAtoms.ts';
import { heavySituationProblem } from '../../state/dispute/heaviness.ts';

/** Props of DraftList. */
export type DraftListProps = Record<string, never>;

/** The kept drafts, each restored (one undo step) or discarded; nothing when there is none. */
export function DraftList(_: DraftListProps) {
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const [drafts, setDrafts] = useAtom(draftsAtom);
  if (drafts.length === 0) return null;
  const discard = (i: number) => setDrafts(drafts.filter((_, j) => j !== i));
  return (
    <div className="dispute-drafts" data-testid="drafts">
      Kept drafts:
      {drafts.map((d, i) => (
        <span key={`${d.name}${i}`} className="draft">
          {d.name}{' '}
          <button
            type="button"
            data-testid={`restore-draft-${i}`}
            onClick={() => {
              const heavy = heavySituationProblem(d.scenario);
              if (heavy) {
                const text = `The draft "${d.name}" was not restored: ${heavy}. It stays in the list.`;
                setNotice({ tone: 'error', text, refused: d.scenario });
                return;
              }
              dispatch({ type: 'replace', scenario: d.scenario });
              discard(i);
              setNotice({ tone: 'info', text: `Restored "${d.name}". Undo brings back the situation you had before.` });
            }}
          >
            Restore
          </button>
          <button type="button" onClick={() => discard(i)}>
            Discard
          </button>
        </span>
      ))}
    </div>
  );
}
