import { useState } from 'react';
import type { BattleFile } from '../../state/record/recordRules.ts';
import { newRecordingFile } from '../../state/record/newRecording.ts';
import { type SquadDraft, SquadField, squadOfText } from './SquadField.tsx';

/** Props of NewRecordingForm. */
export interface NewRecordingFormProps {
  onStart: (file: BattleFile) => void;
}

/** A new recording: title, the two squads, the round limit; the engine sets up the table, then it can be edited. */
export function NewRecordingForm({ onStart }: NewRecordingFormProps) {
  const [title, setTitle] = useState('');
  const [roundLimit, setRoundLimit] = useState('12');
  const [seed, setSeed] = useState('1');
  const [players, setPlayers] = useState<[SquadDraft, SquadDraft]>([
    { name: '', xws: '' },
    { name: '', xws: '' },
  ]);
  const [problem, setProblem] = useState<string | null>(null);
  const start = () => {
    try {
      const limit = roundLimit.trim() === '' ? null : Number(roundLimit);
      onStart(
        newRecordingFile({
          title,
          seed: Number(seed),
          roundLimit: limit,
          players: [
            { name: players[0].name, squad: squadOfText(players[0].xws).value },
            { name: players[1].name, squad: squadOfText(players[1].xws).value },
          ],
        }),
      );
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <form className="record-new" data-testid="new-recording" onSubmit={(e) => e.preventDefault()}>
      <h1>Record a game</h1>
      <label>
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} data-testid="new-title" />
      </label>
      <div className="record-row">
        <label>
          Round limit (empty: until a side is gone)
          <input
            inputMode="numeric"
            value={roundLimit}
            onChange={(e) => setRoundLimit(e.target.value)}
            data-testid="new-round-limit"
          />
        </label>
        <label>
          Seed (obstacles and set-up the engine proposes)
          <input inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="new-seed" />
        </label>
      </div>
      <SquadField
        label="First player"
        draft={players[0]}
        onChange={(d) => setPlayers([d, players[1]])}
        testId="squad-0"
      />
      <SquadField
        label="Second player"
        draft={players[1]}
        onChange={(d) => setPlayers([players[0], d])}
        testId="squad-1"
      />
      {problem ? <p className="record-problem">{problem}</p> : null}
      <button type="button" className="record-primary" data-testid="new-start" onClick={start}>
        Set up the table
      </button>
    </form>
  );
}
