import { useState } from 'react';
import type { ActionOption } from '../../state/record/recordRules.ts';
import { ATTACK_DIE, DEFENCE_DIE } from '../../state/record/recordRules.ts';
import type { GameState } from '../../state/record/recordRules.ts';
import type { Answer } from '../../state/record/answers.ts';
import type { Question } from '../../state/record/probe.ts';
import { actionOptionLabel, maneuverLabel } from '../../state/record/choiceText.ts';
import { rollPurposeText } from '../../state/record/shipNames.ts';
import { AbilityChoice, RerollChoice, SpendChoice } from './ModifyChoice.tsx';
import { TapAgainHint } from './TapAgainHint.tsx';
import { previewChoice, useTapToPreview } from './useTapToPreview.ts';

/** Props of QuestionPanel. */
export interface QuestionPanelProps {
  question: Question;
  state: GameState;
  names: Map<string, string>;
  onAnswer: (a: Answer) => void;
  /** Shows where an action option would take the ship (null: none). */
  onPreview: (pose: ActionOption['final'] | null) => void;
  /** Shows a dial's maneuver flown on the table as it stands (null: none). */
  onMovePreview?: (maneuver: string | null) => void;
  /** The previewed maneuver's outcome in words (shown under the dial). */
  movePreviewText?: string | null;
}

const PHASE_OF: Record<Question['kind'], string> = {
  dial: 'Planning',
  'red-substitute': 'Activation',
  decloak: 'Activation',
  action: 'Activation',
  attack: 'Combat',
  roll: 'Dice',
  rerolls: 'Modify attack dice',
  spend: 'Modify dice',
  ability: 'Card ability',
};

/** The question the recording asks now, with the legal answers the engine offers as buttons. */
export function QuestionPanel(p: QuestionPanelProps) {
  const q = p.question;
  const name = p.names.get(q.ship) ?? q.ship;
  return (
    <section
      className="record-question"
      data-testid="record-question"
      data-kind={q.kind}
      data-ship={q.ship}
      data-round={p.state.round}
    >
      <h2>
        Round {p.state.round} · {PHASE_OF[q.kind]} · {name}
      </h2>
      <QuestionBody {...p} />
    </section>
  );
}

/** The answers for each kind of question. */
function QuestionBody(p: QuestionPanelProps) {
  const q = p.question;
  switch (q.kind) {
    case 'dial':
      return <DialChoice {...p} ship={q.ship} />;
    case 'red-substitute':
      return (
        <div className="record-options">
          <p>Stressed and revealed red {maneuverLabel(q.revealed)}: the opponent chooses a non-red maneuver.</p>
          {q.options.map((m) => (
            <button key={m} type="button" onClick={() => p.onAnswer({ kind: 'red-substitute', maneuver: m })}>
              {maneuverLabel(m)}
            </button>
          ))}
        </div>
      );
    case 'decloak':
    case 'action':
      return <ActionChoiceButtons {...p} kind={q.kind} options={q.options} />;
    case 'attack':
      return (
        <div className="record-options">
          {q.cardAttack ? (
            <p data-testid="attack-bonus">
              {q.bonus}: {p.names.get(q.ship) ?? q.ship} may attack now, outside its attack step.
            </p>
          ) : q.bonus && q.options.some((o) => o.weapon !== undefined) ? (
            <p data-testid="attack-bonus">
              {q.bonus}: after its primary weapon attack, {p.names.get(q.ship) ?? q.ship} may attack with a turret.
            </p>
          ) : q.bonus ? (
            <p data-testid="attack-bonus">
              {q.bonus}: the attack did not hit, so {p.names.get(q.ship) ?? q.ship} may attack again with the primary
              weapon.
            </p>
          ) : null}
          {q.options.map((o) => (
            <button
              key={`${o.target}-${o.arc}`}
              type="button"
              data-testid={`attack-${o.target}`}
              onClick={() => p.onAnswer({ kind: 'attack', target: o.target, arc: o.arc })}
            >
              {p.names.get(o.target) ?? o.target} · range {o.range} · {o.arc} arc{o.obstructed ? ' · obstructed' : ''}
            </button>
          ))}
          <button type="button" data-testid="attack-none" onClick={() => p.onAnswer({ kind: 'attack', target: null })}>
            {q.options.length ? 'No attack' : 'No target in arc at range 1–3: pass'}
          </button>
        </div>
      );
    case 'roll':
      return <DiceEntry key={`${q.ship}-${q.purpose}-${q.count}`} {...p} question={q} />;
    case 'rerolls':
      return <RerollChoice question={q} onAnswer={p.onAnswer} />;
    case 'spend':
      return <SpendChoice question={q} onAnswer={p.onAnswer} />;
    case 'ability':
      return <AbilityChoice key={q.card} question={q} names={p.names} onAnswer={p.onAnswer} onPreview={p.onPreview} />;
  }
}

/** The ship's dial as buttons, coloured by difficulty; the choice stays hidden on the table until revealed. */
function DialChoice(p: QuestionPanelProps & { ship: string }) {
  const ship = p.state.ships.find((s) => s.id === p.ship);
  const tap = useTapToPreview();
  return (
    <div className="record-options record-dial" data-testid="dial-options">
      {ship?.stress ? <p>Stressed: red maneuvers are not allowed.</p> : null}
      {(ship?.dial ?? []).map((d) => (
        <button
          key={d.maneuver}
          type="button"
          className={`dial-${d.difficulty}`}
          data-testid={`dial-${d.maneuver}`}
          {...tap.choice(
            d.maneuver,
            () => p.onMovePreview?.(d.maneuver),
            () => p.onAnswer({ kind: 'dial', maneuver: d.maneuver }),
          )}
        >
          {maneuverLabel(d.maneuver)}
        </button>
      ))}
      {p.movePreviewText ? (
        <p className="record-preview" data-testid="move-preview">
          {p.movePreviewText}
        </p>
      ) : null}
      <TapAgainHint armed={tap.armed && maneuverLabel(tap.armed)} />
    </div>
  );
}

/** The legal actions (or decloaks), moving ones with where they end; hovering or focusing previews the spot. */
function ActionChoiceButtons(p: QuestionPanelProps & { kind: 'action' | 'decloak'; options: ActionOption[] }) {
  const label = (o: ActionOption) => actionOptionLabel(o, p.names);
  const tap = useTapToPreview();
  return (
    <div className="record-options" data-testid="action-options">
      {p.options.map((o) => (
        <button
          key={label(o)}
          type="button"
          data-testid={`action-${o.choice.action}${o.choice.target ? `-${o.choice.target}` : ''}`}
          {...previewChoice(tap, label(o), o.final, p.onPreview, () => p.onAnswer({ kind: p.kind, choice: o.choice }))}
        >
          {label(o)}
        </button>
      ))}
      <TapAgainHint armed={tap.armed} />
      <button type="button" data-testid="action-none" onClick={() => p.onAnswer({ kind: p.kind, choice: 'none' })}>
        {p.options.length ? `No ${p.kind}` : `No legal ${p.kind}: pass`}
      </button>
    </div>
  );
}

/** Dice entered as rolled by tapping each die to its face (modifications are asked after, in the rules' order). */
function DiceEntry(p: QuestionPanelProps & { question: Extract<Question, { kind: 'roll' }> }) {
  const q = p.question;
  const faces = [...new Set(q.die === 'attack' ? ATTACK_DIE : DEFENCE_DIE)];
  const [dice, setDice] = useState<string[]>(() => Array.from({ length: q.count }, () => 'blank'));
  const set = (i: number, f: string) => setDice(dice.map((d, k) => (k === i ? f : d)));
  return (
    <div className="record-dice" data-testid="dice-entry">
      <p>
        {rollPurposeText(p.state, q.purpose)} roll: {q.count} {q.die} {q.count === 1 ? 'die' : 'dice'}
      </p>
      {dice.map((d, i) => (
        <div key={i} className="record-die" data-testid={`die-${i}`}>
          {faces.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={d === f}
              data-testid={`die-${i}-${f}`}
              onClick={() => set(i, f)}
            >
              {f}
            </button>
          ))}
        </div>
      ))}
      <button
        type="button"
        className="record-primary"
        data-testid="dice-done"
        onClick={() => p.onAnswer({ kind: 'roll', faces: dice })}
      >
        Record these dice
      </button>
    </div>
  );
}
