import type { CardStatus } from '../../state/record/squadBuilder.ts';

/** The engine's status of a card in words. */
export function statusWords(status: CardStatus['status']): string {
  return { applied: 'Applied', partial: 'Partly applied', 'not-applied': 'Not applied' }[status];
}

/**
 * What the engine applies of one card, in words and colour (green applied, amber partly or not), never
 * hover-only; a partly applied card says what is missing.
 */
export function CardStatusText({ status }: { status: CardStatus }) {
  return (
    <span
      className={status.status === 'applied' ? 'record-applied' : 'record-not-applied'}
      data-status={status.status}
      data-testid="card-status"
    >
      {statusWords(status.status)}
      {status.status === 'partial' ? ` (${status.note})` : ''}
    </span>
  );
}
