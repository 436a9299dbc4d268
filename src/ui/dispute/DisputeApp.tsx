import { Canvas } from '@react-three/fiber';
import { type FoldedPanel, PanelFoldBar } from './PanelFoldBar.tsx';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { captureCanvasPng } from '../../scene/dispute/canvasCapture.ts';
import { DisputeScene } from '../../scene/dispute/DisputeScene.tsx';
import {
  disputeHistoryAtom,
  disputeStartedAtom,
  draftsAtom,
  situationAtom,
  verdictsAtom,
} from '../../state/dispute/disputeAtoms.ts';
import { makeShareLink } from '../../state/dispute/shareLink.ts';
import { disputeTestApi } from '../../state/dispute/disputeTestApi.ts';
import { DisputePart } from './DisputePart.tsx';
import { DisputeToolbar } from './DisputeToolbar.tsx';
import { EditorPanel } from './EditorPanel.tsx';
import { NoticeBanner } from './NoticeBanner.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import { useDisputeSession } from './useDisputeSession.ts';
import { VerdictPanel } from './VerdictPanel.tsx';
import { PhotoPanel } from '../photo/PhotoPanel.tsx';
import { useViewObstructions } from '../useViewObstructions.ts';
import './dispute.css';

/**
 * Dispute mode (`?mode=dispute`): edit the situation at the table, ask maneuver, action and range questions,
 * and see the kernel's answers drawn on the top-down mat with their figures and rules citations.
 */
export function DisputeApp() {
  const store = useStore();
  useDisputeSession();
  useViewObstructions();
  useEffect(() => {
    const api = disputeTestApi();
    api.situation = () => (store.get(disputeStartedAtom) ? store.get(situationAtom) : null);
    api.figures = () => {
      const r = store.get(verdictsAtom);
      if (!r.ok) return null;
      return { moves: r.verdicts.moves.map((v) => v.figures), measurements: r.verdicts.measures.map((v) => v.figures) };
    };
    api.history = () => {
      const h = store.get(disputeHistoryAtom);
      return { undo: h.past.length, redo: h.future.length };
    };
    api.drafts = () => store.get(draftsAtom).map((d) => d.name);
    api.shareUrl = () => {
      const made = makeShareLink(window.location.href, store.get(situationAtom));
      return made.ok ? made.url : null;
    };
    api.png = () => captureCanvasPng();
  }, [store]);
  const [open, setOpen] = useState<FoldedPanel | null>(null);
  return (
    <div className={`app dispute-app${open ? ` dispute-open-${open}` : ''}`}>
      <DisputePart what="the table view" className="dispute-failed-view">
        <Canvas
          className="viewport"
          dpr={[1, 2]}
          // A still picture: draw only when something changed (edits, camera moves, models arriving), which
          // leaves the processor to the kernel and keeps a background tab idle.
          frameloop="demand"
          gl={{
            antialias: false,
            preserveDrawingBuffer: true,
            toneMapping: ACESFilmicToneMapping,
            toneMappingExposure: 1.05,
          }}
          data-testid="viewport"
        >
          <color attach="background" args={['#020309']} />
          <DisputeScene />
        </Canvas>
      </DisputePart>
      <DisputePart what="the toolbar" className="panel dispute-toolbar">
        <DisputeToolbar />
      </DisputePart>
      <div className="dispute-left">
        <DisputePart what="the situation editor" className="panel dispute-editor">
          <EditorPanel />
        </DisputePart>
        <DisputePart what="the questions panel" className="panel dispute-questions">
          <QuestionPanel />
        </DisputePart>
      </div>
      <DisputePart what="the verdict panel" className="panel dispute-verdicts">
        <VerdictPanel />
      </DisputePart>
      <DisputePart what="the table photo" className="dispute-photo-part">
        <PhotoPanel />
      </DisputePart>
      <PanelFoldBar open={open} onOpen={setOpen} />
      <NoticeBanner />
    </div>
  );
}
