/**
 * The offer of a new version of the app, small and out of the way in a corner of the page. Never on the stream
 * page: whatever it draws goes on air, and it must never reload under a broadcast; the control page offers it
 * instead, saying that the stream page keeps its version until it is reloaded.
 */
import type { AppMode } from '../appMode.ts';
import { applyUpdate, dismissUpdate, type UpdateState, useUpdateState } from './serviceWorker.ts';
import './updateOffer.css';

/** What the offer says on each page: what updating does to the work on it. */
const OFFERED: Readonly<Record<Exclude<AppMode, 'stream'>, string>> = {
  viewer:
    'A new version of Holotable is ready. Updating reloads this page (a file you opened will need opening again).',
  dispute: 'A new version of Holotable is ready. Updating reloads this page; your situation and drafts are kept.',
  record: 'A new version of Holotable is ready. Updating reloads this page; your recording is kept.',
  control:
    'A new version of Holotable is ready. Updating reloads this page only: the stream page keeps playing its ' +
    'version until you reload it, after the broadcast.',
  hangar: 'A new version of Holotable is ready. Updating reloads this page.',
  watch: 'A new version of Holotable is ready. Updating reloads this page; the live table replays and follows on.',
};

const ELSEWHERE = 'Holotable was updated in another tab. Reload this page when convenient to use the new version.';

/** The offer for this page, or nothing. */
export function UpdateOffer({ mode }: { mode: AppMode }) {
  const state: UpdateState = useUpdateState();
  if (state === 'none' || mode === 'stream') return null;
  return (
    <div className="update-offer" role="status" aria-live="polite" data-testid="update-offer" data-state={state}>
      <span>{state === 'offered' ? OFFERED[mode] : ELSEWHERE}</span>
      {state === 'offered' ? (
        <button type="button" data-testid="update-apply" onClick={applyUpdate}>
          Update
        </button>
      ) : (
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
      <button type="button" data-testid="update-later" onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
