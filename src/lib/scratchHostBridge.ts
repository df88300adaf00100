/**
 * The page's side of the Scratch host page's window messages, in any of its modes
 * (public/scratch-gui/README.md): both sides are this origin, only the host's own frame is
 * listened to, `menuOk` makes it ready, and a request carries a number the host's answer repeats.
 * Each mode says what its other messages mean (`receiveFromHost`).
 */

/** A message from the host; every field is checked before it is used. */
export interface HostMessage {
  type?: unknown;
  requestId?: unknown;
  [field: string]: unknown;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export abstract class ScratchHostBridge {
  private frame: Window | null = null;
  private nextRequest = 1;
  private readonly pending = new Map<number, Pending>();
  private markReady: () => void = () => undefined;
  /** Settles when the host is usable (its `menuOk`). */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  /** Starts listening to the host; `dispose` stops (a page mounted again connects again). */
  connect(): void {
    window.addEventListener('message', this.receive);
  }

  /** The host's frame, once it is in the page. */
  attach(frame: Window | null): void {
    this.frame = frame;
  }

  dispose(): void {
    window.removeEventListener('message', this.receive);
    for (const waiter of this.pending.values()) waiter.reject(new Error('closed'));
    this.pending.clear();
  }

  /** What this mode does with a message of the host other than `menuOk`. */
  protected abstract receiveFromHost(message: HostMessage): void;

  protected post(message: Record<string, unknown>): void {
    this.frame?.postMessage(message, window.location.origin);
  }

  /** Sends a request and waits for the host's answer to it (see `settle`). */
  protected request(message: Record<string, unknown>): Promise<unknown> {
    const requestId = this.nextRequest;
    this.nextRequest += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.post({ ...message, requestId });
    });
  }

  protected settle(requestId: unknown, outcome: { value?: unknown } | { error: string }): void {
    if (typeof requestId !== 'number') return;
    const waiter = this.pending.get(requestId);
    if (!waiter) return;
    this.pending.delete(requestId);
    if ('error' in outcome) waiter.reject(new Error(outcome.error));
    else waiter.resolve(outcome.value);
  }

  private readonly receive = (event: MessageEvent<HostMessage>): void => {
    if (event.origin !== window.location.origin || !this.frame || event.source !== this.frame) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'menuOk') this.markReady();
    else this.receiveFromHost(data);
  };
}
