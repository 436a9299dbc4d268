import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { battleEventIndexAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { buildTraySpans, type TrayRoll, trayAtEvent } from '../state/diceTray.ts';
import { viewerNames } from '../state/eventText.ts';
import { type RollText, trayText } from '../state/panelText.ts';
import { dieFaceGlyph } from '../icons/gameIcons.ts';
import { Glyph } from '../icons/GameIcon.tsx';
import { lastFootprintBoxes } from '../scene/LabelLayout.tsx';
import { viewObstructionsAtom } from '../state/viewAtoms.ts';
import { chooseTraySlot, type TraySlot } from './traySlot.ts';

/** Props of DiceTray. */
export type DiceTrayProps = Record<string, never>;

/** What a die needs to be drawn: its face, its roll's role, and whether the system has symbols for its faces. */
type DieProps = { face: string; role: TrayRoll['role']; symbols: boolean; changed?: boolean };

/**
 * One die, coloured by its role (attack red, defence green); a changed face is outlined. With the game's symbols
 * the face is drawn as on the real die (blank left empty) and named in the die's label; else it is written.
 */
function Die({ face, role, symbols, changed }: DieProps) {
  const cls = `die die-${role} face-${face}${changed ? ' changed' : ''}`;
  if (!symbols) {
    return (
      <span className={cls} data-face={face}>
        {face}
      </span>
    );
  }
  const glyph = dieFaceGlyph(face);
  return (
    <span className={`${cls} die-symbol`} data-face={face} role="img" aria-label={face} title={face}>
      {glyph && <Glyph name={glyph} />}
    </span>
  );
}

/** One side's roll: the faces rolled, then (after a short beat) the faces after modification and why. */
function RollRow({ roll, text, symbols }: { roll: TrayRoll; text: RollText; symbols: boolean }) {
  const modified = roll.modifications.length > 0;
  return (
    <div className={`dice-roll role-${roll.role}`} data-testid={`dice-${roll.role}`}>
      <div className="dice-who">
        {text.who} <span className="dice-role">{text.role}</span>
      </div>
      <div className="dice-row" data-testid={`dice-${roll.role}-rolled`}>
        <span className="dice-label">rolled</span>
        {roll.rolled.map((f, i) => (
          <Die key={i} face={f} role={roll.role} symbols={symbols} />
        ))}
      </div>
      {modified && (
        <div className="dice-row dice-modified" data-testid={`dice-${roll.role}-modified`}>
          <span className="dice-label">then</span>
          {roll.modified.map((f, i) => (
            <Die key={i} face={f} role={roll.role} symbols={symbols} changed={f !== roll.rolled[i]} />
          ))}
          <span className="dice-mods">{text.modifications}</span>
        </div>
      )}
    </div>
  );
}

/**
 * The tray's slot (traySlot.ts) while it is shown: checked every frame against the ships' screen boxes of the last
 * frame drawn (they move as the battle plays or is sought), and the panels; React state only when it changes.
 */
function useTraySlot(shown: boolean): { ref: RefObject<HTMLDivElement | null>; slot: TraySlot } {
  const ref = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<TraySlot>('centre');
  const panels = useAtomValue(viewObstructionsAtom);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const check = () => {
      const el = ref.current;
      const app = el?.closest('.app');
      const view = (app?.querySelector('.viewport') ?? app)?.getBoundingClientRect();
      if (el && view) {
        const r = el.getBoundingClientRect();
        const tray = { width: r.width, height: r.height, bottom: r.bottom - view.top };
        const ships = lastFootprintBoxes.filter((f) => f.id !== null);
        const next = chooseTraySlot(tray, view.width, ships, panels);
        setSlot((now) => (now === next ? now : next));
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [shown, panels]);
  return { ref, slot };
}

/**
 * The dice of the attack under way, over the table: each side's faces as rolled and after modification, the
 * modifications named and the result; gone once the result has played. Updates at event boundaries only; stands
 * aside (left or right) when it would cover a ship.
 */
export function DiceTray(_: DiceTrayProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const spans = useMemo(() => (battle ? buildTraySpans(battle.timeline) : []), [battle]);
  const v = useMemo(() => (battle ? viewerNames(battle.timeline, battle.system.words) : null), [battle]);
  const tray = battle && v ? trayAtEvent(spans, battle.timeline, index) : null;
  const { ref, slot } = useTraySlot(tray !== null);
  if (!battle || !v || !tray) return null;
  const text = trayText(tray, v);
  return (
    <div ref={ref} className={`panel dice-tray slot-${slot}`} data-testid="dice-tray" data-slot={slot}>
      <div className="dice-title">{text.title}</div>
      {tray.rolls.map((roll, i) => (
        <RollRow
          key={`${i}:${roll.unit}:${roll.role}`}
          roll={roll}
          text={text.rolls[i] ?? { who: '', role: roll.role, modifications: '' }}
          symbols={battle.system.words.gameSymbols !== undefined}
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
