import { useSetAtom } from 'jotai';
import { captureCanvasPng } from '../../scene/dispute/canvasCapture.ts';
import { disputeNoticeAtom } from '../../state/dispute/disputeAtoms.ts';
import { downloadFile, fileStamp } from './download.ts';

/** Props of ExportPngButton. */
export type ExportPngButtonProps = Record<string, never>;

/** Saves the mat as drawn now as a PNG, or says the view is not ready yet. */
export function ExportPngButton(_: ExportPngButtonProps) {
  const setNotice = useSetAtom(disputeNoticeAtom);
  const png = () => {
    const url = captureCanvasPng();
    if (!url) {
      setNotice({ tone: 'error', text: 'The view is not ready to export yet.' });
      return;
    }
    downloadFile(`holotable-dispute-${fileStamp(new Date())}.png`, url);
  };
  return (
    <button type="button" data-testid="export-png" onClick={png}>
      Export PNG
    </button>
  );
}
