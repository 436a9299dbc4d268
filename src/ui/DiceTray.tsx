import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { battleEventIndexAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { buildTraySpans, type TrayRoll, trayAtEvent } from '../state/diceTray.ts';
import { viewerNames } from '../state/eventText.ts';
import { type RollText, trayText } from '../state/panelText.ts';
import { dieFaceGlyph } from '../icons/gameIcons.ts';
import { Glyph } from '../icons/GameIcon.tsx';
import { lastFootprintBoxes } from '../scene/LabelLayout.tsx';
import { viewObstructionsAtom } from '../state/viewAtoms.ts';
import { chooseTrayPlace, type SlotBox, type TrayRoom } from './traySlot.ts';

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

/**
 * One side's roll in two lines: who rolls beside the faces rolled, then (after a short beat) the faces after
 * modification and why; compact, so the tray covers as little of the table as it can.
 */
function RollRow({ roll, text, symbols }: { roll: TrayRoll; text: RollText; symbols: boolean }) {
  const modified = roll.modifications.length > 0;
  return (
    <div className={`dice-roll role-${roll.role}`} data-testid={`dice-${roll.role}`}>
      <span className="dice-who">
        {text.who} <span className="dice-role">{text.role}</span>
      </span>
      <div className="dice-row" data-testid={`dice-${roll.role}-rolled`}>
        {roll.rolled.map((f, i) => (
          <Die key={i} face={f} role={roll.role} symbols={symbols} />
        ))}
      </div>
      {modified && <span className="dice-label dice-modified">then</span>}
      {modified && (
        <div className="dice-row dice-modified" data-testid={`dice-${roll.role}-modified`}>
          {roll.modified.map((f, i) => (
            <Die key={i} face={f} role={roll.role} symbols={symbols} changed={f !== roll.rolled[i]} />
          ))}
          <span className="dice-mods">{text.modifications}</span>
        </div>
      )}
    </div>
  );
}

/** Stands the tray at a box of the canvas `view` (page px), through its offset parent's coordinates. */
function placeTray(el: HTMLElement, box: SlotBox, view: DOMRect): void {
  const parent = (el.offsetParent ?? document.body).getBoundingClientRect();
  const left = `${Math.round(box.left + view.left - parent.left)}px`;
  const top = `${Math.round(box.top + view.top - parent.top)}px`;
  if (el.style.left === left && el.style.top === top) return;
  Object.assign(el.style, { left, top, bottom: 'auto', transform: 'none' });
}

/** The tray's layout size (its fade-in transform does not change it) on a canvas of `view`'s size. */
function roomOf(el: HTMLElement, view: DOMRect): TrayRoom {
  return { width: el.offsetWidth, height: el.offsetHeight, viewWidth: view.width, viewHeight: view.height };
}

/**
 * Chooses the tray's place and layout (traySlot.ts) and puts it there: the wide layout measured as it is, the
 * narrow one (class `narrow`) measured only when the wide one finds no place clear of the ships.
 */
function settleTray(el: HTMLElement, view: DOMRect, ships: readonly SlotBox[], panels: readonly SlotBox[]): void {
  el.classList.remove('narrow');
  const wide = roomOf(el, view);
  const narrow = () => {
    el.classList.add('narrow');
    const room = roomOf(el, view);
    el.classList.remove('narrow');
    return room;
  };
  const place = chooseTrayPlace(wide, narrow, ships, panels);
  el.classList.toggle('narrow', place.narrow);
  placeTray(el, place.box, view);
}

/**
 * Keeps the shown tray where it covers no ship (traySlot.ts): checked every frame against the ships' screen boxes
 * of the last frame drawn (they move as the battle plays or is sought) and the panels, and moved there directly (a
 * per-frame value, kept out of React state).
 */
function useTrayPlace(shown: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const panels = useAtomValue(viewObstructionsAtom);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const check = () => {
      const el = ref.current;
      const app = el?.closest('.app');
      const view = (app?.querySelector('.viewport') ?? app)?.getBoundingClientRect();
      if (el && view)
        settleTray(
          el,
          view,
          lastFootprintBoxes.filter((f) => f.id !== null),
          panels,
        );
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [shown, panels]);
  return ref;
}

/**
 * The dice of the attack under way, over the table: each side's faces as rolled and after modification, the
 * modifications named and the result; gone once the result has played. Updates at event boundaries only; stands
 * aside when it would cover a ship.
 */
export function DiceTray(_: DiceTrayProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const spans = useMemo(() => (battle ? buildTraySpans(battle.timeline) : []), [battle]);
  const v = useMemo(() => (battle ? viewerNames(battle.timeline, battle.system.words) : null), [battle]);
  const tray = battle && v ? trayAtEvent(spans, battle.timeline, index) : null;
  const ref = useTrayPlace(tray !== null);
  if (!battle || !v || !tray) return null;
  const text = trayText(tray, v);
  return (
    <div ref={ref} className="panel dice-tray" data-testid="dice-tray">
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
