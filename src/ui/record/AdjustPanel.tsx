import { useState } from 'react';
import { type Adjustment, ADJUSTABLE_TOKENS, type AdjustableToken } from '../../state/record/recordRules.ts';
import { damageDeckNames } from '../../state/record/recordRules.ts';
import type { GameState, ShipState } from '../../state/record/recordRules.ts';

/** Props of AdjustPanel. */
export interface AdjustPanelProps {
  state: GameState;
  names: Map<string, string>;
  onAdjust: (a: Adjustment) => void;
}

type Kind = 'move' | 'tokens' | 'deal' | 'flip' | 'destroy' | 'remove';
const KINDS: Record<Kind, string> = {
  move: 'Move to a measured position',
  tokens: 'Set tokens',
  deal: 'Deal a Damage card',
  flip: 'Flip a Damage card',
  destroy: 'Destroy the ship',
  remove: 'Remove from the table',
};

/**
 * A manual adjustment for what the engine does not apply (a card ability, a judge's ruling): placed at the point
 * the game stands at, with an optional reason, and refused if the rules of the file forbid it.
 */
export function AdjustPanel({ state, names, onAdjust }: AdjustPanelProps) {
  const ships = state.ships.filter((s) => !s.destroyed);
  const [ship, setShip] = useState(ships[0]?.id ?? '');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const chosen = ships.find((s) => s.id === ship) ?? ships[0];
  if (!chosen) return null;
  return (
    <details className="record-adjust" data-testid="adjust-panel">
      <summary>Manual adjustment</summary>
      <label>
        Ship
        <select value={chosen.id} onChange={(e) => setShip(e.target.value)} data-testid="adjust-ship">
          {ships.map((s) => (
            <option key={s.id} value={s.id}>
              {names.get(s.id) ?? s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        What
        <select
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as Kind })}
          data-testid="adjust-kind"
        >
          {Object.entries(KINDS).map(([k, text]) => (
            <option key={k} value={k}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <AdjustFields draft={draft} set={setDraft} ship={chosen} />
      <label>
        Reason (optional)
        <input
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
          data-testid="adjust-reason"
        />
      </label>
      <button
        type="button"
        className="record-primary"
        data-testid="adjust-apply"
        onClick={() => onAdjust(adjustmentOf(draft, chosen))}
      >
        Apply adjustment
      </button>
    </details>
  );
}

/** The adjustment form as typed. */
interface Draft {
  kind: Kind;
  reason: string;
  x: string;
  y: string;
  heading: string;
  token: AdjustableToken;
  count: string;
  card: string;
  faceUp: boolean;
}

const EMPTY: Draft = {
  kind: 'move',
  reason: '',
  x: '',
  y: '',
  heading: '',
  token: 'focus',
  count: '1',
  card: 'Direct Hit!',
  faceUp: true,
};

/** A typed number, the fallback when left empty (NaN stays NaN: the recording refuses it, naming the field). */
const numberOf = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** The adjustment the form describes; its point is set where the game stands when it is recorded. */
function adjustmentOf(d: Draft, ship: ShipState): Adjustment {
  const base = {
    at: 'start-of-round' as const,
    ship: ship.id,
    ...(d.reason.trim() ? { reason: d.reason.trim() } : {}),
  };
  switch (d.kind) {
    case 'move':
      return {
        ...base,
        kind: 'move',
        x: numberOf(d.x, ship.pose.x),
        y: numberOf(d.y, ship.pose.y),
        heading: numberOf(d.heading, ship.pose.headingDeg),
      };
    case 'tokens':
      return { ...base, kind: 'tokens', token: d.token, count: numberOf(d.count, 0) };
    case 'deal':
    case 'flip':
      return { ...base, kind: d.kind, card: d.card, faceUp: d.faceUp };
    default:
      return { ...base, kind: d.kind };
  }
}

/** The fields of the chosen kind of adjustment. */
function AdjustFields({ draft, set, ship }: { draft: Draft; set: (d: Draft) => void; ship: ShipState }) {
  if (draft.kind === 'move')
    return (
      <div className="record-row">
        {(['x', 'y', 'heading'] as const).map((f) => (
          <label key={f}>
            {f === 'heading' ? 'heading °' : `${f} mm`}
            <input
              inputMode="decimal"
              data-testid={`adjust-${f}`}
              placeholder={String(Math.round((f === 'heading' ? ship.pose.headingDeg : ship.pose[f]) * 10) / 10)}
              value={draft[f]}
              onChange={(e) => set({ ...draft, [f]: e.target.value })}
            />
          </label>
        ))}
      </div>
    );
  if (draft.kind === 'tokens')
    return (
      <div className="record-row">
        <select
          value={draft.token}
          onChange={(e) => set({ ...draft, token: e.target.value as AdjustableToken })}
          data-testid="adjust-token"
        >
          {Object.keys(ADJUSTABLE_TOKENS).map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <input
          inputMode="numeric"
          value={draft.count}
          onChange={(e) => set({ ...draft, count: e.target.value })}
          data-testid="adjust-count"
        />
      </div>
    );
  if (draft.kind === 'deal' || draft.kind === 'flip')
    return (
      <div className="record-row">
        <select value={draft.card} onChange={(e) => set({ ...draft, card: e.target.value })}>
          {[...new Set(damageDeckNames('core'))].map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={draft.faceUp} onChange={(e) => set({ ...draft, faceUp: e.target.checked })} />{' '}
          face up
        </label>
      </div>
    );
  return null;
}
