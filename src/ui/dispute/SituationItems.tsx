import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { obstacleItemText, shipItemText, situationNames } from '../../state/dispute/disputeText.ts';

/** Props of SituationItems. */
export type SituationItemsProps = Record<string, never>;

/** The situation's ships, then its obstacles, by name, as a list to pick the one to edit from. */
export function SituationItems(_: SituationItemsProps) {
  const s = useAtomValue(situationAtom);
  const names = useMemo(() => situationNames(s), [s]);
  const [selection, setSelection] = useAtom(disputeSelectionAtom);
  return (
    <ul className="dispute-items" data-testid="dispute-items">
      {s.ships
        .map((x) => ({ x, text: shipItemText(x, names) }))
        .map(({ x, text }) => (
          <li key={x.id}>
            <button
              type="button"
              className={selection?.id === x.id ? 'selected' : ''}
              data-testid={`item-${x.id}`}
              onClick={() => setSelection({ kind: 'ship', id: x.id })}
            >
              {text.name} <span className="muted">{text.detail}</span>
            </button>
          </li>
        ))}
      {(s.obstacles ?? [])
        .map((o) => ({ o, text: obstacleItemText(o, names) }))
        .map(({ o, text }) => (
          <li key={o.id}>
            <button
              type="button"
              className={selection?.id === o.id ? 'selected' : ''}
              data-testid={`item-${o.id}`}
              onClick={() => setSelection({ kind: 'obstacle', id: o.id })}
            >
              {text.name} <span className="muted">{text.detail}</span>
            </button>
          </li>
        ))}
    </ul>
  );
}
