import { useState } from 'react';
import type { ActionOption, BattleFile } from '../../state/record/recordRules.ts';
import { parseBattleFileText } from '../../state/record/recordRules.ts';
import type { Answer } from '../../state/record/answers.ts';
import { exportText, type RecordSession } from '../../state/record/session.ts';
import {
  engineSetup,
  type SetupPiece,
  type SetupPose,
  setupEditable,
  withPiecePlaced,
} from '../../state/record/setupEdit.ts';
import { movePreview, previewText } from '../../state/record/movePreview.ts';
import { recordedTimeline } from '../../state/record/probe.ts';
import {
  obstacleDisplayNames,
  probeState,
  rollPurposeText,
  roundHappenings,
  roundMoves,
  shipDisplayNames,
} from '../../state/record/shipNames.ts';
import { downloadFile, fileStamp } from '../dispute/download.ts';
import { RecordPublishControl } from '../watch/RecordPublishControl.tsx';
import { AdjustPanel } from './AdjustPanel.tsx';
import { NewRecordingForm } from './NewRecordingForm.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import { RecordTable } from './RecordTable.tsx';
import { RoundLog } from './RoundLog.tsx';
import { poseOf, SetupPanel } from './SetupPanel.tsx';
import { useRecordSession } from './useRecordSession.ts';
import './record.css';

/** `?mode=record`: a real game entered round by round, kept as an ordinary battle file. */
export function RecordApp() {
  const { session, dispatch, load, problem } = useRecordSession();
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const importFile = (file: File | undefined) => {
    if (!file) return;
    void file.text().then((text) => {
      try {
        load(parseBattleFileText(text));
        setImportProblem(null);
      } catch (e) {
        setImportProblem(`${file.name}: ${(e as Error).message}`);
      }
    });
  };
  return (
    <main
      className="record-app"
      data-testid="record-app"
      data-ready={session ? 'recording' : 'new'}
      data-steps={session ? session.past.length : 0}
    >
      <header className="record-toolbar">
        <a href="?" className="record-button">
          Viewer
        </a>
        <label className="record-button record-file">
          Import battle file…
          <input type="file" accept=".json,application/json" onChange={(e) => importFile(e.target.files?.[0])} />
        </label>
        {session ? (
          <Toolbar
            session={session}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
          />
        ) : null}
      </header>
      {problem || importProblem ? <p className="record-problem">{problem ?? importProblem}</p> : null}
      {session ? (
        <Recording
          session={session}
          onAnswer={(answer) => dispatch({ type: 'answer', answer })}
          onSetup={(file) => dispatch({ type: 'setup', file })}
        />
      ) : (
        <NewRecordingForm onStart={load} />
      )}
    </main>
  );
}

/** Undo, redo and export, always within reach. */
function Toolbar(p: { session: RecordSession; onUndo: () => void; onRedo: () => void }) {
  const exportNow = () =>
    downloadFile(`holotable-recording-${fileStamp(new Date())}.json`, new Blob([exportText(p.session)]));
  return (
    <>
      <button type="button" data-testid="undo" disabled={!p.session.past.length} onClick={p.onUndo}>
        Undo
      </button>
      <button type="button" data-testid="redo" disabled={!p.session.future.length} onClick={p.onRedo}>
        Redo
      </button>
      <button type="button" data-testid="export" onClick={exportNow}>
        Export battle file
      </button>
      {/* Pages that follow the recording on the record channel (same browser), for a second screen or OBS. */}
      <a href="?follow=record" target="_blank" rel="noopener" className="record-button" data-testid="watch-live">
        Watch live
      </a>
      <a
        href="?mode=stream&follow=record"
        target="_blank"
        rel="noopener"
        className="record-button"
        data-testid="stream-live"
      >
        Stream live
      </a>
      {/* Publishes the recording to a live table on a NATS server, for viewers anywhere (?mode=watch). */}
      <RecordPublishControl session={p.session} />
    </>
  );
}

/** What the recording page shows and does. */
interface RecordingProps {
  session: RecordSession;
  onAnswer: (a: Answer) => void;
  onSetup: (file: BattleFile) => void;
}

/** The table, the set-up before round 1, the question of the moment, the round so far and the adjustment form. */
function Recording({ session, onAnswer, onSetup }: RecordingProps) {
  const [ghost, setGhost] = useState<ActionOption['final'] | null>(null);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const at = session.at;
  const state = probeState(at);
  const names = shipDisplayNames(state);
  const editable = !at.over && setupEditable(session.present);
  const place = (piece: SetupPiece, pose: SetupPose) => onSetup(withPiecePlaced(session.present, piece, pose));
  const dropped = (piece: SetupPiece, dx: number, dy: number) => {
    const now = poseOf(state, piece);
    place(piece, { x: now.x + dx, y: now.y + dy, heading: now.heading });
  };
  const answer = (a: Answer) => {
    setGhost(null);
    setPreviewed(null);
    onAnswer(a);
  };
  const preview =
    !at.over && at.question.kind === 'dial' && previewed ? movePreview(state, at.question.ship, previewed) : null;
  return (
    <div className="record-layout">
      <RecordTable
        state={state}
        names={names}
        active={at.over ? null : at.question.ship}
        ghost={ghost}
        preview={preview}
        moves={roundMoves(recordedTimeline(at).events, state.round)}
        {...(editable ? { onDrop: dropped } : {})}
      />
      <div className="record-side">
        {editable ? (
          <SetupPanel
            state={state}
            names={names}
            obstacleNames={obstacleDisplayNames(state)}
            onPlace={place}
            onEngineSetup={() => onSetup(engineSetup(session.present))}
          />
        ) : null}
        {session.refusal ? (
          <p className="record-refusal" role="alert" data-testid="refusal">
            {session.refusal}
          </p>
        ) : null}
        {at.over ? (
          <section className="record-question" data-testid="record-over">
            <h2>Battle over after round {state.round}</h2>
            <p>{at.outcome.result.reason}</p>
          </section>
        ) : (
          <QuestionPanel
            question={at.question}
            state={state}
            names={names}
            onAnswer={answer}
            onPreview={setGhost}
            onMovePreview={setPreviewed}
            movePreviewText={preview ? previewText(preview, names, obstacleDisplayNames(state)) : null}
          />
        )}
        <AdjustPanel
          key={state.round}
          state={state}
          names={names}
          onAdjust={(adjustment) => answer({ kind: 'adjust', adjustment })}
        />
        <RoundLog
          file={session.present}
          round={state.round}
          names={names}
          purposeText={(purpose) => rollPurposeText(state, purpose)}
          happenings={roundHappenings(recordedTimeline(at).events, state.round)}
        />
      </div>
    </div>
  );
}
