/**
 * The dice modifications of an attack, asked one at a time in the rules' order (rules: ATTACK steps 3 and 5,
 * MODIFYING DICE): the attacker's target-lock rerolls, a focus or evade token spent, and a card ability used or
 * not, with the dice it picks or the free action it takes. Rerolled dice are then entered as rolled.
 */
import { type ReactNode, useState } from 'react';
import type { ActionOption } from '../../state/record/recordRules.ts';
import type { Answer } from '../../state/record/answers.ts';
import { abilityChoiceLabel, actionChoiceLabel } from '../../state/record/choiceText.ts';
import type { Question } from '../../state/record/probe.ts';
import { TapAgainHint } from './TapAgainHint.tsx';
import { previewChoice, useTapToPreview } from './useTapToPreview.ts';

/** The dice as they stand, each a toggle when it may be picked. */
function DicePick(p: {
  faces: readonly string[];
  legal: readonly number[];
  picked: number[];
  max: number;
  set: (picked: number[]) => void;
}) {
  const toggle = (k: number) =>
    p.set(p.picked.includes(k) ? p.picked.filter((x) => x !== k) : [...p.picked, k].slice(-p.max));
  return (
    <div className="record-options" data-testid="dice-pick">
      {p.faces.map((f, k) => (
        <button
          key={k}
          type="button"
          aria-pressed={p.picked.includes(k)}
          disabled={!p.legal.includes(k)}
          data-testid={`pick-${k}`}
          onClick={() => toggle(k)}
        >
          {k + 1}: {f}
        </button>
      ))}
    </div>
  );
}

/** The attacker's target-lock rerolls: the dice to reroll (none keeps the lock). */
export function RerollChoice(p: { question: Extract<Question, { kind: 'rerolls' }>; onAnswer: (a: Answer) => void }) {
  const [picked, setPicked] = useState<number[]>([]);
  const all = p.question.dice.map((_, k) => k);
  return (
    <div className="record-modify" data-testid="modify-rerolls">
      <p>Spend the target lock to reroll any attack dice? Pick them, then enter the new faces.</p>
      <DicePick faces={p.question.dice} legal={all} picked={picked} max={all.length} set={setPicked} />
      <div className="record-options">
        <button
          type="button"
          data-testid="rerolls-done"
          disabled={picked.length === 0}
          onClick={() => p.onAnswer({ kind: 'rerolls', dice: [...picked].sort((a, b) => a - b) })}
        >
          Reroll {picked.length} {picked.length === 1 ? 'die' : 'dice'}
        </button>
        <button type="button" data-testid="rerolls-none" onClick={() => p.onAnswer({ kind: 'rerolls', dice: [] })}>
          Keep the target lock
        </button>
      </div>
    </div>
  );
}

/** A focus or evade token spent, or not. */
export function SpendChoice(p: { question: Extract<Question, { kind: 'spend' }>; onAnswer: (a: Answer) => void }) {
  const q = p.question;
  const what =
    q.token === 'evade'
      ? 'Spend an evade token (adds an evade result)?'
      : q.ship === q.attacker
        ? 'Spend a focus token (focus results become hits)?'
        : 'Spend a focus token (focus results become evades)?';
  return (
    <div className="record-modify" data-testid="modify-spend" data-token={q.token}>
      <p>
        Dice: {q.dice.join(', ') || 'none'}. {what}
      </p>
      <div className="record-options">
        <button type="button" data-testid="spend-yes" onClick={() => p.onAnswer({ kind: 'spend', spend: true })}>
          Spend {q.token}
        </button>
        <button type="button" data-testid="spend-no" onClick={() => p.onAnswer({ kind: 'spend', spend: false })}>
          Keep it
        </button>
      </div>
    </div>
  );
}

/** An optional card ability: its dice or free action picked, or not used. */
export function AbilityChoice(p: {
  question: Extract<Question, { kind: 'ability' }>;
  names: Map<string, string>;
  onAnswer: (a: Answer) => void;
  onPreview: (pose: ActionOption['final'] | null) => void;
}) {
  const q = p.question;
  const [picked, setPicked] = useState<number[]>([]);
  const tap = useTapToPreview();
  const none = (
    <button type="button" data-testid="ability-no" onClick={() => p.onAnswer({ kind: 'ability', use: false })}>
      Not used
    </button>
  );
  if (q.actions)
    return (
      <div className="record-modify" data-testid="modify-ability" data-card={q.card}>
        <p>{q.card}: take a free action?</p>
        <div className="record-options">
          {q.actions.map((o) => (
            <button
              key={`${o.choice.action}-${o.choice.target ?? ''}`}
              type="button"
              data-testid={`ability-action-${o.choice.action}`}
              {...previewChoice(tap, actionChoiceLabel(o.choice, p.names), o.final, p.onPreview, () =>
                p.onAnswer({ kind: 'ability', use: true, action: o.choice }),
              )}
            >
              {actionChoiceLabel(o.choice, p.names)}
            </button>
          ))}
          {none}
          <TapAgainHint armed={tap.armed} />
        </div>
      </div>
    );
  if (q.choices)
    return (
      <div className="record-modify" data-testid="modify-ability" data-card={q.card}>
        <p>{q.card}: use it? Choose as the player did.</p>
        <div className="record-options">
          {q.choices.map((c, i) => (
            <button
              key={i}
              type="button"
              data-testid={`ability-choice-${i}`}
              onClick={() => p.onAnswer({ kind: 'ability', use: true, choice: c })}
            >
              {abilityChoiceLabel(c, p.names)}
            </button>
          ))}
          {none}
        </div>
      </div>
    );
  return <UseOrNot question={q} picked={picked} setPicked={setPicked} onAnswer={p.onAnswer} none={none} />;
}

/** A card ability used or not: the dice it picks (none to pick for a card that takes all), or nothing to pick. */
function UseOrNot(p: {
  question: Extract<Question, { kind: 'ability' }>;
  picked: number[];
  setPicked: (picked: number[]) => void;
  onAnswer: (a: Answer) => void;
  none: ReactNode;
}) {
  const { question: q, picked } = p;
  const dice = q.dice;
  const verb = dice?.effect === 'reroll' ? 'reroll' : `change ${dice?.effect ?? ''}`;
  // A card that takes every die or none (Han Solo) has nothing to pick.
  const chosen = dice?.all ? dice.legal : picked;
  const ask = !dice
    ? ''
    : dice.all
      ? ` It rerolls all ${dice.legal.length} dice that may be rerolled (${dice.legal.map((k) => dice.faces[k]).join(', ')}), or none.`
      : ` Pick up to ${dice.max} ${dice.max === 1 ? 'die' : 'dice'} to ${verb}.`;
  return (
    <div className="record-modify" data-testid="modify-ability" data-card={q.card}>
      <p>
        {q.card}: use the ability?
        {ask}
      </p>
      {dice && !dice.all ? (
        <DicePick faces={dice.faces} legal={dice.legal} picked={picked} max={dice.max} set={p.setPicked} />
      ) : null}
      <div className="record-options">
        <button
          type="button"
          data-testid="ability-yes"
          disabled={dice !== undefined && chosen.length === 0}
          onClick={() =>
            p.onAnswer({ kind: 'ability', use: true, ...(dice ? { dice: [...chosen].sort((a, b) => a - b) } : {}) })
          }
        >
          Use it
        </button>
        {p.none}
      </div>
    </div>
  );
}
