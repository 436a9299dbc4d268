import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { verdictsAtom } from '../../state/dispute/disputeAtoms.ts';
import type { MeasureVerdict, MoveVerdict, VerdictLine } from '../../state/dispute/verdicts.ts';
import { MEASURE_COLOURS } from '../../scene/dispute/MeasureOverlay.tsx';
import { MOVE_COLOURS } from '../../scene/dispute/MoveOverlay.tsx';

/** One figure: shown rounded, with the exact value in data-value (what `holotable resolve`/`measure` print). */
function Figure({ id, label, value, children }: { id: string; label: string; value: unknown; children?: ReactNode }) {
  const shown =
    children ??
    (typeof value === 'number'
      ? value.toFixed(3)
      : Array.isArray(value)
        ? value.length
          ? value.join(', ')
          : '—'
        : typeof value === 'boolean'
          ? value
            ? 'yes'
            : 'no'
          : value === null || value === undefined
            ? '—'
            : String(value));
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={id} data-value={JSON.stringify(value ?? null)}>
        {shown}
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

const range = (r: 1 | 2 | 3 | null | undefined) => (r === null ? 'beyond 3' : r === undefined ? '—' : String(r));

/** A move's figures and verdict. */
function MoveCard({ v }: { v: MoveVerdict }) {
  const f = v.figures;
  const id = `move-${v.index}`;
  return (
    <article className="verdict-card" data-testid={id}>
      <h3>
        {v.index + 1}. {f.ship} · {f.maneuver} {!f.legal && <span className="badge bad">not allowed</span>}
        {f.fled && <span className="badge bad">fled</span>}
        {f.bumped.length > 0 && <span className="badge warn">bumped</span>}
        {f.skipAction && <span className="badge warn">skips action</span>}
      </h3>
      <dl className="verdict-figures">
        <Figure id={`${id}-final-x`} label="final x (mm)" value={f.final.x} />
        <Figure id={`${id}-final-y`} label="final y (mm)" value={f.final.y} />
        <Figure id={`${id}-final-heading`} label="final heading (°)" value={f.final.heading} />
        <Figure id={`${id}-progress`} label="progress" value={f.progress} />
        <Figure id={`${id}-bumped`} label="bumped" value={f.bumped} />
        <Figure id={`${id}-obstacles-hit`} label="obstacles hit (in order)" value={f.obstaclesHit} />
        <Figure id={`${id}-landed-on`} label="landed on" value={f.landedOn} />
        <Figure id={`${id}-through-ships`} label="moved through ships" value={f.movedThrough.ships} />
        <Figure id={`${id}-through-obstacles`} label="moved through obstacles" value={f.movedThrough.obstacles} />
        <Figure id={`${id}-fled`} label="fled" value={f.fled} />
        <Figure id={`${id}-skip-action`} label="skips action" value={f.skipAction} />
        <Figure id={`${id}-legal`} label="allowed" value={f.legal} />
        {f.reason !== undefined && <Figure id={`${id}-reason`} label="why not" value={f.reason} />}
        {f.templateLengthMm !== undefined && (
          <Figure id={`${id}-template-length`} label="template that counts (mm)" value={f.templateLengthMm} />
        )}
        {f.contactGapMm !== undefined && f.bumped.length > 0 && (
          <Figure id={`${id}-contact-gap`} label="gap at contact (mm)" value={f.contactGapMm}>
            {f.contactGapMm.toExponential(2)}
          </Figure>
        )}
        {f.slide !== undefined && <Figure id={`${id}-slide`} label="slide (mm)" value={f.slide} />}
        {f.legalSlides !== undefined && (
          <Figure id={`${id}-legal-slides`} label="legal slides (mm)" value={f.legalSlides}>
            {f.legalSlides.length
              ? f.legalSlides.map(([a, b]) => `[${a.toFixed(2)}, ${b.toFixed(2)}]`).join(' ∪ ')
              : 'none'}
          </Figure>
        )}
      </dl>
      {v.slides.some((s) => !s.legal) && (
        <ul className="verdict-slides" data-testid={`${id}-illegal-slides`}>
          {v.slides
            .filter((s) => !s.legal)
            .map((s, i) => (
              <li key={i}>
                slides {s.fromMm.toFixed(2)} … {s.toMm.toFixed(2)} mm not allowed: {s.reason}
              </li>
            ))}
        </ul>
      )}
      <Lines lines={v.lines} id={id} />
    </article>
  );
}

/** A measurement's figures and verdict. */
function MeasureCard({ v }: { v: MeasureVerdict }) {
  const f = v.figures;
  const id = `measure-${v.index}`;
  return (
    <article className="verdict-card" data-testid={id}>
      <h3>
        R{v.index + 1}. {f.from} → {f.to} {f.obstructed && <span className="badge warn">obstructed</span>}
        {f.inArc ? <span className="badge info">in arc</span> : <span className="badge">not in arc</span>}
      </h3>
      <dl className="verdict-figures">
        <Figure id={`${id}-distance`} label="closest distance (mm)" value={f.distance} />
        <Figure id={`${id}-range`} label="range" value={f.range}>
          {range(f.range)}
        </Figure>
        <Figure id={`${id}-in-arc`} label="in primary arc" value={f.inArc} />
        {f.arcDistance !== undefined && (
          <Figure id={`${id}-arc-distance`} label="attack range in arc (mm)" value={f.arcDistance} />
        )}
        {f.arcDistance !== undefined && (
          <Figure id={`${id}-arc-range`} label="attack range" value={f.arcRange}>
            {range(f.arcRange)}
          </Figure>
        )}
        {f.obstructed !== undefined && <Figure id={`${id}-obstructed`} label="obstructed" value={f.obstructed} />}
        {f.obstructedBy !== undefined && f.obstructed && (
          <Figure id={`${id}-obstructed-by`} label="by" value={f.obstructedBy} />
        )}
        {v.tieBands.length > 0 && (
          <Figure id={`${id}-tie-band`} label="tied lines" value={v.tieBands.map((b) => b.widthMm)}>
            band {v.tieBands.map((b) => `${b.widthMm.toFixed(2)} mm`).join(', ')} wide (parallel edges)
          </Figure>
        )}
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
      {result.ok && result.verdicts.moves.map((v) => <MoveCard key={`m${v.index}`} v={v} />)}
      {result.ok && result.verdicts.measures.map((v) => <MeasureCard key={`r${v.index}`} v={v} />)}
      <Legend />
    </section>
  );
}
