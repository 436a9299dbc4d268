import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { currentMoveAtom, playbackClockAtom, playingAtom } from '../state/playbackAtoms.ts';
import type { LoadedScenario } from '../state/prepareScenario.ts';
import { showLabelsAtom, showSetupZonesAtom } from '../state/viewAtoms.ts';
import { ManeuverTemplate } from './ManeuverTemplate.tsx';
import { Obstacle } from './Obstacle.tsx';
import { PlaybackDriver } from './PlaybackDriver.tsx';
import { Ship } from './Ship.tsx';
import { TableStage } from './TableStage.tsx';
import { TestHooks } from './TestHooks.tsx';

/** Props of BattleScene. */
export type BattleSceneProps = { loaded: LoadedScenario };

/** Everything in the 3D view for one scenario: space, mat, obstacles, ships, templates, cameras and playback. */
export function BattleScene({ loaded }: BattleSceneProps) {
  const clock = useAtomValue(playbackClockAtom);
  const showZones = useAtomValue(showSetupZonesAtom);
  const showLabels = useAtomValue(showLabelsAtom);
  const setPlaying = useSetAtom(playingAtom);
  const setCurrent = useSetAtom(currentMoveAtom);
  const { table, timeline, scenario } = loaded;
  const w = table.widthMm;
  const h = table.heightMm;

  // A new scenario starts from its initial poses.
  useEffect(() => {
    clock.reset(timeline.durationSec);
    setPlaying(false);
    setCurrent(-1);
  }, [clock, timeline, setPlaying, setCurrent]);

  return (
    <>
      <TableStage widthMm={w} heightMm={h} showZones={showZones}>
        {table.obstacles.map((o) => (
          <Obstacle key={`${loaded.serial}:${o.id}`} obstacle={o} />
        ))}
        {timeline.segments.map((s) =>
          s.template ? (
            <ManeuverTemplate
              key={`${loaded.serial}:${s.index}`}
              template={s.template}
              from={s.t0}
              until={s.templateUntil}
              clock={clock}
            />
          ) : null,
        )}
        {scenario.ships.map((s) => (
          <Ship key={`${loaded.serial}:${s.id}`} ship={s} timeline={timeline} clock={clock} showLabel={showLabels} />
        ))}
      </TableStage>
      <PlaybackDriver timeline={timeline} clock={clock} />
      <TestHooks loaded={loaded} clock={clock} />
    </>
  );
}
