import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { parseSituationText as parseScenarioText } from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeNoticeAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { heavySituationProblem } from '../../state/dispute/heaviness.ts';
import { downloadFile, fileStamp } from './download.ts';

/** Props of ScenarioFileButtons. */
export type ScenarioFileButtonsProps = Record<string, never>;

/** Saving the situation as a scenario file, and opening one (one undo step; a bad file leaves it unchanged). */
export function ScenarioFileButtons(_: ScenarioFileButtonsProps) {
  const situation = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = () => {
    const text = `${JSON.stringify(situation, null, 2)}\n`;
    downloadFile(`holotable-dispute-${fileStamp(new Date())}.json`, new Blob([text], { type: 'application/json' }));
  };
  const open = async (file: File) => {
    try {
      const scenario = parseScenarioText(await file.text());
      const heavy = heavySituationProblem(scenario);
      if (heavy) {
        setNotice({
          tone: 'error',
          text: `${file.name} was not opened: ${heavy}. Your situation is unchanged.`,
          refused: scenario,
        });
        return;
      }
      dispatch({ type: 'replace', scenario });
      setNotice({ tone: 'info', text: `Opened ${file.name}. Undo brings back the situation you had before.` });
    } catch (e) {
      setNotice({
        tone: 'error',
        text: `Could not open ${file.name}: ${(e as Error).message}. Your situation is unchanged.`,
      });
    }
  };
  return (
    <>
      <button type="button" data-testid="save-scenario" onClick={save}>
        Save scenario
      </button>
      <button type="button" data-testid="open-scenario" onClick={() => fileInput.current?.click()}>
        Open scenario…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="dispute-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void open(f);
        }}
      />
    </>
  );
}
