import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Point } from '../../kernel/pose.ts';
import { photoMessageAtom, photoPanelOpenAtom, tablePhotoAtom } from '../../state/photo/photoAtoms.ts';
import { MAX_EXTRA_POINTS } from '../../state/photo/tablePhoto.ts';
import { useKnownPointMarks } from './useKnownPointMarks.ts';
import { CalibrationLine } from './CalibrationLine.tsx';
import { KnownPoints } from './KnownPoints.tsx';
import { OpenPhotoButtons } from './OpenPhotoButtons.tsx';
import { PhotoMarker } from './PhotoMarker.tsx';
import { PhotoViewControls } from './PhotoViewControls.tsx';
import { PhotoExportButtons } from './PhotoExportButtons.tsx';
import { MARK_LABELS, type PhotoTool, PlacementTools } from './PlacementTools.tsx';
import { usePhotoSession } from './usePhotoSession.ts';
import './photo.css';

/** Props of PhotoPanel. */
export type PhotoPanelProps = Record<string, never>;

const TOOLS: readonly [PhotoTool, string][] = [
  ['corners', 'Corners'],
  ['points', 'Known points'],
  ['ship', 'Place ship'],
  ['obstacle', 'Fit obstacle'],
];

/** The further calibration points' names, numbered after the four corners. */
const POINT_LABELS = Array.from({ length: MAX_EXTRA_POINTS }, (_, i) => `known point ${i + 5}`);

/**
 * The table photo panel: open or take a photo, drag its four corners onto the play area's corners (the photo
 * then lies rectified under the scene), and place ships and obstacles by marking them on it. It keeps the
 * photo saved (usePhotoSession) whether open or not.
 */
export function PhotoPanel(_: PhotoPanelProps) {
  usePhotoSession();
  const [open, setOpen] = useAtom(photoPanelOpenAtom);
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const message = useAtomValue(photoMessageAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  const [tool, setTool] = useState<PhotoTool>('corners');
  const [marks, setMarks] = useState<Point[]>([]);
  const points = useKnownPointMarks(photo);
  if (!open) return null;
  const choose = (t: PhotoTool) => (setTool(t), setMarks([]), points.reset(), setMessage(null));
  return (
    <section className="panel photo-panel" aria-label="Table photo" data-testid="photo-panel">
      <div className="photo-panel-head">
        <strong>Table photo</strong>
        <OpenPhotoButtons />
        {photo && (
          <div className="photo-tools" role="tablist">
            {TOOLS.map(([t, label]) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tool === t}
                data-testid={`photo-tool-${t}`}
                onClick={() => choose(t)}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <button type="button" className="photo-close" data-testid="photo-close" onClick={() => setOpen(false)}>
          Show the table
        </button>
      </div>
      {message && (
        <div
          className={`photo-message ${message.tone}`}
          data-testid="photo-message"
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </div>
      )}
      {photo ? (
        <>
          <CalibrationLine />
          {tool === 'points' ? (
            <KnownPoints next={points.next} onNext={points.setNext} />
          ) : (
            <PlacementTools tool={tool} marks={marks} onMarks={setMarks} />
          )}
          <PhotoMarker
            photo={photo}
            mode={tool === 'corners' ? 'corners' : 'marks'}
            marks={tool === 'points' ? points.marks : marks}
            markLabels={tool === 'points' ? POINT_LABELS : MARK_LABELS[tool]}
            onCorners={(cornersPx) => setPhoto({ ...photo, cornersPx })}
            onMarks={tool === 'points' ? points.onMarks : setMarks}
            onMarksDone={tool === 'points' ? points.onMarksDone : undefined}
          />
          <PhotoViewControls />
          <PhotoExportButtons />
        </>
      ) : (
        <p className="muted photo-empty">
          Take a photo of the table from above or at a slant, with the whole play area in view, or open one. Then drag
          the four corner handles onto the play area&apos;s corners.
        </p>
      )}
    </section>
  );
}
