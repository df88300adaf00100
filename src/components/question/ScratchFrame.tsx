import { useCallback, useEffect, useRef } from 'react';

/** Messages the editor host page sends (public/scratch-gui/README.md). */
type HostMessage =
  | { type: 'menuOk' }
  | { type: 'getDownToken' }
  | { type: 'nextGo'; path: string }
  | { type: 'loadError' }
  | { type: 'submitError'; message: string };

function asHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path, message } = data as { type?: unknown; path?: unknown; message?: unknown };
  if (type === 'menuOk' || type === 'getDownToken' || type === 'loadError') return { type };
  if (type === 'nextGo' && typeof path === 'string' && path !== '') return { type, path };
  if (type === 'submitError') return { type, message: typeof message === 'string' ? message : '' };
  return null;
}

/** Texts of the frame; each page brings its own. */
export interface ScratchFrameTexts {
  /** The iframe's title (its accessible name). */
  title: string;
  hint: string;
  submitted: string;
  /** Passed to onProblem when the starter could not be loaded. */
  loadError?: string;
  /** Passed to onProblem when saving or uploading failed and the host gave no text. */
  submitError?: string;
}

export interface ScratchFrameProps {
  /** What the editor opens first: the task's starter (question.programmingPath) or the student's own project. */
  materialPath: string | null | undefined;
  /** The page is still finding out what to open (e.g. a link to the student's project): the editor waits. */
  materialPending?: boolean;
  accessToken: string | null;
  /** Path of the uploaded project, once submitted. */
  submittedPath: string;
  onSubmitted: (path: string) => void;
  /** Something went wrong inside the editor: a Chinese text for the student. */
  onProblem?: (text: string) => void;
  texts: ScratchFrameTexts;
  /** Prefix of the CSS classes: `<prefix>`, `<prefix>-frame`, `<prefix>-status`. */
  classPrefix: string;
  /** Make the status line a live region (role="status"). */
  liveStatus?: boolean;
}

/** The window-message target of the host page in a frame, for our own origin only. */
function postToHost(frame: HTMLIFrameElement | null, message: object): void {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * The Scratch 3 editor of a graphical task, and the parent side of its window-message bridge:
 * menuOk → load the material (once it is known); getDownToken → hand over the token for the
 * upload; nextGo → the uploaded project's path becomes the answer; loadError / submitError →
 * onProblem. Only our own host page, in this frame, is heard.
 */
export function ScratchFrame({
  materialPath,
  materialPending = false,
  accessToken,
  submittedPath,
  onSubmitted,
  onProblem,
  texts,
  classPrefix,
  liveStatus = false,
}: ScratchFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The listener is registered once; it reads the latest props through this ref.
  const props = { materialPath, materialPending, accessToken, onSubmitted, onProblem, texts };
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // The editor said menuOk and has not been given its first project yet.
  const awaitingLoad = useRef(false);
  const loadWhenKnown = useCallback(() => {
    const current = latest.current;
    if (!awaitingLoad.current || current.materialPending) return;
    awaitingLoad.current = false;
    postToHost(frame.current, { type: 'load', materialPath: current.materialPath || '' });
  }, []);
  // Whichever comes last, the editor's menuOk or the page knowing what to open, sends the load.
  useEffect(loadWhenKnown, [materialPending, loadWhenKnown]);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const host = frame.current?.contentWindow;
      if (!host || event.source !== host || event.origin !== origin) return;
      const message = asHostMessage(event.data);
      if (!message) return;
      const current = latest.current;
      switch (message.type) {
        case 'menuOk':
          awaitingLoad.current = true;
          loadWhenKnown();
          return;
        case 'getDownToken':
          host.postMessage({ type: 'downToken', accessToken: current.accessToken ?? '' }, origin);
          return;
        case 'nextGo':
          current.onSubmitted(message.path);
          return;
        case 'loadError':
          current.onProblem?.(current.texts.loadError ?? '');
          return;
        case 'submitError':
          current.onProblem?.(message.message || (current.texts.submitError ?? ''));
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [loadWhenKnown]);

  const statusClass = `${classPrefix}-status`;
  return (
    <div className={classPrefix}>
      <iframe
        ref={frame}
        className={`${classPrefix}-frame`}
        src="/scratch-gui/"
        title={texts.title}
        height={700}
      />
      <p
        className={submittedPath ? `${statusClass} is-done` : statusClass}
        role={liveStatus ? 'status' : undefined}
      >
        {submittedPath ? texts.submitted : texts.hint}
      </p>
    </div>
  );
}
