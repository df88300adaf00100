import { useEffect, useRef } from 'react';
import { practiceMessages as t } from './messages';

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

interface ScratchFrameProps {
  /** Starter project of the task (question.programmingPath). */
  materialPath: string | null | undefined;
  accessToken: string | null;
  /** Path of the uploaded project, once submitted. */
  submittedPath: string;
  onSubmitted: (path: string) => void;
  /** Something went wrong inside the editor: a Chinese text for the student. */
  onProblem: (text: string) => void;
}

/**
 * The Scratch 3 editor of a graphical task, and the parent side of its window-message bridge:
 * menuOk → load the material; getDownToken → hand over the token for the upload; nextGo → the
 * uploaded project's path becomes the answer. Only our own host page, in this frame, is heard.
 */
export function ScratchFrame({
  materialPath,
  accessToken,
  submittedPath,
  onSubmitted,
  onProblem,
}: ScratchFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The listener is registered once; it reads the latest props through this ref.
  const latest = useRef({ materialPath, accessToken, onSubmitted, onProblem });
  useEffect(() => {
    latest.current = { materialPath, accessToken, onSubmitted, onProblem };
  });

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const host = frame.current?.contentWindow;
      if (!host || event.source !== host || event.origin !== origin) return;
      const message = asHostMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'menuOk':
          host.postMessage({ type: 'load', materialPath: latest.current.materialPath ?? '' }, origin);
          return;
        case 'getDownToken':
          host.postMessage({ type: 'downToken', accessToken: latest.current.accessToken ?? '' }, origin);
          return;
        case 'nextGo':
          latest.current.onSubmitted(message.path);
          return;
        case 'loadError':
          latest.current.onProblem(t.scratchLoadError);
          return;
        case 'submitError':
          latest.current.onProblem(message.message || t.scratchSubmitError);
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="practice-scratch">
      <iframe
        ref={frame}
        className="practice-scratch-frame"
        src="/scratch-gui/"
        title={t.scratchTitle}
        height={700}
      />
      <p
        className={submittedPath ? 'practice-scratch-status is-done' : 'practice-scratch-status'}
        role="status"
      >
        {submittedPath ? t.scratchSubmitted : t.scratchHint}
      </p>
    </div>
  );
}
