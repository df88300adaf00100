import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { explainError } from './errorExplain';
import type { ExplainedError } from './errorExplain';
import { pythonRunnerMessages as t } from './messages';
import { PythonRunner } from './PythonRunner';
import type { RunnerState } from './PythonRunner';
import { TurtleRenderer } from './turtleRenderer';

/** One piece of the output pane: printed text, an answer typed to input(), a note or an error. */
export type Segment =
  | { kind: 'out'; text: string }
  | { kind: 'answer'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'error'; error: ExplainedError };

export interface PythonRunOptions {
  /** After every run, however it ended. */
  onFinished?: () => void;
}

export interface PythonRun {
  state: RunnerState;
  segments: Segment[];
  /** The turtle's paper and the overlay the turtle itself is drawn on. */
  paperRef: RefObject<HTMLCanvasElement | null>;
  overlayRef: RefObject<HTMLCanvasElement | null>;
  /** True when the last run drew something. */
  hasDrawing: () => boolean;
  run: (code: string) => void;
  stop: () => void;
  answer: (line: string) => void;
  clear: () => void;
}

/**
 * Real Python (Pyodide in a worker, kept warm) with its output pane and turtle canvas, for any
 * page that runs a program: the creation centre's editor and a Python work's page. The page draws
 * the pane with `PythonConsole` and keeps the controls (运行, 停止) where it wants them.
 */
export function usePythonRun({ onFinished }: PythonRunOptions = {}): PythonRun {
  const [state, setState] = useState<RunnerState>('loading');
  const [segments, setSegments] = useState<Segment[]>([]);
  const runner = useRef<PythonRunner | null>(null);
  const renderer = useRef<TurtleRenderer | null>(null);
  const paper = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const program = useRef('');
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

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
      state: setState,
      ready: () => undefined,
      output(text, turtle) {
        if (text) append({ kind: 'out', text });
        if (turtle.length > 0) renderer.current?.push(turtle);
      },
      truncated: () => append({ kind: 'note', text: t.truncated }),
      finished(status, error) {
        finished.current?.();
        if (error) append({ kind: 'error', error: explainError(error, program.current) });
        else if (status === 'stopped') append({ kind: 'note', text: t.stopped });
        else if (status === 'lost') append({ kind: 'note', text: t.lost });
        else append({ kind: 'note', text: t.finished });
      },
    });
    runner.current = instance;
    return () => {
      instance.dispose();
      renderer.current?.dispose();
    };
  }, [append]);

  const run = useCallback((code: string) => {
    program.current = code;
    setSegments([]);
    renderer.current?.reset();
    runner.current?.run(code);
  }, []);

  const answer = useCallback(
    (line: string) => {
      append({ kind: 'answer', text: `${line}\n` });
      runner.current?.answer(line);
    },
    [append],
  );

  return {
    state,
    segments,
    paperRef: paper,
    overlayRef: overlay,
    hasDrawing: () => renderer.current?.hasDrawing ?? false,
    run,
    stop: () => runner.current?.stop(),
    answer,
    clear: () => setSegments([]),
  };
}
