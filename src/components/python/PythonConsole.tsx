import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ExplainedError } from './errorExplain';
import { pythonRunnerMessages as t } from './messages';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './turtleRenderer';
import type { PythonRun } from './usePythonRun';
import './pythonConsole.css';

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

/** The turtle's canvas and the output pane, with the answer field while input() waits. */
export function PythonConsole({ run, className }: { run: PythonRun; className?: string }) {
  const [answer, setAnswer] = useState('');
  const outputEnd = useRef<HTMLDivElement>(null);
  const { segments, state, paperRef, overlayRef } = run;

  useEffect(() => {
    outputEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [segments, state]);

  const submit = () => {
    run.answer(answer);
    setAnswer('');
  };

  return (
    <div className={className ? `python-side ${className}` : 'python-side'}>
      <section className="python-drawing" aria-label={t.drawingTitle}>
        <div className="python-canvas" style={{ aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` }}>
          <canvas
            ref={paperRef}
            width={CANVAS_WIDTH}
            height={CANVAS_HEIGHT}
            aria-label={t.drawingLabel}
            role="img"
          />
          <canvas ref={overlayRef} width={CANVAS_WIDTH} height={CANVAS_HEIGHT} aria-hidden="true" />
        </div>
      </section>
      <section className="python-output" aria-label={t.outputTitle}>
        <h2>{t.outputTitle}</h2>
        <div className="python-output-body" data-testid="python-output">
          {segments.length === 0 && state !== 'input' && (
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
          {state === 'input' && (
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
  );
}
