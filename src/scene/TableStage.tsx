import type { ReactNode } from 'react';
import { Backdrop } from './Backdrop.tsx';
import { CameraRig } from './CameraRig.tsx';
import { LabelLayout } from './LabelLayout.tsx';
import { Lighting } from './Lighting.tsx';
import { PlayAreaEdge } from './PlayAreaEdge.tsx';
import { SetupZones } from './SetupZones.tsx';
import { ShipInstances } from './ShipInstances.tsx';
import { SpaceMat } from './SpaceMat.tsx';
import { TableSpace } from './TableSpace.tsx';
import type { Framing } from './shipFraming.ts';
import type { TableBounds } from './viewFraming.ts';

/**
 * Props of TableStage: the play area in mm, whether to shade the setup zones, and what stands on the table;
 * `backdrop` false leaves out the sky and stars (stream mode's transparent background).
 */
export type TableStageProps = {
  widthMm: number;
  heightMm: number;
  showZones: boolean;
  children: ReactNode;
  backdrop?: boolean;
  /** Least height of a label on the canvas, px (LABEL_MIN_PX when absent). */
  labelMinPx?: number;
  /** What the default camera views frame (the whole mat when absent). */
  frame?: TableBounds;
  /** The ships the default views bring as close as the panels allow, and the side the orbit view looks from. */
  framing?: Framing;
};

/**
 * What every view shares: cameras, lights, the deep-space backdrop, the mat with its edge lines and optional
 * setup zones; `children` are placed in table space (mm, table frame), and their ship models drawn instanced.
 */
export function TableStage({
  widthMm,
  heightMm,
  showZones,
  children,
  backdrop = true,
  labelMinPx,
  frame,
  framing,
}: TableStageProps) {
  return (
    <ShipInstances>
      <CameraRig widthMm={widthMm} heightMm={heightMm} frame={frame} framing={framing} />
      <LabelLayout minPx={labelMinPx} />
      <Lighting widthMm={widthMm} heightMm={heightMm} />
      {backdrop && <Backdrop widthMm={widthMm} heightMm={heightMm} />}
      <TableSpace>
        <SpaceMat widthMm={widthMm} heightMm={heightMm} />
        <PlayAreaEdge widthMm={widthMm} heightMm={heightMm} />
        {showZones && <SetupZones widthMm={widthMm} heightMm={heightMm} />}
        {children}
      </TableSpace>
    </ShipInstances>
  );
}
