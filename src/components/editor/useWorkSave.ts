import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { WORK_LIMITS } from '../../../core/workTypes';
import type { OpusType, SavedOpus } from '../../../core/workTypes';
import { createWorkSaveMachine, workSaveStatus } from '../../../machines/workSave.machine';
import type {
  SaveOutcome,
  SaveRequest,
  SavedWorkRef,
  WorkSaveStatus,
} from '../../../machines/workSave.machine';
import { quietWhenShown } from '../../../store/api/apiError';
import { editorApi } from '../../../store/api/editorApi';
import type { SaveOpusOutcome } from '../../../store/api/editorApi';
import type { AppDispatch } from '../../../store';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectAccessToken, selectUserInfo } from '../../../store/slices/sessionSlice';
import { workSaveMessages as t } from './messages';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

/** The project as the editor holds it when a save starts. */
export interface EditorProject {
  file: Blob;
  /** A fresh cover (PNG); absent keeps the one the work has. */
  cover?: Blob;
}

export interface WorkSaveOptions {
  opusType: OpusType;
  /** The work the editor opened with; null for a new one. Later works arrive as `work.loaded`. */
  initialWork: SavedWorkRef | null;
  /** The title as typed; an empty one saves under `fallbackName`. */
  getName: () => string;
  fallbackName: string;
  getProject: () => Promise<EditorProject>;
  /** 加载最新版本: put the server's newest version of the work in the editor and answer it. */
  loadLatest: (id: number) => Promise<SavedWorkRef>;
  /**
   * After each save the server took. The first one gives a new work its id; a copy is another
   * work under another name, which the page's title takes on.
   */
  onSaved?: (work: SavedOpus, kind: 'save' | 'copy') => void;
}

/** A copy's name: the title with 的副本, cut to the longest name the server takes. */
export function copyName(name: string): string {
  return `${name}${t.copySuffix}`.slice(0, WORK_LIMITS.nameMaxLength);
}

/** The machine with its calls provided by the store's endpoints and the page's editor. */
/** The page's latest options, read by the machine's calls when they run. */
class EditorEdge {
  constructor(private options: WorkSaveOptions) {}

  update(options: WorkSaveOptions): void {
    this.options = options;
  }

  get current(): WorkSaveOptions {
    return this.options;
  }
}

function provideWorkSave(dispatch: AppDispatch, edge: EditorEdge) {
  return createWorkSaveMachine().provide({
    actors: {
      save: fromPromise<SaveOutcome, SaveRequest>(async ({ input }) => {
        const { opusType, getName, fallbackName, getProject, onSaved } = edge.current;
        const title = getName().trim() || fallbackName;
        const name = input.copyOf === null ? title : copyName(title);
        let outcome: SaveOpusOutcome;
        if (input.copyOf !== null && !input.changed) {
          outcome = await quietWhenShown(
            dispatch(
              editorApi.endpoints.copyOpus.initiate({ id: input.copyOf, name }, { track: false }),
            ).unwrap(),
          );
        } else {
          const project = await getProject();
          outcome = await quietWhenShown(
            dispatch(
              editorApi.endpoints.saveOpus.initiate(
                { work: input.work ?? undefined, name, opusType, ...project },
                { track: false },
              ),
            ).unwrap(),
          );
        }
        if (outcome.kind === 'saved') {
          const kind = input.copyOf === null ? 'save' : 'copy';
          onSaved?.(outcome.work, kind);
          void dispatch(
            editorApi.endpoints.trackEditorEvent.initiate(
              { event: kind, opusType, opusId: outcome.work.id },
              { track: false },
            ),
          );
        }
        return outcome;
      }),
      loadLatest: fromPromise<SavedWorkRef, { id: number }>(({ input }) => edge.current.loadLatest(input.id)),
    },
  });
}

/**
 * The work-save machine of one editor page, with its calls provided by the store's endpoints:
 * the save reads the editor's project when it starts; the browser's online/offline events, a
 * new sign-in and leaving the page with unsaved changes are passed on to it.
 */
export function useWorkSave(options: WorkSaveOptions) {
  const dispatch = useAppDispatch();
  // The machine is made once; its calls read the page's latest options from this holder.
  const [edge] = useState(() => new EditorEdge(options));
  useEffect(() => edge.update(options));
  const studentId = useAppSelector(selectUserInfo)?.id ?? null;
  const accessToken = useAppSelector(selectAccessToken);
  // Whose works this page saves over: the student who opened it.
  const [ownerId] = useState(studentId);

  const [machine] = useState(() => provideWorkSave(dispatch, edge));
  const actor = useInspectedActorRef('workSave', machine, { input: { work: options.initialWork } });

  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);

  // The sign-in dialog put a new token in the session: the save that was refused goes out again.
  const tokenAtRefusal = useRef(accessToken);
  const status = useSelector(actor, selectWorkSaveStatus);
  useEffect(() => {
    if (status !== 'signIn') {
      tokenAtRefusal.current = accessToken;
      return;
    }
    if (accessToken && accessToken !== tokenAtRefusal.current) {
      tokenAtRefusal.current = accessToken;
      actor.send({ type: 'signin.done', sameStudent: studentId === ownerId });
    }
  }, [actor, status, accessToken, studentId, ownerId]);

  const unsaved = useSelector(actor, selectHasUnsaved);
  useEffect(() => {
    if (!unsaved) return undefined;
    // The browser asks before the page goes; a restore point is kept either way.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return actor;
}

export type WorkSaveActorRef = ReturnType<typeof useWorkSave>;

type WorkSaveSnapshot = ReturnType<WorkSaveActorRef['getSnapshot']>;

export const selectWorkSaveStatus = (snapshot: WorkSaveSnapshot): WorkSaveStatus => workSaveStatus(snapshot);

export const selectHasUnsaved = (snapshot: WorkSaveSnapshot): boolean =>
  snapshot.context.changeCount > snapshot.context.savedChange;
