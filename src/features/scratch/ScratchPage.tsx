import { useSelector } from '@xstate/react';
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
import type { RestoreOffer, WorkSaveActorRef } from '../../components/editor';
import { useMessageApi } from '../../lib/MessageBridge';
import { isNewerThanServer, useRestorePoint } from '../../lib/restorePoint';
import type { ServerWork } from '../../lib/restorePoint';
import { LazyLoginModal } from '../account';
import { withWorkId, workIdOf } from '../../lib/workPaths';
import { SCRATCH_EDITOR_URL, ScratchEditorBridge } from './editorBridge';
import { scratchMessages as t } from './messages';
import './scratch.css';

/** A restore point is taken this long after the last change, so a drag of blocks is one write. */
const RESTORE_POINT_DELAY_MS = 1000;

/** What the editor is to show of a work: its project file (none: the editor's new project). */
interface OpenedWork {
  projectUrl: string | null;
  title: string;
  work: SavedWorkRef | null;
  server: ServerWork | null;
}

const NEW_WORK: OpenedWork = { projectUrl: null, title: t.untitled, work: null, server: null };

const selectWorkId = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) =>
  snapshot.context.work?.id ?? null;
const selectSavedAt = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) => snapshot.context.savedAt;

/**
 * /peixun/showScratch: the real Scratch 3 editor (/scratch-gui/ in work mode) below the save
 * toolbar, keeping the project as one of my works (DESIGN.md "Editors"): `?id=` opens a work of
 * mine, the first save gives a new one its `?id=`, and the cover is the stage at save time.
 */
export default function ScratchPage() {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const studentId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = workIdOf(searchParams);
  const [title, setTitle] = useState<string>(t.untitled);
  const [restoreOffer, setRestoreOffer] = useState<RestoreOffer | null>(null);
  const titleNow = useRef<string>(t.untitled);
  useEffect(() => {
    titleNow.current = title;
  });
  /** The work this page opened or gave itself by saving: a ?id= naming it needs no opening. */
  const openedId = useRef<number | null | undefined>(undefined);
  const restoreTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [bridge] = useState(() => new ScratchEditorBridge());
  useEffect(() => {
    bridge.connect();
    return () => bridge.dispose();
  }, [bridge]);
  const attachFrame = useCallback(
    (element: HTMLIFrameElement | null) => bridge.attach(element?.contentWindow ?? null),
    [bridge],
  );

  const track = useEditorTracking(OPUS_TYPE.scratch);

  /** Reads a work of mine from the server (its file as an object URL the caller revokes). */
  const open = useCallback(
    async (id: number | null): Promise<OpenedWork> => {
      if (id === null) return NEW_WORK;
      const { opus, project } = await dispatch(
        editorApi.endpoints.openOpus.initiate({ id, as: 'objectUrl' }, { track: false }),
      ).unwrap();
      return {
        projectUrl: project,
        title: opus.name,
        work: { id: opus.id, version: opus.version },
        server: { version: opus.version, updateTime: opus.updateTime },
      };
    },
    [dispatch],
  );

  /** Puts an opened work in the editor; the object URL is not needed once it is loaded. */
  const show = useCallback(
    async (opened: OpenedWork) => {
      if (opened.projectUrl === null) return;
      try {
        await bridge.load({ url: opened.projectUrl });
      } finally {
        URL.revokeObjectURL(opened.projectUrl);
      }
    },
    [bridge],
  );

  const save = useWorkSave({
    opusType: OPUS_TYPE.scratch,
    initialWork: null,
    getName: () => titleNow.current,
    fallbackName: t.untitled,
    async getProject() {
      const { project, cover } = await bridge.project();
      return cover ? { file: project, cover } : { file: project };
    },
    async loadLatest(id) {
      const opened = await open(id);
      await show(opened);
      setTitle(opened.title);
      return opened.work ?? { id, version: 0 };
    },
    onSaved(work: SavedOpus, kind) {
      openedId.current = work.id;
      if (kind === 'copy') setTitle(work.name);
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
  } = useRestorePoint<Blob>({ editor: 'scratch', studentId, workId });

  /** A restore point of the project as the editor holds it, a moment after the last change. */
  const keepSoon = useCallback(() => {
    if (restoreTimer.current) clearTimeout(restoreTimer.current);
    restoreTimer.current = setTimeout(() => {
      restoreTimer.current = null;
      bridge.project().then(
        ({ project }) =>
          recordRestorePoint({
            project,
            name: titleNow.current,
            baseVersion: save.getSnapshot().context.work?.version ?? null,
          }),
        () => undefined,
      );
    }, RESTORE_POINT_DELAY_MS);
  }, [bridge, recordRestorePoint, save]);
  useEffect(
    () => () => {
      if (restoreTimer.current) clearTimeout(restoreTimer.current);
    },
    [],
  );

  useEffect(() =>
    bridge.listen({
      changed() {
        save.send({ type: 'work.changed' });
        keepSoon();
      },
      run: () => track('run', workId ?? undefined),
    }),
  );

  // Opening: the work named by ?id= (or the editor's new project), then any newer changes left in
  // this browser. The ?id= this page gives itself after a first save or a copy names the work
  // already open.
  const openingSteps = {
    open,
    show,
    track,
    messageApi,
    findRestorePoint,
    dropRestorePoints,
    save,
    keepSoon,
  };
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
        if (!stillWanted()) return;
        await steps.show(opened);
      } catch (error) {
        steps.messageApi.error(errorText(error, t.openFailed));
        opened = NEW_WORK;
      }
      if (!stillWanted()) return;
      setTitle(opened.title);
      steps.save.send({ type: 'work.loaded', work: opened.work });
      steps.track('open', opened.work?.id);
      const workId = opened.work?.id ?? null;
      const point = await steps.findRestorePoint(workId);
      if (!stillWanted() || !point) return;
      if (!isNewerThanServer(point, opened.server)) {
        void steps.dropRestorePoints(workId);
        return;
      }
      setRestoreOffer({
        changedAt: point.changedAt,
        onRestore() {
          setRestoreOffer(null);
          setTitle(point.name);
          void point.project
            .arrayBuffer()
            .then((data) => bridge.load({ data }))
            .then(() => {
              steps.save.send({ type: 'work.changed' });
              // The points it came from make way for this page's own.
              void steps.dropRestorePoints(workId).then(steps.keepSoon);
              steps.track('restore', workId ?? undefined);
            })
            .catch((error: unknown) => steps.messageApi.error(errorText(error, t.openFailed)));
        },
        onDiscard() {
          setRestoreOffer(null);
          void steps.dropRestorePoints(workId);
        },
      });
    };
    void openWork();
  }, [requestedId, bridge]);

  // Once the server holds everything, the restore point has nothing more to offer.
  useEffect(() => {
    if (savedAt !== null && !selectHasUnsaved(save.getSnapshot())) discardRestorePoint();
  }, [savedAt, save, discardRestorePoint]);

  const changeTitle = useCallback(
    (next: string) => {
      setTitle(next);
      keepSoon();
    },
    [keepSoon],
  );

  return (
    <div className="scratch-page">
      <header className="scratch-bar">
        <h1 className="scratch-title">{t.routeTitle}</h1>
        <WorkSaveToolbar
          save={save}
          title={title}
          onTitleChange={changeTitle}
          SignInDialog={LazyLoginModal}
          restoreOffer={restoreOffer}
        />
      </header>
      <iframe ref={attachFrame} className="scratch-frame" title={t.editorLabel} src={SCRATCH_EDITOR_URL} />
    </div>
  );
}
