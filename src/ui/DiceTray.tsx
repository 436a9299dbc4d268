import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { battleEventIndexAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { buildTraySpans, type TrayRoll, trayAtEvent } from '../state/diceTray.ts';
import { viewerNames } from '../state/eventText.ts';
import { type RollText, trayText } from '../state/panelText.ts';

/** Props of DiceTray. */
export type DiceTrayProps = Record<string, never>;

/** One die: its face, coloured by its role (attack red, defence green); a changed face is outlined. */
function Die({ face, role, changed }: { face: string; role: TrayRoll['role']; changed?: boolean }) {
  return (
    <span className={`die die-${role} face-${face}${changed ? ' changed' : ''}`} data-face={face}>
      {face}
    </span>
  );
}

/** One side's roll: the faces rolled, then (after a short beat) the faces after modification and why. */
function RollRow({ roll, text }: { roll: TrayRoll; text: RollText }) {
  const modified = roll.modifications.length > 0;
  return (
    <div className={`dice-roll role-${roll.role}`} data-testid={`dice-${roll.role}`}>
      <div className="dice-who">
        {text.who} <span className="dice-role">{text.role}</span>
      </div>
      <div className="dice-row" data-testid={`dice-${roll.role}-rolled`}>
        <span className="dice-label">rolled</span>
        {roll.rolled.map((f, i) => (
          <Die key={i} face={f} role={roll.role} />
        ))}
      </div>
      {modified && (
        <div className="dice-row dice-modified" data-testid={`dice-${roll.role}-modified`}>
          <span className="dice-label">then</span>
          {roll.modified.map((f, i) => (
            <Die key={i} face={f} role={roll.role} changed={f !== roll.rolled[i]} />
          ))}
          <span className="dice-mods">{text.modifications}</span>
        </div>
      )}
    </div>
  );
}

/**
 * The dice of the attack under way, over the table: each side's faces as rolled and after modification, the
 * modifications named and the result; gone once the result has played. Updates at event boundaries only.
 */
export function DiceTray(_: DiceTrayProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const spans = useMemo(() => (battle ? buildTraySpans(battle.timeline) : []), [battle]);
  const v = useMemo(() => (battle ? viewerNames(battle.timeline, battle.system.words) : null), [battle]);
  if (!battle || !v) return null;
  const tray = trayAtEvent(spans, battle.timeline, index);
  if (!tray) return null;
  const text = trayText(tray, v);
  return (
    <div className="panel dice-tray" data-testid="dice-tray">
      <div className="dice-title">{text.title}</div>
      {tray.rolls.map((roll, i) => (
        <RollRow
          key={`${i}:${roll.unit}:${roll.role}`}
          roll={roll}
          text={text.rolls[i] ?? { who: '', role: roll.role, modifications: '' }}
        />
      ))}
      {tray.result && text.result && (
        <div className={`dice-result ${tray.result.hit ? 'hit' : 'miss'}`} data-testid="dice-result">
          {text.result}
        </div>
      )}
    </div>
  );
}
