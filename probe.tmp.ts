import { fullThrustSwSystem } from './src/rules/fullthrust-sw/system.ts';
import ft from './src/demo/fullthrustBattle.json';
import { buildPlaybackModel } from './src/state/playback/playbackModel.ts';
import { buildTrailMoves } from './src/scene/effects/trailMoves.ts';
const { timeline } = fullThrustSwSystem.play(ft);
const pb = buildPlaybackModel(timeline);
const moves = buildTrailMoves(pb);
for (const u of timeline.units.filter((u) => u.size === 'squadron')) {
  const dmg = timeline.events.filter((e) => e.kind === 'damage' && e.unit === u.id).map((e: any) => [e.t, e.hull]);
  console.log(u.id, JSON.stringify(dmg), JSON.stringify(moves.get(u.id)?.map((m) => m.startS)));
}
