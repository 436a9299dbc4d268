import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { situationAtom, verdictsAtom } from '../../state/dispute/disputeAtoms.ts';
import {
  type FigureRow,
  illegalSlideTexts,
  measureFigures,
  measureTitle,
  moveFigures,
  moveTitle,
} from '../../state/dispute/verdictText.ts';
import {
  type MeasureVerdict,
  type MoveVerdict,
  type Say,
  sayFor,
  type VerdictLine,
} from '../../state/dispute/verdicts.ts';
import { MEASURE_COLOURS } from '../../scene/dispute/MeasureOverlay.tsx';
import { MOVE_COLOURS } from '../../scene/dispute/MoveOverlay.tsx';

/** One figure: shown in words and rounded, with the exact value in data-value (what `holotable resolve`/`measure` print). */
function Figure({ row }: { row: FigureRow }) {
  return (
    <>
      <dt>{row.label}</dt>
      <dd data-testid={row.id} data-value={JSON.stringify(row.value ?? null)}>
        {row.shown}
      </dd>
    </>
  );
}

/** The statements of a verdict with the glossary entry each rests on. */
function Lines({ lines, id }: { lines: VerdictLine[]; id: string }) {
  return (
    <ul className="verdict-lines" data-testid={`${id}-lines`}>
      {lines.map((l, i) => (
        <li key={i} className={`verdict-line ${l.tone}`}>
          <span>{l.text}</span>{' '}
          <cite className="glossary-cite" data-testid="glossary-cite" title="Rules Reference glossary entry">
            {l.cite}
          </cite>
        </li>
      ))}
    </ul>
  );
}

/** A move's figures and verdict. */
function MoveCard({ v, say }: { v: MoveVerdict; say: Say }) {
  const f = v.figures;
  const id = `move-${v.index}`;
  const illegal = illegalSlideTexts(v);
  return (
    <article className="verdict-card" data-testid={id}>
      <h3>
        {moveTitle(v, say)} {!f.legal && <span className="badge bad">not allowed</span>}
        {f.fled && <span className="badge bad">fled</span>}
        {f.bumped.length > 0 && <span className="badge warn">bumped</span>}
        {f.skipAction && <span className="badge warn">skips action</span>}
      </h3>
      <dl className="verdict-figures">
        {moveFigures(v, say, id).map((row) => (
          <Figure key={row.id} row={row} />
        ))}
      </dl>
      {illegal.length > 0 && (
        <ul className="verdict-slides" data-testid={`${id}-illegal-slides`}>
          {illegal.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      <Lines lines={v.lines} id={id} />
    </article>
  );
}

/** A measurement's figures and verdict. */
function MeasureCard({ v, say }: { v: MeasureVerdict; say: Say }) {
  const f = v.figures;
  const id = `measure-${v.index}`;
  return (
    <article className="verdict-card" data-testid={id}>
      <h3>
        {measureTitle(v, say)} {f.obstructed && <span className="badge warn">obstructed</span>}
        {f.inArc ? <span className="badge info">in arc</span> : <span className="badge">not in arc</span>}
      </h3>
      <dl className="verdict-figures">
        {measureFigures(v, say, id).map((row) => (
          <Figure key={row.id} row={row} />
        ))}
      </dl>
      <Lines lines={v.lines} id={id} />
    </article>
  );
}

/** The colour key of the mat drawing. */
function Legend() {
  const items: [string, string][] = [
    [MOVE_COLOURS.template, 'template that counts'],
    [MOVE_COLOURS.fullTemplate, 'full template (dashed)'],
    [MOVE_COLOURS.final, 'final position'],
    [MOVE_COLOURS.fullLength, 'full-length position (overlaps)'],
    [MOVE_COLOURS.backingUp, 'backing up'],
    [MOVE_COLOURS.contact, 'contact point'],
    [MOVE_COLOURS.legal, 'legal slides'],
    [MOVE_COLOURS.illegal, 'illegal slides'],
    [MEASURE_COLOURS.arc, 'primary arc'],
    [MEASURE_COLOURS.bands[0], 'range 1 / 2 / 3 bands'],
    [MEASURE_COLOURS.attack, 'attack line, tied band'],
  ];
  return (
    <ul className="verdict-legend">
      {items.map(([c, t]) => (
        <li key={t}>
          <span className="swatch" style={{ background: c }} /> {t}
        </li>
      ))}
    </ul>
  );
}

/** The side panel with every answer: figures exactly as the CLI prints them, statements with their citations. */
export function VerdictPanel() {
  const result = useAtomValue(verdictsAtom);
  const situation = useAtomValue(situationAtom);
  const say = useMemo(() => sayFor(situation), [situation]);
  return (
    <section className="panel dispute-verdicts" data-testid="dispute-verdicts" aria-label="Verdicts">
      <div className="panel-title">Verdicts</div>
      {!result.ok && (
        <div className="dispute-field-error" role="alert" data-testid="verdict-error">
          The situation cannot be resolved: {result.message}
        </div>
      )}
      {result.ok && result.verdicts.moves.length + result.verdicts.measures.length === 0 && (
        <p className="muted">Add a maneuver, action or range check to see its answer.</p>
      )}
      {result.ok && result.verdicts.moves.map((v) => <MoveCard key={`m${v.index}`} v={v} say={say} />)}
      {result.ok && result.verdicts.measures.map((v) => <MeasureCard key={`r${v.index}`} v={v} say={say} />)}
      <Legend />
    </section>
  );
}
