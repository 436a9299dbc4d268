import { appModeOf } from './ui/appMode.ts';
import { PageFromChunk } from './ui/PageChunk.tsx';
import { PAGES } from './ui/pages.ts';
import { UpdateOffer } from './ui/update/UpdateOffer.tsx';

/**
 * The page for `?mode=` (src/ui/appMode.ts): the viewer, the dispute editor, the stream page or its control page,
 * each its own chunk (src/ui/pages.ts), shown with a loading state until it arrives; over it, the offer of a new
 * version when one is deployed (never on the stream page).
 */
export function App() {
  const mode = appModeOf(window.location.search);
  return (
    <>
      <PageFromChunk page={PAGES[mode]} />
      <UpdateOffer mode={mode} />
    </>
  );
}
