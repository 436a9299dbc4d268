import { useAtom } from 'jotai';
import { photoPanelOpenAtom } from '../../state/photo/photoAtoms.ts';

/** Props of PhotoToolbarButton. */
export type PhotoToolbarButtonProps = Record<string, never>;

/** Opens and closes the table photo panel (rectify the photo, place pieces on it). */
export function PhotoToolbarButton(_: PhotoToolbarButtonProps) {
  const [open, setOpen] = useAtom(photoPanelOpenAtom);
  return (
    <button type="button" data-testid="photo-open-panel" aria-pressed={open} onClick={() => setOpen(!open)}>
      Table photo
    </button>
  );
}
