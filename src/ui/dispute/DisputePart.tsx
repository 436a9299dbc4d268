import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { ErrorBoundary, type SavedWork } from '../ErrorBoundary.tsx';
import { fileStamp } from './download.ts';

/** Props of DisputePart. */
export type DisputePartProps = { what: string; className?: string; children: ReactNode };

/**
 * One part of dispute mode behind its own error boundary: if it throws, the rest of the page stays, the
 * failure names the part, the situation on the table can be downloaded as a scenario file, and the part is
 * drawn again after the next edit (which may have removed the value it failed on).
 */
export function DisputePart({ what, className, children }: DisputePartProps) {
  const situation = useAtomValue(situationAtom);
  const work = (): SavedWork => ({
    fileName: `holotable-dispute-${fileStamp(new Date())}.json`,
    text: `${JSON.stringify(situation, null, 2)}\n`,
  });
  return (
    <ErrorBoundary what={what} className={className} work={work} resetKey={situation}>
      {children}
    </ErrorBoundary>
  );
}
