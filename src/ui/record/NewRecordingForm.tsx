import { useEffect, useState } from 'react';
import { InputError } from '../../battle/validationError.ts';
import { recordingProblemWords } from '../../state/record/xwsProblemWords.ts';
import type { BattleFile } from '../../state/record/recordRules.ts';
import { newRecordingFile } from '../../state/record/newRecording.ts';
import { type FormDraft, restoreFormDraft, saveFormDraft } from '../../state/record/squadBuilderSave.ts';
import { checkBuilt } from '../../state/record/squadBuilder.ts';
import { type SquadDraft, SquadField, squadValueOf } from './SquadField.tsx';

/** The first squad-building problem of a built squad, led by whose squad it is; null when both can start. */
function builtProblem(players: readonly SquadDraft[]): string | null {
  for (const [i, p] of players.entries()) {
    const first = p.mode === 'build' ? checkBuilt(p.built).problems[0] : undefined;
    if (first !== undefined)
      return `${p.name.trim() || (i === 0 ? 'First player' : 'Second player')}'s squad: ${first}`;
  }
  return null;
}

/** Props of NewRecordingForm. */
export interface NewRecordingFormProps {
  onStart: (file: BattleFile) => void;
}

/**
 * A new recording: title, the two squads (pasted, opened or built), the round limit; the engine sets up the
 * table, then it can be edited. Everything typed or built is kept in the browser, so a reload loses nothing.
 */
export function NewRecordingForm({ onStart }: NewRecordingFormProps) {
  const [restored] = useState(() => restoreFormDraft(window.localStorage, new Date()));
  const [form, setForm] = useState<FormDraft>(restored.draft);
  const [problem, setProblem] = useState<string | null>(restored.problem);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  useEffect(() => setSaveProblem(saveFormDraft(window.localStorage, form)), [form]);
  const { title, roundLimit, seed, players } = form;
  const set = (part: Partial<FormDraft>) => setForm({ ...form, ...part });
  const setPlayer = (i: 0 | 1, d: SquadDraft) => set({ players: i === 0 ? [d, players[1]] : [players[0], d] });
  const start = () => {
    const unbuilt = builtProblem(players);
    if (unbuilt) return setProblem(unbuilt);
    try {
      const limit = roundLimit.trim() === '' ? null : Number(roundLimit);
      onStart(
        newRecordingFile({
          title,
          seed: Number(seed),
          roundLimit: limit,
          players: [
            { name: players[0].name, squad: squadValueOf(players[0]) },
            { name: players[1].name, squad: squadValueOf(players[1]) },
          ],
        }),
      );
    } catch (e) {
      const first = e instanceof InputError ? e.problems[0] : undefined;
      const names = [players[0].name, players[1].name];
      setProblem(first ? recordingProblemWords(first, names) : (e as Error).message);
    }
  };
  return (
    <form className="record-new" data-testid="new-recording" onSubmit={(e) => e.preventDefault()}>
      <h1>Record a game</h1>
      <label>
        Title
        <input value={title} onChange={(e) => set({ title: e.target.value })} data-testid="new-title" />
      </label>
      <div className="record-row">
        <label>
          Round limit (empty: until a side is gone)
          <input
            inputMode="numeric"
            value={roundLimit}
            onChange={(e) => set({ roundLimit: e.target.value })}
            data-testid="new-round-limit"
          />
        </label>
        <label>
          Seed (obstacles and set-up the engine proposes)
          <input
            inputMode="numeric"
            value={seed}
            onChange={(e) => set({ seed: e.target.value })}
            data-testid="new-seed"
          />
        </label>
      </div>
      <SquadField label="First player" draft={players[0]} onChange={(d) => setPlayer(0, d)} testId="squad-0" />
      <SquadField label="Second player" draft={players[1]} onChange={(d) => setPlayer(1, d)} testId="squad-1" />
      {problem || saveProblem ? <p className="record-problem">{problem ?? saveProblem}</p> : null}
      <button type="button" className="record-primary" data-testid="new-start" onClick={start}>
        Set up the table
      </button>
    </form>
  );
}
