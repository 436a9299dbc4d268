import { useAtomValue, useSetAtom } from 'jotai';
import type { Point } from '../../kernel/pose.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { nameOf, situationNames } from '../../state/dispute/disputeText.ts';
import {
  photoCalibrationAtom,
  photoEdgeFitAtom,
  photoMarksOnBaseTopAtom,
  photoMessageAtom,
  photoPixelsAtom,
  tablePhotoAtom,
} from '../../state/photo/photoAtoms.ts';
import { placeObstacleFromMarks, placeShipFromMarks } from '../../state/photo/placeFromPhoto.ts';
import { PhotoToggle } from './PhotoToggle.tsx';

/** What the photo's clicks do: move the corners, or mark a ship's base corners or an obstacle's edge. */
export type PhotoTool = 'corners' | 'points' | 'ship' | 'obstacle';

/** Props of PlacementTools. */
export type PlacementToolsProps = {
  tool: PhotoTool;
  marks: Point[];
  onMarks: (marks: Point[]) => void;
};

/** The labels of the marks each tool takes, in order. */
export const MARK_LABELS: Readonly<Record<PhotoTool, readonly string[]>> = {
  corners: [],
  points: [],
  ship: ['front left corner', 'front right corner', 'rear right corner', 'rear left corner'],
  obstacle: Array.from({ length: 24 }, (_, i) => `edge point ${i + 1}`),
};

/**
 * Placing the selected ship or obstacle from the marks: which piece (the one selected in the editor), what to
 * mark, and the button that moves it. The move is one undo step; the message says where it went and how well
 * the marks agreed.
 */
export function PlacementTools({ tool, marks, onMarks }: PlacementToolsProps) {
  const s = useAtomValue(situationAtom);
  const selection = useAtomValue(disputeSelectionAtom);
  const photo = useAtomValue(tablePhotoAtom);
  const calibration = useAtomValue(photoCalibrationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  const pixels = useAtomValue(photoPixelsAtom);
  const edgeFit = useAtomValue(photoEdgeFitAtom);
  const marksOnBaseTop = useAtomValue(photoMarksOnBaseTopAtom);
  if (tool === 'corners' || tool === 'points' || !photo) return null;
  const names = situationNames(s);
  const ship = tool === 'ship' && selection?.kind === 'ship' ? s.ships.find((x) => x.id === selection.id) : undefined;
  const obstacle =
    tool === 'obstacle' && selection?.kind === 'obstacle'
      ? (s.obstacles ?? []).find((x) => x.id === selection.id)
      : undefined;
  const piece = ship ?? obstacle;
  const hint =
    tool === 'ship'
      ? `Click the two front corners of its base (front = the edge the arc lines meet; left and right as the ship faces), then, for a better heading, the two rear ones: ${marksOnBaseTop ? 'the corners of the base’s top face, as the photo shows them' : 'where the base meets the mat'}.`
      : 'Click points on the token’s edge, spread all round it (six or more is best). Set which side is up in the editor first.';
  const place = () => {
    if (!piece || !calibration?.ok) return;
    const size = { widthPx: photo.widthPx, heightPx: photo.heightPx };
    const name = nameOf(names, piece.id);
    const px = edgeFit ? pixels : null;
    const r = ship
      ? placeShipFromMarks(calibration, marks, size, ship, name, px, marksOnBaseTop ? 'base-top' : 'mat')
      : obstacle
        ? placeObstacleFromMarks(calibration, marks, size, obstacle, name, px)
        : null;
    if (!r) return;
    if (!r.ok) return setMessage({ tone: 'error', text: `Not placed: ${r.message}. The situation is as it was.` });
    dispatch(r.edit);
    setMessage({ tone: 'info', text: r.text });
    onMarks([]);
  };
  return (
    <div className="photo-placement" data-testid="photo-placement">
      <div className="muted">
        {piece
          ? `Placing ${nameOf(names, piece.id)}. ${hint}`
          : `Select the ${tool} to place in the situation editor (or on the mat), then mark it here.`}
      </div>
      <PhotoToggle
        atom={photoEdgeFitAtom}
        testId="photo-edge-fit"
        title="Refine the marks against the photo's own edges: a base's or token's whole outline, not one pixel per click"
      >
        Fit to photo edges
      </PhotoToggle>
      {tool === 'ship' && (
        <PhotoToggle
          atom={photoMarksOnBaseTopAtom}
          testId="photo-marks-on-base-top"
          title="Your clicks are the corners of the base's top face (on), or where the base meets the mat (off): seen at an angle the two lie a few mm apart"
        >
          Corners on the base’s top
        </PhotoToggle>
      )}
      <div className="photo-buttons">
        <button
          type="button"
          data-testid="photo-place"
          disabled={!piece || !calibration?.ok || marks.length === 0}
          onClick={place}
        >
          {tool === 'ship' ? 'Place ship' : 'Fit outline'} ({marks.length} marks)
        </button>
        <button type="button" data-testid="photo-clear-marks" disabled={marks.length === 0} onClick={() => onMarks([])}>
          Clear marks
        </button>
      </div>
    </div>
  );
}
