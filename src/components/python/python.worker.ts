import type { PyodideAPI } from 'pyodide';
import { INPUT_READY, INPUT_WAITING, OUTPUT_MAX_CHARS, OUTPUT_MAX_LINES } from './protocol';
import type { FromWorker, InitMessage, PythonErrorReport, RunMessage, RunStatus, ToWorker } from './protocol';
import { RUNNER_MODULE } from './runnerModule';
import { TURTLE_MODULE } from './turtleModule';

/** The worker's own global scope (the app's types know the window's only). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** Output is posted in batches: one message per print would flood the page. */
const FLUSH_MS = 50;
const FLUSH_CHARS = 8 * 1024;
const MODULE_DIR = '/codesprout';

let pyodide: PyodideAPI | null = null;
let run: ((source: string, seed: number) => string) | null = null;
let init: InitMessage | null = null;

/** One run's bookkeeping. */
let pendingText = '';
let pendingTurtle: string[] = [];
let lastFlush = 0;
let totalChars = 0;
let totalTurtle = 0;
let skipChars = 0;
let skipTurtle = 0;
let shownChars = 0;
let shownLines = 0;
let truncated = false;
let answers: string[] = [];
let errorReport: PythonErrorReport | null = null;

function flush(): void {
  if (pendingText || pendingTurtle.length > 0) {
    scope.postMessage({ type: 'output', text: pendingText, turtle: pendingTurtle });
    pendingText = '';
    pendingTurtle = [];
  }
  lastFlush = Date.now();
}

function maybeFlush(): void {
  if (pendingText.length >= FLUSH_CHARS || Date.now() - lastFlush >= FLUSH_MS) flush();
}

function writeOutput(text: string): void {
  totalChars += text.length;
  if (skipChars > 0) {
    const skipped = Math.min(skipChars, text.length);
    skipChars -= skipped;
    text = text.slice(skipped);
  }
  if (!text || truncated) return;
  let cut = Math.min(text.length, OUTPUT_MAX_CHARS - shownChars);
  for (let i = 0; i < cut; i += 1) {
    if (text.charCodeAt(i) === 10 && ++shownLines >= OUTPUT_MAX_LINES) {
      cut = i + 1;
      break;
    }
  }
  pendingText += text.slice(0, cut);
  shownChars += cut;
  if (cut < text.length || shownLines >= OUTPUT_MAX_LINES || shownChars >= OUTPUT_MAX_CHARS) {
    truncated = true;
    flush();
    scope.postMessage({ type: 'truncated' });
    return;
  }
  maybeFlush();
}

function writeTurtle(command: string): void {
  totalTurtle += 1;
  if (skipTurtle > 0) {
    skipTurtle -= 1;
    return;
  }
  pendingTurtle.push(command);
  maybeFlush();
}

/**
 * The answer to `input()`. Cross-origin isolated, the worker blocks on the shared line until the
 * page writes it (or Stop cancels: undefined, Python's None; JavaScript's null would arrive as
 * `jsnull`). Without isolation it cannot block, so the answers given so far are replayed and
 * undefined asks the page to run the program again with one more.
 */
function readLine(): string | undefined {
  flush();
  if (!init?.input) return answers.shift();
  const control = new Int32Array(init.input, 0, 2);
  Atomics.store(control, 0, INPUT_WAITING);
  scope.postMessage({ type: 'input' });
  Atomics.wait(control, 0, INPUT_WAITING);
  if (Atomics.load(control, 0) !== INPUT_READY) return undefined;
  const bytes = new Uint8Array(init.input, 8, Atomics.load(control, 1)).slice();
  return new TextDecoder().decode(bytes);
}

const host = {
  get isolated() {
    return Boolean(init?.input);
  },
  read_line: readLine,
  turtle: writeTurtle,
  report_error(kind: string, line: number, start: number, end: number, detail: string) {
    errorReport = { kind, line, start, end, detail };
  },
};

function stream(write: (text: string) => void) {
  const decoder = new TextDecoder();
  return {
    isatty: true,
    write(buffer: Uint8Array) {
      write(decoder.decode(buffer, { stream: true }));
      return buffer.length;
    },
  };
}

async function start(message: InitMessage): Promise<void> {
  init = message;
  const began = performance.now();
  const { loadPyodide } = (await import(/* webpackIgnore: true */ `${message.indexURL}pyodide.mjs`)) as {
    loadPyodide: (options: { indexURL: string }) => Promise<PyodideAPI>;
  };
  const python = await loadPyodide({ indexURL: message.indexURL });
  python.setStdout(stream(writeOutput));
  python.setStderr(stream(writeOutput));
  if (message.interrupt) python.setInterruptBuffer(new Uint8Array(message.interrupt));
  python.registerJsModule('_host', host);
  python.FS.mkdirTree(MODULE_DIR);
  python.FS.writeFile(`${MODULE_DIR}/turtle.py`, TURTLE_MODULE);
  python.FS.writeFile(`${MODULE_DIR}/_runner.py`, RUNNER_MODULE);
  python.runPython(`import sys\nsys.path.insert(0, '${MODULE_DIR}')`);
  run = python.pyimport('_runner').run as (source: string, seed: number) => string;
  pyodide = python;
  scope.postMessage({ type: 'ready', loadMs: Math.round(performance.now() - began) });
}

function runProgram(message: RunMessage): void {
  if (!run || !pyodide) return;
  pendingText = '';
  pendingTurtle = [];
  lastFlush = Date.now();
  totalChars = 0;
  totalTurtle = 0;
  skipChars = message.skipChars;
  skipTurtle = message.skipTurtle;
  shownChars = 0;
  shownLines = 0;
  truncated = false;
  answers = [...message.answers];
  errorReport = null;
  let status: RunStatus;
  try {
    status = run(message.source, message.seed) as RunStatus;
  } catch (error) {
    flush();
    // A Stop that lands in the runner's own clean-up escapes it as KeyboardInterrupt; anything
    // else means this Python can no longer be trusted, and the page starts another.
    if (!isInterrupt(error)) {
      scope.postMessage({ type: 'lost' });
      return;
    }
    status = 'stopped';
  }
  flush();
  scope.postMessage({ type: 'done', status, error: errorReport, chars: totalChars, turtle: totalTurtle });
}

function isInterrupt(error: unknown): boolean {
  return error instanceof Error && (error as Error & { type?: string }).type === 'KeyboardInterrupt';
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    start(message).catch((error: unknown) =>
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    runProgram(message);
  }
};

export {};
