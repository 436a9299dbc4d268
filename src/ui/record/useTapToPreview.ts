import type { ActionOption } from '../../state/record/recordRules.ts';
import { type FocusEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** What a choice button needs for tap-to-preview: its handlers and whether it is armed. */
export interface PreviewChoiceProps {
  onPointerDown: (e: PointerEvent) => void;
  onPointerEnter: (e: PointerEvent) => void;
  onFocus: (e: FocusEvent) => void;
  onClick: (e: MouseEvent) => void;
  'data-armed': boolean;
}

/**
 * Choices whose outcome can be previewed on the table (a dial's maneuver, a barrel roll's spot), for every kind
 * of pointer: a mouse previews on hover and chooses on click, a keyboard previews on focus and chooses on Enter,
 * and a finger, which cannot hover, previews with a first tap and chooses with a second tap on the same choice.
 * So a player at the table on a phone sees where the ship goes before it is recorded.
 */
export function useTapToPreview(): {
  armed: string | null;
  choice: (key: string, preview: () => void, choose: () => void) => PreviewChoiceProps;
} {
  const pointer = useRef('mouse');
  const [armed, setArmed] = useState<string | null>(null);
  return {
    armed,
    choice: (key, preview, choose) => ({
      onPointerDown: (e) => {
        pointer.current = e.pointerType;
      },
      onPointerEnter: (e) => {
        if (e.pointerType !== 'touch') preview();
      },
      onFocus: preview,
      onClick: (e) => {
        // A click from the keyboard (detail 0) or a mouse chooses at once; a finger's first tap only previews.
        if (e.detail > 0 && pointer.current === 'touch' && armed !== key) {
          setArmed(key);
          preview();
          return;
        }
        setArmed(null);
        choose();
      },
      'data-armed': armed === key,
    }),
  };
}

/**
 * A choice button's handlers: one that moves the ship previews its spot (tap-to-preview on touch), one that does
 * not (a focus, an evade) is chosen at once, as there is nothing to look at first.
 */
export function previewChoice(
  tap: ReturnType<typeof useTapToPreview>,
  key: string,
  final: ActionOption['final'] | undefined,
  onPreview: (pose: ActionOption['final'] | null) => void,
  choose: () => void,
) {
  if (final) return tap.choice(key, () => onPreview(final), choose);
  return { onPointerEnter: () => onPreview(null), onFocus: () => onPreview(null), onClick: choose };
}
