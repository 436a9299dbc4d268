import { useRef } from 'react';
import { useLoadFile } from './useScenarioLoading.ts';

/** Props of OpenFileButton. */
export type OpenFileButtonProps = Record<string, never>;

/** Opens a scenario or battle file (.json) picked from the disk. */
export function OpenFileButton(_: OpenFileButtonProps) {
  const loadFile = useLoadFile();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="wide"
        data-testid="open-file"
        title="Open a scenario or battle file (.json)"
        onClick={() => input.current?.click()}
      >
        Open scenario…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        data-testid="file-input"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void loadFile(file);
        }}
      />
    </>
  );
}
