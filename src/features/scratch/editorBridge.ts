/**
 * The page's side of the window messages of the Scratch editor's host page in work mode
 * (public/scratch-gui/README.md): both sides are this origin, and only the editor's own frame is
 * listened to.
 */

/** The URL of the editor in work mode. */
export const SCRATCH_EDITOR_URL = '/scratch-gui/?mode=work';

export interface EditorProject {
  /** The project as an `.sb3` file. */
  project: Blob;
  /** The stage as a PNG; null when the editor could not take it. */
  cover: Blob | null;
}

export interface EditorBridgeEvents {
  /** A real change after the last load (not the load itself). */
  changed: () => void;
  /** The green flag, the first time after a load. */
  run: () => void;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

interface HostMessage {
  type?: unknown;
  requestId?: unknown;
  project?: unknown;
  cover?: unknown;
  message?: unknown;
}

export class ScratchEditorBridge {
  private frame: Window | null = null;
  private nextRequest = 1;
  private readonly pending = new Map<number, Pending>();
  private markReady: () => void = () => undefined;
  private events: EditorBridgeEvents = { changed: () => undefined, run: () => undefined };
  /** Settles when the editor is usable (its `menuOk`). */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  /** Starts listening to the editor; `dispose` stops (a page mounted again connects again). */
  connect(): void {
    window.addEventListener('message', this.receive);
  }

  /** What the page does on the editor's events (the latest handlers win). */
  listen(events: EditorBridgeEvents): void {
    this.events = events;
  }

  /** The editor's frame, once it is in the page. */
  attach(frame: Window | null): void {
    this.frame = frame;
  }

  dispose(): void {
    window.removeEventListener('message', this.receive);
    for (const waiter of this.pending.values()) waiter.reject(new Error('closed'));
    this.pending.clear();
  }

  /** Shows a project: a same-origin (signed or object) URL of its file, or its bytes. */
  async load(source: { url: string } | { data: ArrayBuffer }): Promise<void> {
    await this.ready;
    await this.request({ type: 'loadProject', ...source });
  }

  /** The project as it is now, with a picture of the stage. */
  async project(): Promise<EditorProject> {
    await this.ready;
    return (await this.request({ type: 'getProject' })) as EditorProject;
  }

  private request(message: Record<string, unknown>): Promise<unknown> {
    const requestId = this.nextRequest;
    this.nextRequest += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.frame?.postMessage({ ...message, requestId }, window.location.origin);
    });
  }

  private settle(requestId: unknown, outcome: { value?: unknown; error?: string }): void {
    if (typeof requestId !== 'number') return;
    const waiter = this.pending.get(requestId);
    if (!waiter) return;
    this.pending.delete(requestId);
    if (outcome.error !== undefined) waiter.reject(new Error(outcome.error));
    else waiter.resolve(outcome.value);
  }

  private readonly receive = (event: MessageEvent<HostMessage>): void => {
    if (event.origin !== window.location.origin || !this.frame || event.source !== this.frame) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    const error = typeof data.message === 'string' ? data.message : '';
    switch (data.type) {
      case 'menuOk':
        this.markReady();
        break;
      case 'projectChanged':
        this.events.changed();
        break;
      case 'run':
        this.events.run();
        break;
      case 'projectLoaded':
        this.settle(data.requestId, {});
        break;
      case 'project':
        if (data.project instanceof Blob) {
          const cover = data.cover instanceof Blob ? data.cover : null;
          this.settle(data.requestId, { value: { project: data.project, cover } });
        }
        break;
      case 'projectLoadError':
      case 'projectError':
        this.settle(data.requestId, { error });
        break;
      default:
        break;
    }
  };
}
