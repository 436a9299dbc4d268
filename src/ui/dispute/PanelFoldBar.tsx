/** The panels a narrow (phone) screen folds away, one open at a time over the lower part of the mat. */
export type FoldedPanel = 'situation' | 'verdicts';

/** Props of PanelFoldBar. */
export type PanelFoldBarProps = { open: FoldedPanel | null; onOpen: (panel: FoldedPanel | null) => void };

const LABELS: Readonly<Record<FoldedPanel, string>> = { situation: 'Situation & questions', verdicts: 'Verdicts' };

/**
 * On a narrow screen (dispute.css shows it under 700 px) the side panels fold away so the mat stays in view;
 * these buttons open one of them or close it again.
 */
export function PanelFoldBar({ open, onOpen }: PanelFoldBarProps) {
  return (
    <nav className="dispute-fold-bar" aria-label="Panels">
      {(Object.keys(LABELS) as FoldedPanel[]).map((p) => (
        <button key={p} type="button" aria-pressed={open === p} onClick={() => onOpen(open === p ? null : p)}>
          {LABELS[p]}
        </button>
      ))}
    </nav>
  );
}
