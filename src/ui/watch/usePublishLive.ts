/**
 * The Publish live form's session: opens the page publisher (state/live/pagePublisher.ts) on demand, feeds it
 * every version of the battle the page shows, and closes it on Stop or when the page goes.
 */
import { useEffect, useRef, useState } from 'react';
import type { BattleToPublish } from '../../state/live/livePlan.ts';
import { openPagePublisher, type PagePublisher, type PagePublishSettings } from '../../state/live/pagePublisher.ts';
import type { TablePublisherState } from '../../state/live/tablePublisher.ts';

/** What the form shows: idle, connecting, publishing (with the publisher's state) or the reason it stopped. */
export type PublishPhase =
  | { kind: 'idle' }
  | { kind: 'connecting'; table: string }
  | { kind: 'publishing'; table: string; state: TablePublisherState }
  | { kind: 'failed'; message: string };

/** Publishing `battle` (null: nothing on show yet) while started; the phase and the start / stop actions. */
export function usePublishLive(battle: BattleToPublish | null) {
  const [phase, setPhase] = useState<PublishPhase>({ kind: 'idle' });
  const open = useRef<PagePublisher | null>(null);
  /** Counts starts and stops, so a connection that completes after Stop (or a later start) is closed unused. */
  const run = useRef(0);
  const latest = useRef(battle);
  latest.current = battle;
  useEffect(() => {
    if (battle) open.current?.publisher.show(battle);
  }, [battle]);
  useEffect(() => () => void open.current?.close(), []);
  const start = (settings: PagePublishSettings) => {
    const mine = (run.current += 1);
    setPhase({ kind: 'connecting', table: settings.table });
    const onState = (state: TablePublisherState) =>
      mine === run.current &&
      setPhase(
        state.error
          ? { kind: 'failed', message: `publishing to table ${settings.table} stopped: ${state.error}` }
          : { kind: 'publishing', table: settings.table, state },
      );
    openPagePublisher(settings, onState).then(
      (p) => {
        if (mine !== run.current) return void p.close();
        open.current = p;
        setPhase({ kind: 'publishing', table: settings.table, state: { ...p.publisher.state } });
        if (latest.current) p.publisher.show(latest.current);
      },
      (e: unknown) =>
        mine === run.current && setPhase({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  };
  const stop = () => {
    const p = open.current;
    open.current = null;
    run.current += 1;
    setPhase({ kind: 'idle' });
    void p?.close();
  };
  return { phase, start, stop };
}
