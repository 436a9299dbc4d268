import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import { type Faction, type FactionStyle, FACTION_STYLES } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { CapitalShip } from './CapitalShip.tsx';
import { FireArc } from './FireArc.tsx';
import { buildFtPlayback } from './ftPlayback.ts';
import { GridLines } from './GridLines.tsx';
import { GridTerrain } from './GridTerrain.tsx';
import { PlotMarker } from './PlotMarker.tsx';
import { SquadronStand } from './SquadronStand.tsx';
import { type UnitMarker, UnitMarkers } from './UnitMarkers.tsx';

/** The style a side's units wear. */
function styleOfSide(timeline: Timeline, side: number): FactionStyle {
  return FACTION_STYLES[(timeline.sides[side]?.faction as Faction | undefined) ?? 'neutral'];
}

/** The base markers of the units: square plates under capital ships, discs under squadrons, in side colours. */
function unitMarkers(timeline: Timeline): { plates: UnitMarker[]; discs: UnitMarker[] } {
  const marker = (unit: Timeline['units'][number]) => ({ unit, colour: styleOfSide(timeline, unit.side).accent });
  return {
    plates: timeline.units.filter((u) => u.size === 'capital').map(marker),
    discs: timeline.units.filter((u) => u.size !== 'capital').map(marker),
  };
}

/** Props of FullThrustLayer. */
export type FullThrustLayerProps = {
  timeline: Timeline;
  playback: PlaybackModel;
  clock: PlaybackClock;
  serial: number;
  showLabels: boolean;
};

/**
 * Everything a Star Wars Full Thrust battle draws on the table in place of X-Wing's ships: the square grid and
 * its asteroid and planet squares, capital ships at their scale, squadrons as formations, plotted moves before
 * they play and the fire arcs of attacks (the shared attack lines are the centre-to-centre lines of sight).
 */
export function FullThrustLayer({ timeline, playback, clock, serial, showLabels }: FullThrustLayerProps) {
  const ft = useMemo(() => buildFtPlayback(timeline), [timeline]);
  const styleOf = (side: number) => styleOfSide(timeline, side);
  const sideOf = new Map(timeline.units.map((u) => [u.id, u.side]));
  const markers = useMemo(() => unitMarkers(timeline), [timeline]);
  return (
    <group name="fullthrust-layer">
      {timeline.grid?.kind === 'square' && <GridLines grid={timeline.grid} />}
      {timeline.grid?.kind === 'square' && <GridTerrain grid={timeline.grid} />}
      {timeline.units.map((u) =>
        u.size === 'capital' ? (
          <CapitalShip
            key={`${serial}:${u.id}`}
            unit={u}
            style={styleOf(u.side)}
            playback={playback}
            clock={clock}
            showLabel={showLabels}
          />
        ) : (
          <SquadronStand
            key={`${serial}:${u.id}`}
            unit={u}
            style={styleOf(u.side)}
            playback={playback}
            ft={ft}
            clock={clock}
            showLabel={showLabels}
          />
        ),
      )}
      <UnitMarkers key={`${serial}:plates`} markers={markers.plates} shape="plate" {...{ playback, ft, clock }} />
      <UnitMarkers key={`${serial}:discs`} markers={markers.discs} shape="disc" {...{ playback, ft, clock }} />
      {ft.plots.map((p, i) => (
        <PlotMarker key={`${serial}:p${i}`} plot={p} colour={styleOf(sideOf.get(p.unit) ?? 0).accent} clock={clock} />
      ))}
      {ft.arcs.map((a, i) => (
        <FireArc key={`${serial}:f${i}`} arc={a} colour={styleOf(sideOf.get(a.attacker) ?? 0).accent} clock={clock} />
      ))}
    </group>
  );
}
