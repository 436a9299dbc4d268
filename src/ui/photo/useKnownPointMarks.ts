import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Point } from '../../kernel/pose.ts';
import { photoAreaAtom, tablePhotoAtom } from '../../state/photo/photoAtoms.ts';
import { knownAreaPoints, type TablePhoto, withMarkedPoints } from '../../state/photo/tablePhoto.ts';

/**
 * The known-points tool's marks: where the next clicked point lies on the table (the near edge's middle until
 * chosen, then round the mat), the points as dragged (applied when a drag ends: each change recalibrates and
 * redraws the rectified mat), and applying them to the photo.
 */
export function useKnownPointMarks(photo: TablePhoto | null) {
  const setPhoto = useSetAtom(tablePhotoAtom);
  const area = useAtomValue(photoAreaAtom);
  const [nextPoint, setNextPoint] = useState<Point | null>(null);
  const [draft, setDraft] = useState<Point[] | null>(null);
  const presets = knownAreaPoints(area);
  const next = nextPoint ?? presets[0]?.tableMm ?? { x: 0, y: 0 };
  const done = (ms: Point[]) => {
    setDraft(null);
    if (!photo) return;
    setPhoto({ ...photo, extraPoints: withMarkedPoints(photo.extraPoints, ms, next) });
    // After a chosen mat point is marked, offer the next one round the mat.
    const i = presets.findIndex((q) => q.tableMm.x === next.x && q.tableMm.y === next.y);
    const following = presets[(i + 1) % presets.length];
    if (ms.length > photo.extraPoints.length && i >= 0 && following) setNextPoint({ ...following.tableMm });
  };
  const marks = draft ?? (photo?.extraPoints ?? []).map((e) => e.photoPx);
  return { next, setNext: setNextPoint, marks, onMarks: setDraft, onMarksDone: done, reset: () => setDraft(null) };
}
