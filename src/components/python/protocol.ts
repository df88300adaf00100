/** The messages between the Python page and its worker. */

/** Where the worker finds Python, by the version this build was made with (server/plugins/pyodide.ts). */
export interface InitMessage {
  type: 'init';
  indexURL: string;
  /** Set when the page is cross-origin isolated: Stop's interrupt flag, shared with the worker. */
  interrupt: SharedArrayBuffer | null;
  /** Set when the page is cross-origin isolated: the line `input()` blocks for (see PythonRunner). */
  input: SharedArrayBuffer | null;
}

export interface RunMessage {
  type: 'run';
  source: string;
  seed: number;
  /**
   * Without isolation the worker cannot block for an answer, so a program that asks is run again
   * with the answers given so far, and what it already showed is skipped.
   */
  answers: string[];
  skipChars: number;
  skipTurtle: number;
}

export type ToWorker = InitMessage | RunMessage;

/** An uncaught exception, as `_runner._report` sees it; columns are 1-based, 0 when unknown. */
export interface PythonErrorReport {
  kind: string;
  line: number;
  start: number;
  end: number;
  detail: string;
}

export type RunStatus = 'ok' | 'error' | 'stopped' | 'input';

export type FromWorker =
  | { type: 'ready'; loadMs: number }
  | { type: 'failed'; message: string }
  /** The run broke Python itself (not the student's program): the page starts a new worker. */
  | { type: 'lost' }
  | { type: 'output'; text: string; turtle: string[] }
  | { type: 'truncated' }
  | { type: 'input' }
  | {
      type: 'done';
      status: RunStatus;
      error: PythonErrorReport | null;
      /** How much the run produced in all, to be skipped when it is run again for an answer. */
      chars: number;
      turtle: number;
    };

/** The input line's shared memory: [state, byte length] then the UTF-8 bytes. */
export const INPUT_BYTES = 64 * 1024;
export const INPUT_WAITING = 0;
export const INPUT_READY = 1;
export const INPUT_CANCELLED = 2;

/** More output than a page can show usefully; past it, a runaway print loop is cut off. */
export const OUTPUT_MAX_CHARS = 200 * 1024;
export const OUTPUT_MAX_LINES = 2000;
