import pyodidePackage from 'pyodide/package.json';
import { ModuleWorker } from './moduleWorker';
import { INPUT_BYTES, INPUT_CANCELLED, INPUT_READY } from './protocol';
import type { FromWorker, PythonErrorReport, RunStatus, ToWorker } from './protocol';

/** The server's copy of Python for this build (server/plugins/pyodide.ts). */
const INDEX_URL = `/pyodide/${pyodidePackage.version}/`;
/** Stop first asks Python to raise KeyboardInterrupt; a program that ignores it loses its worker. */
const STOP_PATIENCE_MS = 500;

export type RunnerState = 'loading' | 'failed' | 'ready' | 'running' | 'input';
export type RunEnd = Exclude<RunStatus, 'input'> | 'lost';

export interface RunnerEvents {
  state(state: RunnerState): void;
  output(text: string, turtle: string[]): void;
  truncated(): void;
  /**
   * A run ended (an answer given without isolation continues the same run); `lost` when it broke
   * Python itself and a new one is starting.
   */
  finished(status: RunEnd, error: PythonErrorReport | null): void;
  ready(loadMs: number): void;
}

/**
 * Real CPython (Pyodide) in a module worker, kept warm between runs.
 *
 * `input()`: when the page is cross-origin isolated (served with COOP/COEP, over HTTPS or on
 * localhost) the worker blocks with Atomics.wait on a shared line that `answer` fills. Otherwise
 * no memory can be shared and a worker cannot block on the page, so the simplest thing that
 * really works is a replay: the program stops at `input()`, and once the student answers it runs
 * again from the start with the answers so far, the same random seed, and the output already shown
 * skipped. A synchronous request to the server would need a server-side mailbox per run for the
 * same result.
 */
export class PythonRunner {
  private worker: Worker | null = null;
  private readonly isolated = typeof crossOriginIsolated === 'boolean' && crossOriginIsolated;
  private readonly interrupt = this.isolated ? new SharedArrayBuffer(1) : null;
  private readonly input = this.isolated ? new SharedArrayBuffer(8 + INPUT_BYTES) : null;
  private state: RunnerState = 'loading';
  private source = '';
  private seed = 0;
  private answers: string[] = [];
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  /** What the run showed before it stopped for an answer (fallback only). */
  private replayCounts = { chars: 0, turtle: 0 };

  constructor(private readonly events: RunnerEvents) {
    this.spawn();
  }

  run(source: string): void {
    if (this.state !== 'ready' || !this.worker) return;
    this.source = source;
    this.seed = Math.floor(Math.random() * 2 ** 31);
    this.answers = [];
    this.send({ type: 'run', source, seed: this.seed, answers: [], skipChars: 0, skipTurtle: 0 });
  }

  answer(line: string): void {
    if (this.state !== 'input') return;
    if (this.input) {
      const bytes = new TextEncoder().encode(line).slice(0, INPUT_BYTES);
      new Uint8Array(this.input, 8, bytes.length).set(bytes);
      const control = new Int32Array(this.input, 0, 2);
      Atomics.store(control, 1, bytes.length);
      Atomics.store(control, 0, INPUT_READY);
      Atomics.notify(control, 0);
      this.setState('running');
      return;
    }
    this.answers.push(line);
    this.replay();
  }

  stop(): void {
    if (this.state !== 'running' && this.state !== 'input') return;
    if (!this.interrupt || !this.input) {
      // Nothing can reach a busy worker without shared memory; one waiting for an answer is idle.
      if (this.state === 'running') this.respawn();
      this.finish('stopped', null);
      return;
    }
    new Uint8Array(this.interrupt)[0] = 2;
    const control = new Int32Array(this.input, 0, 2);
    Atomics.store(control, 0, INPUT_CANCELLED);
    Atomics.notify(control, 0);
    this.stopTimer ??= setTimeout(() => {
      this.stopTimer = null;
      this.respawn();
      this.finish('stopped', null);
    }, STOP_PATIENCE_MS);
  }

  dispose(): void {
    this.clearStopTimer();
    this.worker?.terminate();
    this.worker = null;
  }

  private replay(): void {
    this.setState('running');
    this.worker?.postMessage({
      type: 'run',
      source: this.source,
      seed: this.seed,
      answers: this.answers,
      skipChars: this.replayCounts.chars,
      skipTurtle: this.replayCounts.turtle,
    } satisfies ToWorker);
  }

  private send(message: ToWorker): void {
    if (this.interrupt) new Uint8Array(this.interrupt)[0] = 0;
    this.setState('running');
    this.worker?.postMessage(message);
  }

  private spawn(): void {
    this.setState('loading');
    // A Stop the old worker never saw must not interrupt the new one while it starts.
    if (this.interrupt) new Uint8Array(this.interrupt)[0] = 0;
    const worker = new ModuleWorker(
      /* webpackChunkName: "python-worker" */ new URL('./python.worker.ts', import.meta.url),
    );
    // A worker already replaced (after a Stop) may still have messages on their way: only the
    // current one speaks for Python.
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (this.worker === worker) this.receive(event.data);
    };
    worker.onerror = () => {
      if (this.worker === worker) this.lost();
    };
    worker.postMessage({
      type: 'init',
      indexURL: INDEX_URL,
      interrupt: this.interrupt,
      input: this.input,
    } satisfies ToWorker);
    this.worker = worker;
  }

  private respawn(): void {
    this.worker?.terminate();
    this.spawn();
  }

  /** The worker broke: while starting, Python failed to start; during a run, a new one starts. */
  private lost(): void {
    if (this.state === 'loading') {
      this.setState('failed');
      return;
    }
    const interrupted = this.state === 'running' || this.state === 'input';
    this.respawn();
    if (interrupted) this.finish('lost', null);
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.setState('ready');
        this.events.ready(message.loadMs);
        break;
      case 'failed':
        this.setState('failed');
        break;
      case 'lost':
        this.lost();
        break;
      case 'output':
        this.events.output(message.text, message.turtle);
        break;
      case 'truncated':
        this.events.truncated();
        break;
      case 'input':
        this.setState('input');
        break;
      case 'done':
        if (message.status === 'input') {
          this.replayCounts = { chars: message.chars, turtle: message.turtle };
          this.setState('input');
        } else {
          this.finish(message.status, message.error);
        }
        break;
    }
  }

  private finish(status: RunEnd, error: PythonErrorReport | null): void {
    this.clearStopTimer();
    this.replayCounts = { chars: 0, turtle: 0 };
    if (this.state !== 'loading') this.setState('ready');
    this.events.finished(status, error);
  }

  private clearStopTimer(): void {
    if (this.stopTimer) clearTimeout(this.stopTimer);
    this.stopTimer = null;
  }

  private setState(state: RunnerState): void {
    this.state = state;
    this.events.state(state);
  }
}
