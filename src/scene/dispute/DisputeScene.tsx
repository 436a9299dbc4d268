import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  disputeSelectionAtom,
  focusedQuestionAtom,
  situationAtom,
  verdictsAtom,
} from '../../state/dispute/disputeAtoms.ts';
import { nameOf, situationNames } from '../../state/dispute/disputeText.ts';
import { Backdrop } from '../Backdrop.tsx';
import { LabelLayout } from '../LabelLayout.tsx';
import { Lighting } from '../Lighting.tsx';
import { PlayAreaEdge } from '../PlayAreaEdge.tsx';
import { SpaceMat } from '../SpaceMat.tsx';
import { TableSpace } from '../TableSpace.tsx';
import { TopDownCamera } from '../TopDownCamera.tsx';
import { matBounds } from '../viewFraming.ts';
import { DisputeCanvasHooks } from './DisputeCanvasHooks.tsx';
import { DisputeObstacle } from './DisputeObstacle.tsx';
import { DisputeShip } from './DisputeShip.tsx';
import { MeasureOverlay } from './MeasureOverlay.tsx';
import { MoveOverlay } from './MoveOverlay.tsx';
import { PhotoMat } from './PhotoMat.tsx';
import { useDisputeFraming } from './useDisputeFraming.ts';

/**
 * The dispute view: the top-down orthographic table, framed on the situation's pieces clear of the panels, with
 * its obstacles and ships (draggable) and
 * every verdict drawn on the mat (only the focused question when one is focused).
 */
export function DisputeScene() {
  const s = useAtomValue(situationAtom);
  const result = useAtomValue(verdictsAtom);
  const selection = useAtomValue(disputeSelectionAtom);
  const focus = useAtomValue(focusedQuestionAtom);
  const names = useMemo(() => situationNames(s), [s]);
  const framing = useDisputeFraming(s);
  const w = s.playArea?.width ?? 914.4;
  const h = s.playArea?.height ?? 914.4;
  const shows = (kind: 'move' | 'measure', index: number) =>
    focus === null || (focus.kind === kind && focus.index === index);
  return (
    <>
      <TopDownCamera frame={matBounds(w, h)} framing={framing} />
      <LabelLayout />
      <Lighting widthMm={w} heightMm={h} />
      <Backdrop widthMm={w} heightMm={h} />
      <TableSpace>
        <SpaceMat widthMm={w} heightMm={h} />
        <PhotoMat />
        <PlayAreaEdge widthMm={w} heightMm={h} />
        {(s.obstacles ?? []).map((o) => (
          <DisputeObstacle
            key={o.id}
            obstacle={o}
            label={nameOf(names, o.id)}
            selected={selection?.kind === 'obstacle' && selection.id === o.id}
          />
        ))}
        {s.ships.map((ship) => (
          <DisputeShip
            key={ship.id}
            ship={ship}
            label={nameOf(names, ship.id)}
            selected={selection?.kind === 'ship' && selection.id === ship.id}
          />
        ))}
        {result.ok &&
          result.verdicts.moves
            .filter((v) => shows('move', v.index))
            .map((v) => <MoveOverlay key={`m${v.index}`} verdict={v} />)}
        {result.ok &&
          result.verdicts.measures
            .filter((v) => shows('measure', v.index))
            .map((v) => <MeasureOverlay key={`r${v.index}`} verdict={v} />)}
      </TableSpace>
      <DisputeCanvasHooks situation={s} />
    </>
  );
}
