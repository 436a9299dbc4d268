import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import { type Faction, FACTION_STYLES } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { CapitalShip } from './CapitalShip.tsx';
import { FireArc } from './FireArc.tsx';
import { buildFtPlayback } from './ftPlayback.ts';
import { GridLines } from './GridLines.tsx';
import { GridTerrain } from './GridTerrain.tsx';
import { PlotMarker } from './PlotMarker.tsx';
import { SquadronStand } from './SquadronStand.tsx';

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
  const styleOf = (side: number) => FACTION_STYLES[(timeline.sides[side]?.faction as Faction | undefined) ?? 'neutral'];
  const sideOf = new Map(timeline.units.map((u) => [u.id, u.side]));
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
      {ft.plots.map((p, i) => (
        <PlotMarker key={`${serial}:p${i}`} plot={p} colour={styleOf(sideOf.get(p.unit) ?? 0).accent} clock={clock} />
      ))}
      {ft.arcs.map((a, i) => (
        <FireArc key={`${serial}:f${i}`} arc={a} colour={styleOf(sideOf.get(a.attacker) ?? 0).accent} clock={clock} />
      ))}
    </group>
  );
}
