import { useEffect, useId, useState } from 'react';

/**
 * Props of NameField: label, the current name (undefined: none given), what an empty field stands for, names to
 * pick from, and what to do with a typed one (undefined when the field is emptied).
 */
export type NameFieldProps = {
  label: string;
  value: string | undefined;
  placeholder: string;
  suggestions: readonly string[];
  testId: string;
  onCommit: (v: string | undefined) => void;
};

/**
 * A typed name (a pilot's from the list, or any other), applied on Enter or when the field loses focus; spaces
 * around it are dropped, and an empty field gives the name back (the ship is called by its type again).
 */
export function NameField({ label, value, placeholder, suggestions, testId, onCommit }: NameFieldProps) {
  const shown = value ?? '';
  const [text, setText] = useState(shown);
  const listId = useId();
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const t = text.trim();
    const next = t === '' ? undefined : t;
    if (next !== value) onCommit(next);
    else setText(shown);
  };
  return (
    <label className="dispute-field">
      <span className="dispute-field-label">{label}</span>
      <input
        type="text"
        value={text}
        placeholder={placeholder}
        list={listId}
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(shown);
        }}
      />
      <datalist id={listId}>
        {suggestions.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </label>
  );
}
