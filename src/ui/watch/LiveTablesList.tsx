import { useAtomValue } from 'jotai';
import { liveStatusAtom, liveTablesAtom } from '../../state/live/liveAtoms.ts';

/** Props of LiveTablesList. */
export type LiveTablesListProps = { current: string | null; server: string; defaultServer: string };

/** The server's tables, each a link to watch it (live ones first marked), the one on show highlighted. */
export function LiveTablesList({ current, server, defaultServer }: LiveTablesListProps) {
  const tables = useAtomValue(liveTablesAtom);
  const unreachable = useAtomValue(liveStatusAtom).connection === 'failed';
  const serverParam = server === defaultServer ? '' : `&server=${encodeURIComponent(server)}`;
  // Unreachable, the server has no list to show: the live line says how to start one.
  if (tables.length === 0) return unreachable ? null : <div className="muted">No tables on the server yet.</div>;
  return (
    <ul className="live-tables" data-testid="live-tables">
      {tables.map((t) => (
        <li key={t.table} className={t.table === current ? 'current' : undefined}>
          <a href={`?mode=watch&table=${encodeURIComponent(t.table)}${serverParam}`}>{t.table}</a>{' '}
          <span className="muted">{t.finished ? 'over' : '● live'}</span>
        </li>
      ))}
    </ul>
  );
}
