import { type PrimitiveAtom, useAtom } from 'jotai';
import type { ReactNode } from 'react';

/** Props of PhotoToggle: the setting it switches, its test id, what hovering explains, and its words. */
export type PhotoToggleProps = { atom: PrimitiveAtom<boolean>; testId: string; title: string; children: ReactNode };

/** One of the photo panel's on/off settings: a labelled checkbox bound to its atom. */
export function PhotoToggle({ atom, testId, title, children }: PhotoToggleProps) {
  const [on, setOn] = useAtom(atom);
  return (
    <label className="photo-edge-fit" title={title}>
      <input type="checkbox" data-testid={testId} checked={on} onChange={(e) => setOn(e.target.checked)} /> {children}
    </label>
  );
}
