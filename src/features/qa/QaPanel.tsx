import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Alert, Button, Drawer, Empty, Space } from 'antd';
import { BugOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useStore } from 'react-redux';
import type { RootState } from '../../../store';
import { useLazyGetReplayFileQuery } from '../../../store/api/problemReportsApi';
import { useAppDispatch } from '../../../store/hooks';
import { liveActors, subscribeInspection, subscribeLiveActors } from '../../lib/actorRegistry';
import { useMessageApi } from '../../lib/MessageBridge';
import { ActorCard } from './ActorCard';
import { qaMessages } from './messages';
import { replayRequest } from './qaSwitch';
import { downloadStateFile, exportCurrentState, replayState } from './stateTransfer';
import './qa.css';

const t = qaMessages.panel;

/** One replay per page load, however often the panel mounts. */
let replayStarted = false;

function useLiveActors() {
  const [list, setList] = useState(liveActors);
  useEffect(() => subscribeLiveActors(() => setList(liveActors())), []);
  return list;
}

/** The browser inspector (@statelyai/inspect), loaded with its first opening: it opens a window. */
function useStatelyInspector() {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return async () => {
    stop.current?.();
    const { createBrowserInspector } = await import(
      /* webpackChunkName: "stately-inspect" */ '@statelyai/inspect'
    );
    const inspector = createBrowserInspector();
    const unsubscribe = subscribeInspection((event) => inspector.inspect.next?.(event));
    stop.current = () => {
      unsubscribe();
      inspector.stop();
    };
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : t.replayLoadFailed;
}

/**
 * The QA panel: the browser inspector, every live machine (state, context, latest events, events
 * to send), and the state file — exported for a developer, or replayed from a file dropped here
 * or named by `?replay=`.
 */
export default function QaPanel() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const actors = useLiveActors();
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const openInspector = useStatelyInspector();
  const fileInput = useRef<HTMLInputElement>(null);
  const [loadReplay] = useLazyGetReplayFileQuery();

  /** Replays what `load` gives; the reason it could not, in words, or null once the page goes. */
  const replay = async (load: () => Promise<unknown>): Promise<string | null> => {
    messageApi.info(t.replaying);
    try {
      await replayState(await load(), dispatch);
      return null;
    } catch (error) {
      return t.replayFailed(errorText(error));
    }
  };
  const showProblem = (text: string | null) => {
    setProblem(text);
    if (text) setOpen(true);
  };

  useEffect(() => {
    if (replayStarted || replayRequest === null) return;
    replayStarted = true;
    const source = replayRequest;
    void replay(async () => {
      if (/^(\/|https?:)/.test(source)) {
        const response = await fetch(source);
        if (!response.ok) throw new Error(t.replayLoadFailed);
        return response.text();
      }
      return loadReplay(source).unwrap();
    }).then(showProblem);
    // Runs once per page load; `replay` closes over nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const exportState = () => {
    downloadStateFile(exportCurrentState(store.getState()));
    messageApi.success(t.exported);
  };
  const replayFile = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    void replay(() => file.text()).then(showProblem);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    replayFile(event.dataTransfer.files[0]);
  };

  return (
    <>
      <Button className="qa-toggle" icon={<BugOutlined />} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <Drawer title={t.title} open={open} onClose={() => setOpen(false)} size={560} className="qa-drawer">
        {problem && <Alert type="error" showIcon message={problem} className="qa-problem" />}
        <section aria-labelledby="qa-inspector" className="qa-section">
          <h3 id="qa-inspector">{t.inspector}</h3>
          <p className="qa-hint">{t.inspectorHint}</p>
          <Button onClick={() => void openInspector()}>{t.openInspector}</Button>
        </section>
        <section aria-labelledby="qa-actors" className="qa-section">
          <h3 id="qa-actors">{t.actors}</h3>
          {actors.length === 0 ? (
            <Empty description={t.noActors} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Space orientation="vertical" size={12} className="qa-actor-list">
              {actors.map((actor) => (
                <ActorCard key={actor.ref.sessionId} actor={actor} />
              ))}
            </Space>
          )}
        </section>
        <section aria-labelledby="qa-state-file" className="qa-section">
          <h3 id="qa-state-file">{t.stateFile}</h3>
          <Button type="primary" icon={<DownloadOutlined />} onClick={exportState}>
            {t.export}
          </Button>
          <button
            type="button"
            className="qa-drop"
            onClick={() => fileInput.current?.click()}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop}
          >
            <InboxOutlined aria-hidden />
            <span>{t.dropZone}</span>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t.dropZone}
            onChange={(event) => replayFile(event.target.files?.[0])}
          />
        </section>
      </Drawer>
    </>
  );
}
