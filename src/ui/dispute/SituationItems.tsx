import { useAtom, useAtomValue } from 'jotai';
import { disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';

/** Props of SituationItems. */
export type SituationItemsProps = Record<string, never>;

/** The situation's ships, then its obstacles, as a list to pick the one to edit from. */
export function SituationItems(_: SituationItemsProps) {
  const s = useAtomValue(situationAtom);
  const [selection, setSelection] = useAtom(disputeSelectionAtom);
  return (
    <ul className="dispute-items" data-testid="dispute-items">
      {s.ships.map((x) => (
        <li key={x.id}>
          <button
            type="button"
            className={selection?.id === x.id ? 'selected' : ''}
            data-testid={`item-${x.id}`}
            onClick={() => setSelection({ kind: 'ship', id: x.id })}
          >
            {x.id} <span className="muted">{x.ship ?? x.size}</span>
          </button>
        </li>
      ))}
      {(s.obstacles ?? []).map((o) => (
        <li key={o.id}>
          <button
            type="button"
            className={selection?.id === o.id ? 'selected' : ''}
            data-testid={`item-${o.id}`}
            onClick={() => setSelection({ kind: 'obstacle', id: o.id })}
          >
            {o.id} <span className="muted">{o.shape ?? `polygon (${o.kind ?? 'asteroid'})`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
