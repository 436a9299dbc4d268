import { useAtom } from 'jotai';
import { focusedQuestionAtom } from '../../state/dispute/disputeAtoms.ts';

/** A question's kind: a maneuver or action (`moves`), or a range/arc check (`measure`). */
export type QuestionKind = 'move' | 'measure';

/** Which question the mat shows alone, if any. */
export interface QuestionFocus {
  /** Whether this question is the one shown alone. */
  focused: (kind: QuestionKind, index: number) => boolean;
  /** Shows only this question on the mat, or everything again when it already was. */
  toggle: (kind: QuestionKind, index: number) => void;
  /** Shows every question again. */
  clear: () => void;
}

/** The focused question: clicking a question's number shows only its drawing on the mat. */
export function useQuestionFocus(): QuestionFocus {
  const [focus, setFocus] = useAtom(focusedQuestionAtom);
  const focused = (kind: QuestionKind, index: number) => focus?.kind === kind && focus.index === index;
  return {
    focused,
    toggle: (kind, index) => setFocus(focused(kind, index) ? null : { kind, index }),
    clear: () => setFocus(null),
  };
}
