import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { disputeNoticeAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { makeShareLink } from '../../state/dispute/shareLink.ts';

/** The share link last made (null before the first), and making one. */
export interface ShareLink {
  link: string | null;
  /**
   * Makes the situation's link, shows it, and copies it to the clipboard when the page may; a situation too
   * large for a link that opens gets a warning saying what to remove, and no link.
   */
  share: () => Promise<void>;
}

/** The situation's share link: made on demand, copied to the clipboard, and kept for the field that shows it. */
export function useShareLink(): ShareLink {
  const situation = useAtomValue(situationAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const [link, setLink] = useState<string | null>(null);
  const share = async () => {
    const made = makeShareLink(window.location.href, situation);
    if (!made.ok) {
      setLink(null);
      setNotice({ tone: 'error', text: made.message });
      return;
    }
    const url = made.url;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'info', text: 'Share link copied to the clipboard.' });
    } catch {
      setNotice({ tone: 'info', text: 'Share link ready below: copy it from the field.' });
    }
  };
  return { link, share };
}
