import { squadCardStatuses } from '../../state/record/squadReport.ts';
import { useId } from 'react';
import { parseJsonText } from '../../battle/validationError.ts';
import { checkXwsSquad, type Squad } from '../../state/record/recordRules.ts';
import { xwsProblemWords } from '../../state/record/xwsProblemWords.ts';
import { builtToXws } from '../../state/record/squadBuilder.ts';
import type { SquadDraft } from '../../state/record/squadBuilderSave.ts';
import { SquadBuilder } from './SquadBuilder.tsx';

export type { SquadDraft } from '../../state/record/squadBuilderSave.ts';

/** The squad a player gives, as parsed XWS: the pasted text's, or the built squad's (the same format). */
export function squadValueOf(draft: SquadDraft): unknown {
  return draft.mode === 'build' ? builtToXws(draft.built) : squadOfText(draft.xws).value;
}

/** The squad of an XWS text, or the first problem in words. */
export function squadOfText(text: string): { squad: Squad | null; value: unknown; problem: string | null } {
  if (!text.trim()) return { squad: null, value: null, problem: null };
  try {
    const value = parseJsonText(text);
    const { squad, problems } = checkXwsSquad(value);
    const first = problems[0];
    return { squad, value, problem: first ? xwsProblemWords(first) : null };
  } catch (e) {
    return { squad: null, value: null, problem: (e as Error).message };
  }
}

/** Props of SquadField. */
export interface SquadFieldProps {
  label: string;
  draft: SquadDraft;
  onChange: (d: SquadDraft) => void;
  testId: string;
}

/** One player's name and squad, pasted or opened as XWS or built card by card, with what the engine applies. */
export function SquadField({ label, draft, onChange, testId }: SquadFieldProps) {
  const id = useId();
  const mode = (m: SquadDraft['mode'], text: string) => (
    <button
      type="button"
      aria-pressed={draft.mode === m}
      onClick={() => onChange({ ...draft, mode: m })}
      data-testid={`${testId}-mode-${m}`}
    >
      {text}
    </button>
  );
  return (
    <fieldset className="record-squad" data-testid={testId}>
      <legend>{label}</legend>
      <label htmlFor={`${id}-name`}>Player name</label>
      <input
        id={`${id}-name`}
        value={draft.name}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        data-testid={`${testId}-name`}
      />
      <div className="record-row" role="group" aria-label="How the squad is given">
        {mode('xws', 'Paste or open XWS')}
        {mode('build', 'Build the squad')}
      </div>
      {draft.mode === 'build' ? (
        <SquadBuilder squad={draft.built} onChange={(built) => onChange({ ...draft, built })} testId={testId} />
      ) : (
        <XwsEntry draft={draft} onChange={onChange} testId={testId} />
      )}
    </fieldset>
  );
}

/** The squad as XWS text, pasted or opened from a file, with its cards once it reads. */
function XwsEntry({ draft, onChange, testId }: Omit<SquadFieldProps, 'label'>) {
  const id = useId();
  const { squad, problem } = squadOfText(draft.xws);
  const open = (file: File | undefined) => {
    if (file) void file.text().then((xws) => onChange({ ...draft, xws }));
  };
  return (
    <>
      <label htmlFor={`${id}-xws`}>Squad (XWS, 1st edition)</label>
      <textarea
        id={`${id}-xws`}
        rows={4}
        value={draft.xws}
        onChange={(e) => onChange({ ...draft, xws: e.target.value })}
        data-testid={`${testId}-xws`}
      />
      <label className="record-button record-file">
        Open XWS file…
        <input type="file" accept=".json,application/json" onChange={(e) => open(e.target.files?.[0])} />
      </label>
      {problem ? <p className="record-problem">{problem}</p> : null}
      {draft.xws.trim() ? null : <p className="record-hint">Paste an XWS squad above, or open its file.</p>}
      {squad ? <SquadCards squad={squad} /> : null}
    </>
  );
}

/** The engine's status of a card in words. */
const STATUS_TEXT = { applied: 'Applied', partial: 'Partly applied', 'not-applied': 'Not applied' } as const;

/** Each card with its points, and per card what the engine applies of it (the cards report). */
function SquadCards({ squad }: { squad: Squad }) {
  const statuses = squadCardStatuses(squad);
  return (
    <div className="record-cards" data-testid="squad-cards">
      <p>
        <strong>{squad.name || 'Squad'}</strong>: {squad.points} points. Every pilot's values, dial and actions apply;
        per card, what the engine applies of its text:
      </p>
      <ul>
        {squad.pilots.map((p, i) => (
          <li key={i}>
            {p.pilot.name} ({p.ship.name}, {p.pilot.points ?? '?'} pts)
            {p.upgradeCards.map((u) => ` + ${u.name} (${u.points})`).join('')}
            <ul className="record-card-status">
              {(statuses[i] ?? []).map((c, k) => (
                <li key={k} className={c.status === 'applied' ? 'record-applied' : 'record-not-applied'}>
                  {c.name}: {STATUS_TEXT[c.status]}
                  {c.status === 'applied' ? '' : ` (${c.note})`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
