import { appModeOf } from './ui/appMode.ts';
import { PageFromChunk } from './ui/PageChunk.tsx';
import { PAGES } from './ui/pages.ts';

/**
 * The page for `?mode=` (src/ui/appMode.ts): the viewer, the dispute editor, the stream page or its control page,
 * each its own chunk (src/ui/pages.ts), shown with a loading state until it arrives.
 */
export function App() {
  return <PageFromChunk page={PAGES[appModeOf(window.location.search)]} />;
}
