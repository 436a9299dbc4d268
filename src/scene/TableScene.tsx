import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useMemo } from 'react';
import { lastStartedIndex } from '../battle/replay.ts';
import { setupEndTime } from '../battle/timelineNav.ts';
import { battleEventIndexAtom } from '../state/battleAtoms.ts';
import { playbackClockAtom, playingAtom } from '../state/playbackAtoms.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import type { Timeline } from '../battle/timeline.ts';
import { type LoadedView, viewWords } from '../state/prepareInput.ts';
import { showLabelsAtom, showSetupZonesAtom } from '../state/viewAtoms.ts';
import { EffectsLayer } from './effects/EffectsLayer.tsx';
import { PostEffects } from './effects/PostEffects.tsx';
import { FullThrustLayer } from './fullthrust/FullThrustLayer.tsx';
import type { Faction } from './factionStyle.ts';
import { ManeuverTemplate } from './ManeuverTemplate.tsx';
import { StarWarriorsTable } from './starwarriors/StarWarriorsTable.tsx';
import { Obstacle } from './Obstacle.tsx';
import { PlaybackDriver } from './PlaybackDriver.tsx';
import { Ship } from './Ship.tsx';
import { TableStage } from './TableStage.tsx';
import { framingOf } from './shipFraming.ts';
import { framingStages } from './framingStages.ts';
import { contentBounds } from './viewFraming.ts';
import { TableTokens } from './TableTokens.tsx';
import { BombTokens } from './BombTokens.tsx';
import { TestHooks } from './TestHooks.tsx';

/** The faction whose colours a side's ships wear. */
function factionOfSide(timeline: LoadedView['timeline'], side: number): Faction | 'neutral' {
  return (timeline.sides[side]?.faction as Faction | undefined) ?? 'neutral';
}

/**
 * The play area and what the default views frame: the content's bounds, and the ships and the side they are seen
 * from (worked out once per timeline).
 */
function useStageFraming({ timeline, playback }: LoadedView) {
  const framed = useMemo(
    () => ({
      frame: contentBounds(timeline),
      framing: { ...framingOf(timeline, playback), stages: framingStages(timeline, playback) },
    }),
    [timeline, playback],
  );
  return { widthMm: timeline.playArea.width, heightMm: timeline.playArea.height, ...framed };
}

/**
 * Props of TableScene; `backdrop` false leaves out the sky and stars (stream mode's transparent background);
 * `labelMinPx` is the least height of a label on the canvas (stream mode's stage asks for more).
 */
export type TableSceneProps = { view: LoadedView; backdrop?: boolean; labelMinPx?: number };

/**
 * A new timeline opens, paused, on the table as set up: obstacles and every ship placed, the first round (or a
 * scenario's first move) about to start; the same timeline mounted again carries on where playback stands. A live
 * table's timeline (state/live/) grows while it plays, and its session drives the clock: the clock only learns the
 * new length.
 */
function useOpenTimeline(clock: PlaybackClock, timeline: Timeline, live: boolean): void {
  const setPlaying = useSetAtom(playingAtom);
  const setIndex = useSetAtom(battleEventIndexAtom);
  // A layout effect, run as the new timeline commits: a passive effect could run after the next frame, where the
  // demo's autoplay (PlaybackDriver) has already started the clock, and stop it again (seen under heavy load).
  useLayoutEffect(() => {
    if (live || clock.opened === timeline) {
      clock.duration = timeline.duration;
      return;
    }
    clock.opened = timeline;
    clock.reset(timeline.duration);
    clock.seek(setupEndTime(timeline));
    setPlaying(false);
    setIndex(lastStartedIndex(timeline, clock.time));
  }, [clock, timeline, live, setPlaying, setIndex]);
}

/**
 * The one 3D view, for every timeline: a scenario's moves or a battle of any rule system. Space, mat, obstacles, ships on their exact paths, the
 * templates of the moves under way, tokens beside the bases, the effects (laser fire, engine trails, hits,
 * explosions; fleeing ships fly off the edge) with post-processing unless effects are low, cameras and playback.
 */
export function TableScene({ view, backdrop = true, labelMinPx }: TableSceneProps) {
  const clock = useAtomValue(playbackClockAtom);
  const showZones = useAtomValue(showSetupZonesAtom);
  const showLabels = useAtomValue(showLabelsAtom);
  const { timeline, playback, serial } = view;
  // A grid fleet game draws its own units, grid and terrain (scene/fullthrust/); X-Wing draws bases and tokens.
  const fleetGame = timeline.system === 'fullthrust-sw';
  // Star Warriors draws its own hex map and counters (scene/starwarriors); every other system stands on bases.
  const hexMap = timeline.system === 'star-warriors';
  const gridGame = hexMap || fleetGame; // own units, no X-Wing set-up zones or tokens
  const tracks = gridGame ? [] : [...playback.tracks.values()];
  const stage = { ...useStageFraming(view), showZones: showZones && !gridGame, backdrop, labelMinPx };
  useOpenTimeline(clock, timeline, view.kind === 'battle' && view.live === true);

  return (
    <>
      <TableStage {...stage}>
        {playback.obstacles.map((o) => (
          <Obstacle key={`${serial}:${o.id}`} obstacle={o} />
        ))}
        {playback.templates.map((s, i) => (
          <ManeuverTemplate
            key={`${serial}:t${i}`}
            template={s.template}
            from={s.fromS}
            until={s.untilS}
            clock={clock}
          />
        ))}
        {hexMap && (
          <StarWarriorsTable
            timeline={timeline}
            playback={playback}
            clock={clock}
            serial={serial}
            showLabels={showLabels}
          />
        )}
        {fleetGame && (
          <FullThrustLayer
            timeline={timeline}
            playback={playback}
            clock={clock}
            serial={serial}
            showLabels={showLabels}
          />
        )}
        {tracks.map((track) => (
          <Ship
            key={`${serial}:${track.unit.id}`}
            track={track}
            faction={factionOfSide(timeline, track.unit.side)}
            playback={playback}
            clock={clock}
            showLabel={showLabels}
          />
        ))}
        {!gridGame && (
          <TableTokens timeline={timeline} words={viewWords(view)} playback={playback} clock={clock} serial={serial} />
        )}
        {!gridGame && <BombTokens timeline={timeline} clock={clock} serial={serial} />}
        <EffectsLayer timeline={timeline} words={viewWords(view)} playback={playback} clock={clock} serial={serial} />
      </TableStage>
      <PostEffects />
      <PlaybackDriver timeline={timeline} clock={clock} />
      <TestHooks loaded={view} clock={clock} />
    </>
  );
}
