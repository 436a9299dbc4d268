import { useEffect, useState } from 'react';

/**
 * Props of NumberField: label, unit, the current value, and what to do with a typed number (which may be
 * undefined, "not given", only for an optional field).
 */
export type NumberFieldProps = {
  label: string;
  unit: string;
  value: number | undefined;
  testId: string;
} & (
  | { optional?: false; onCommit: (v: number) => void }
  | {
      /** An empty field means "not given" (optional fields such as a slide). */
      optional: true;
      onCommit: (v: number | undefined) => void;
    }
);

/**
 * A typed number (mm or degrees), applied on Enter or when the field loses focus; anything that is not a
 * finite number is refused with a message and the situation is left as it was.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, unit, value, testId } = props;
  const shown = value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(shown);
    setError(null);
  }, [shown]);
  const commit = () => {
    const t = text.trim();
    if (t === '' && props.optional) {
      setError(null);
      if (value !== undefined) props.onCommit(undefined);
      return;
    }
    const v = Number(t);
    if (t === '' || !Number.isFinite(v)) {
      setError(`${label}: expected a number in ${unit}, got ${JSON.stringify(text)}`);
      return;
    }
    setError(null);
    if (v !== value) props.onCommit(v);
  };
  return (
    <label className="dispute-field">
      <span className="dispute-field-label">
        {label} <span className="muted">({unit})</span>
      </span>
      <input
        type="text"
        inputMode="decimal"
        value={text}
        data-testid={testId}
        aria-invalid={error !== null}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(shown);
        }}
      />
      {error && (
        <span className="dispute-field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}
