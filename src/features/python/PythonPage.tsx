import { CaretRightOutlined, ClearOutlined, StopOutlined } from '@ant-design/icons';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useSelector } from '@xstate/react';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OPUS_TYPE } from '../../../core/workTypes';
import type { SavedOpus } from '../../../core/workTypes';
import type { SavedWorkRef } from '../../../machines/workSave.machine';
import { errorText } from '../../../store/api/apiError';
import { editorApi } from '../../../store/api/editorApi';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { WorkSaveToolbar, selectHasUnsaved, useEditorTracking, useWorkSave } from '../../components/editor';
import {
  PYTHON_CODE,
  PythonConsole,
  PythonRunState,
  pythonRunnerMessages as runnerText,
  usePythonRun,
} from '../../components/python';
import type { Segment } from '../../components/python';
import type { RestoreOffer, WorkSaveActorRef } from '../../components/editor';
import { useMessageApi } from '../../lib/MessageBridge';
import { isNewerThanServer, useRestorePoint } from '../../lib/restorePoint';
import type { ServerWork } from '../../lib/restorePoint';
import { LazyLoginModal } from '../account';
import { withWorkId, workIdOf } from '../../lib/workPaths';
import { drawingCover, textCover } from './cover';
import { pythonMessages as t } from './messages';
import './python.css';

// The editable area is what a screen reader lands on: it carries the editor's name.
const EXTENSIONS = [...PYTHON_CODE, EditorView.contentAttributes.of({ 'aria-label': t.editorLabel })];
const SETUP = {
  lineNumbers: true,
  foldGutter: false,
  highlightActiveLine: true,
  syntaxHighlighting: false,
} as const;

/** What the editor shows of a work: the program, its title, and the server's version of it. */
interface OpenedWork {
  code: string;
  title: string;
  work: SavedWorkRef | null;
  server: ServerWork | null;
  hasCover: boolean;
}

const NEW_WORK: OpenedWork = {
  code: t.defaultProgram,
  title: t.untitled,
  work: null,
  server: null,
  hasCover: false,
};

const selectWorkId = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) =>
  snapshot.context.work?.id ?? null;
const selectSavedAt = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) => snapshot.context.savedAt;

/** The output as text, for a cover when nothing was drawn. */
function outputText(segments: Segment[]): string {
  return segments
    .map((segment) => (segment.kind === 'error' ? `${segment.error.headline}\n` : segment.text))
    .join('');
}

/**
 * /peixun/showPython: write Python, run it for real, draw with the turtle, and keep the program
 * as one of my works (DESIGN.md "Editors"): `?id=` opens a work of mine, the first save gives a
 * new one its `?id=`.
 */
export default function PythonPage() {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const studentId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = workIdOf(searchParams);
  const [code, setCode] = useState<string | null>(null);
  const [title, setTitle] = useState<string>(t.untitled);
  const [restoreOffer, setRestoreOffer] = useState<RestoreOffer | null>(null);
  const python = usePythonRun({
    onFinished() {
      cover.current.runs += 1;
      cover.current.wanted = true;
    },
  });
  const { segments } = python;
  const current = useRef({ code: '', title: t.untitled as string, segments: [] as Segment[] });
  useEffect(() => {
    current.current = { code: code ?? '', title, segments };
  });
  /** The work this page opened or gave itself by saving: a ?id= naming it needs no opening. */
  const openedId = useRef<number | null | undefined>(undefined);
  /**
   * The cover: wanted when the work has none, and again after each run (a save without one keeps
   * the server's). `sentAfterRun` is the run count when the save in flight took a picture.
   */
  const cover = useRef({ wanted: true, runs: 0, sentAfterRun: -1 });

  const track = useEditorTracking(OPUS_TYPE.python);

  /** Reads a work of mine from the server, or the new work's starting program. */
  const open = useCallback(
    async (id: number | null): Promise<OpenedWork> => {
      if (id === null) return NEW_WORK;
      const { opus, project } = await dispatch(
        editorApi.endpoints.openOpus.initiate({ id, as: 'text' }, { track: false }),
      ).unwrap();
      return {
        code: project,
        title: opus.name,
        work: { id: opus.id, version: opus.version },
        server: { version: opus.version, updateTime: opus.updateTime },
        hasCover: opus.cover !== '',
      };
    },
    [dispatch],
  );

  const save = useWorkSave({
    opusType: OPUS_TYPE.python,
    initialWork: null,
    getName: () => current.current.title,
    fallbackName: t.untitled,
    async getProject() {
      const file = new Blob([current.current.code], { type: 'text/x-python' });
      if (!cover.current.wanted) return { file };
      cover.current.sentAfterRun = cover.current.runs;
      const picture =
        python.paperRef.current && python.hasDrawing()
          ? await drawingCover(python.paperRef.current)
          : await textCover(outputText(current.current.segments) || current.current.code);
      return picture ? { file, cover: picture } : { file };
    },
    async loadLatest(id) {
      const opened = await open(id);
      setCode(opened.code);
      setTitle(opened.title);
      cover.current.wanted = !opened.hasCover;
      return opened.work ?? { id, version: 0 };
    },
    onSaved(work: SavedOpus, kind) {
      openedId.current = work.id;
      if (kind === 'copy') setTitle(work.name);
      // A run since the picture was taken wants a newer one.
      if (cover.current.sentAfterRun === cover.current.runs) cover.current.wanted = false;
      cover.current.sentAfterRun = -1;
      setSearchParams((params) => withWorkId(params, work.id), { replace: true });
    },
  });
  const workId = useSelector(save, selectWorkId);
  const savedAt = useSelector(save, selectSavedAt);
  const {
    record: recordRestorePoint,
    find: findRestorePoint,
    discard: discardRestorePoint,
    drop: dropRestorePoints,
  } = useRestorePoint<string>({ editor: 'python', studentId, workId });

  const keep = useCallback(
    (project: string, name: string) =>
      recordRestorePoint({ project, name, baseVersion: save.getSnapshot().context.work?.version ?? null }),
    [recordRestorePoint, save],
  );

  // Opening: the work named by ?id= (or a new one), then any newer changes left in this browser.
  // The ?id= this page gives itself after a first save or a copy names the work already open.
  const openingSteps = { open, track, messageApi, findRestorePoint, dropRestorePoints, save, keep };
  const opening = useRef(openingSteps);
  useEffect(() => {
    opening.current = openingSteps;
  });
  useEffect(() => {
    if (openedId.current === requestedId) return;
    openedId.current = requestedId;
    const steps = opening.current;
    const stillWanted = () => openedId.current === requestedId;
    const openWork = async () => {
      let opened = NEW_WORK;
      try {
        opened = await steps.open(requestedId);
      } catch (error) {
        steps.messageApi.error(errorText(error, t.openFailed));
      }
      if (!stillWanted()) return;
      setCode(opened.code);
      setTitle(opened.title);
      cover.current.wanted = !opened.hasCover;
      steps.save.send({ type: 'work.loaded', work: opened.work });
      steps.track('open', opened.work?.id);
      const workId = opened.work?.id ?? null;
      const point = await steps.findRestorePoint(workId);
      if (!stillWanted() || !point) return;
      if (point.project === opened.code || !isNewerThanServer(point, opened.server)) {
        void steps.dropRestorePoints(workId);
        return;
      }
      setRestoreOffer({
        changedAt: point.changedAt,
        onRestore() {
          setRestoreOffer(null);
          setCode(point.project);
          setTitle(point.name);
          steps.save.send({ type: 'work.changed' });
          // The points it came from make way for this page's own.
          void steps.dropRestorePoints(workId).then(() => steps.keep(point.project, point.name));
          steps.track('restore', workId ?? undefined);
        },
        onDiscard() {
          setRestoreOffer(null);
          void steps.dropRestorePoints(workId);
        },
      });
    };
    void openWork();
  }, [requestedId]);

  // Once the server holds everything, the restore point has nothing more to offer.
  useEffect(() => {
    if (savedAt !== null && !selectHasUnsaved(save.getSnapshot())) discardRestorePoint();
  }, [savedAt, save, discardRestorePoint]);

  const change = useCallback(
    (next: string) => {
      setCode(next);
      save.send({ type: 'work.changed' });
      keep(next, current.current.title);
    },
    [save, keep],
  );

  const changeTitle = useCallback(
    (next: string) => {
      setTitle(next);
      keep(current.current.code, next);
    },
    [keep],
  );

  const run = () => {
    if (code === null) return;
    python.run(code);
    track('run', workId ?? undefined);
  };

  const busy = python.state === 'running' || python.state === 'input';

  return (
    <div className="python-page">
      <header className="python-bar">
        <h1 className="python-title">{t.routeTitle}</h1>
        <WorkSaveToolbar
          save={save}
          title={title}
          onTitleChange={changeTitle}
          SignInDialog={LazyLoginModal}
          restoreOffer={restoreOffer}
        />
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          onClick={run}
          disabled={python.state !== 'ready' || code === null}
        >
          {runnerText.run}
        </Button>
        <Button danger icon={<StopOutlined />} onClick={python.stop} disabled={!busy}>
          {runnerText.stop}
        </Button>
        <Button icon={<ClearOutlined />} onClick={python.clear}>
          {runnerText.clearOutput}
        </Button>
        <PythonRunState state={python.state} />
      </header>
      <main className="python-main">
        <section className="python-editor" aria-label={t.editorLabel}>
          {code !== null && (
            <CodeMirror
              value={code}
              onChange={change}
              extensions={EXTENSIONS}
              basicSetup={SETUP}
              height="100%"
              autoFocus
            />
          )}
        </section>
        <PythonConsole run={python} />
      </main>
    </div>
  );
}
