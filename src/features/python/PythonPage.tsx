import {
  CaretRightOutlined,
  CheckCircleOutlined,
  ClearOutlined,
  LoadingOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { python } from '@codemirror/lang-python';
import CodeMirror from '@uiw/react-codemirror';
import { Button, Input } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { explainError } from './errorExplain';
import type { ExplainedError } from './errorExplain';
import { pythonMessages as t } from './messages';
import { PythonRunner } from './PythonRunner';
import type { RunnerState } from './PythonRunner';
import { CANVAS_HEIGHT, CANVAS_WIDTH, TurtleRenderer } from './turtleRenderer';
import { useRestorePoint } from './useRestorePoint';
import type { RestoreState } from './useRestorePoint';
import './python.css';

type Segment =
  | { kind: 'out'; text: string }
  | { kind: 'answer'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'error'; error: ExplainedError };

const EXTENSIONS = [python()];
const SETUP = { lineNumbers: true, foldGutter: false, highlightActiveLine: true } as const;

const STATE_TEXT: Record<RunnerState, string> = {
  loading: t.loading,
  failed: t.loadFailed,
  ready: t.ready,
  running: t.running,
  input: t.waitingInput,
};
const SAVE_TEXT: Record<RestoreState, string> = {
  restoring: t.restoring,
  saving: t.saving,
  saved: t.savedLocally,
  failed: t.saveFailed,
};

function SaveIndicator({ state }: { state: RestoreState }) {
  return (
    <span className={`python-save python-save-${state}`} role="status" title={t.savedHint}>
      {state === 'saved' ? <CheckCircleOutlined /> : <LoadingOutlined />} {SAVE_TEXT[state]}
    </span>
  );
}

function ErrorBlock({ error }: { error: ExplainedError }) {
  return (
    <div className="python-error" role="alert">
      <strong>{error.headline}</strong>
      {error.source !== null && (
        <pre className="python-error-code">
          {error.source}
          {'\n'}
          <span className="python-error-caret">{error.caret}</span>
        </pre>
      )}
      {error.detail && <div className="python-error-detail">{error.detail}</div>}
    </div>
  );
}

/** /peixun/showPython: write Python, run it for real, draw with the turtle (DESIGN.md "Editors"). */
export default function PythonPage() {
  const studentId = useAppSelector(selectUserInfo)?.id ?? 0;
  const { code, change, state: saveState } = useRestorePoint(studentId, t.defaultProgram);
  const [runnerState, setRunnerState] = useState<RunnerState>('loading');
  const [segments, setSegments] = useState<Segment[]>([]);
  const [answer, setAnswer] = useState('');
  const runner = useRef<PythonRunner | null>(null);
  const renderer = useRef<TurtleRenderer | null>(null);
  const paper = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const outputEnd = useRef<HTMLDivElement>(null);
  const program = useRef('');

  const append = useCallback((segment: Segment) => {
    setSegments((current) => {
      const last = current[current.length - 1];
      if (segment.kind === 'out' && last?.kind === 'out') {
        return [...current.slice(0, -1), { kind: 'out', text: last.text + segment.text }];
      }
      return [...current, segment];
    });
  }, []);

  useEffect(() => {
    if (!paper.current || !overlay.current) return;
    renderer.current = new TurtleRenderer(paper.current, overlay.current);
    const instance = new PythonRunner({
      state: setRunnerState,
      ready: () => undefined,
      output(text, turtle) {
        if (text) append({ kind: 'out', text });
        if (turtle.length > 0) renderer.current?.push(turtle);
      },
      truncated: () => append({ kind: 'note', text: t.truncated }),
      finished(status, error) {
        if (error) append({ kind: 'error', error: explainError(error, program.current) });
        else if (status === 'stopped') append({ kind: 'note', text: t.stopped });
        else append({ kind: 'note', text: t.finished });
      },
    });
    runner.current = instance;
    return () => {
      instance.dispose();
      renderer.current?.dispose();
    };
  }, [append]);

  useEffect(() => {
    outputEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [segments, runnerState]);

  const run = () => {
    if (code === null) return;
    program.current = code;
    setSegments([]);
    renderer.current?.reset();
    runner.current?.run(code);
  };

  const submit = () => {
    append({ kind: 'answer', text: `${answer}\n` });
    runner.current?.answer(answer);
    setAnswer('');
  };

  const busy = runnerState === 'running' || runnerState === 'input';

  return (
    <div className="python-page">
      <header className="python-bar">
        <h1 className="python-title">{t.routeTitle}</h1>
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          onClick={run}
          disabled={runnerState !== 'ready' || code === null}
        >
          {t.run}
        </Button>
        <Button danger icon={<StopOutlined />} onClick={() => runner.current?.stop()} disabled={!busy}>
          {t.stop}
        </Button>
        <Button icon={<ClearOutlined />} onClick={() => setSegments([])}>
          {t.clearOutput}
        </Button>
        <span className={`python-state python-state-${runnerState}`} role="status">
          {(runnerState === 'loading' || runnerState === 'running') && <LoadingOutlined />}{' '}
          {STATE_TEXT[runnerState]}
        </span>
        <SaveIndicator state={saveState} />
      </header>
      <main className="python-main">
        <section className="python-editor" aria-label={t.editorLabel}>
          {code !== null && (
            <CodeMirror
              value={code}
              onChange={change}
              extensions={EXTENSIONS}
              basicSetup={SETUP}
              height="100%"
              autoFocus
            />
          )}
        </section>
        <div className="python-side">
          <section className="python-drawing" aria-label={t.drawingTitle}>
            <div className="python-canvas" style={{ aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` }}>
              <canvas
                ref={paper}
                width={CANVAS_WIDTH}
                height={CANVAS_HEIGHT}
                aria-label={t.drawingLabel}
                role="img"
              />
              <canvas ref={overlay} width={CANVAS_WIDTH} height={CANVAS_HEIGHT} aria-hidden="true" />
            </div>
          </section>
          <section className="python-output" aria-label={t.outputTitle}>
            <h2>{t.outputTitle}</h2>
            <div className="python-output-body" data-testid="python-output">
              {segments.length === 0 && runnerState !== 'input' && (
                <p className="python-output-empty">{t.emptyOutput}</p>
              )}
              {segments.map((segment, index) =>
                segment.kind === 'error' ? (
                  <ErrorBlock key={index} error={segment.error} />
                ) : (
                  <pre key={index} className={`python-${segment.kind}`}>
                    {segment.text}
                  </pre>
                ),
              )}
              {runnerState === 'input' && (
                <Input
                  className="python-input"
                  aria-label={t.inputLabel}
                  placeholder={t.inputLabel}
                  value={answer}
                  onChange={(event) => setAnswer(event.target.value)}
                  onPressEnter={submit}
                  autoFocus
                />
              )}
              <div ref={outputEnd} />
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
