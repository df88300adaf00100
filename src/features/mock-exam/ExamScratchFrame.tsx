import { useEffect, useRef } from 'react';
import { mockExamMessages as t } from './messages';

interface ExamScratchFrameProps {
  /** The task's starter (question.programmingPath). */
  materialPath: string | null | undefined;
  accessToken: string | null;
  /** The uploaded project once submitted: on resume the editor reopens the student's own work. */
  submittedPath: string;
  onSubmitted: (path: string) => void;
}

/**
 * The Scratch editor of a graphical task in the exam, parent side of the window-message bridge
 * of public/scratch-gui/README.md: menuOk → load, getDownToken → the token, nextGo → the answer.
 * Only our own host page, in this frame, is heard.
 */
export function ExamScratchFrame({
  materialPath,
  accessToken,
  submittedPath,
  onSubmitted,
}: ExamScratchFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The listener is registered once; it reads the latest props through this ref.
  const latest = useRef({ materialPath, accessToken, submittedPath, onSubmitted });
  useEffect(() => {
    latest.current = { materialPath, accessToken, submittedPath, onSubmitted };
  });

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const host = frame.current?.contentWindow;
      if (!host || event.source !== host || event.origin !== origin) return;
      const { type, path } = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as {
        type?: unknown;
        path?: unknown;
      };
      const current = latest.current;
      if (type === 'menuOk') {
        host.postMessage(
          { type: 'load', materialPath: current.submittedPath || current.materialPath || '' },
          origin,
        );
      } else if (type === 'getDownToken') {
        host.postMessage({ type: 'downToken', accessToken: current.accessToken ?? '' }, origin);
      } else if (type === 'nextGo' && typeof path === 'string' && path !== '') {
        current.onSubmitted(path);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="exam-scratch">
      <iframe
        ref={frame}
        className="exam-scratch-frame"
        src="/scratch-gui/"
        title={t.scratchTitle}
        height={700}
      />
      <p className={submittedPath ? 'exam-scratch-status is-done' : 'exam-scratch-status'}>
        {submittedPath ? t.scratchSubmitted : t.scratchHint}
      </p>
    </div>
  );
}
