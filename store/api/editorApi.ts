import type { StoreExtra } from '../deps';
import type { EditorEvent, OpusProject, OpusType, SavedOpus } from '../../core/workTypes';
import { isTransient } from './apiError';
import { baseApi } from './baseApi';

/** The editors' calls (core/workTypes.ts). */
export const editorPaths = {
  open: '/api/v3/student/getOpusPathFormAliOss',
  save: '/api/v3/student/saveOpus',
  copy: (id: number) => `/api/v3/student/copyOpus/${id}`,
  tracking: '/api/v3/student/common/showScratchEvent/tracking',
} as const;

export interface OpenOpusArgs {
  id: number;
  /** Python programs are read as text; a Scratch project becomes an object URL the caller revokes. */
  as: 'text' | 'objectUrl';
}

export interface OpenedOpus {
  opus: OpusProject;
  /** The program's text, or an object URL of the project file. */
  project: string;
}

export interface SaveOpusArgs {
  /** Save over this work at this version; absent saves a new work. */
  work?: { id: number; version: number };
  name: string;
  opusType: OpusType;
  file: Blob;
  /** A new cover; absent keeps the one the work has. */
  cover?: Blob;
}

/**
 * An editor saves in the background, so only a refusal it cannot wait out is an error. A server
 * out of reach and an expired session are outcomes the page waits out (离线, the sign-in dialog)
 * while the work stays in the editor: as a rejection, the expired session would sign the student
 * out and take them to /login, away from an unsaved work. A version that is not the server's any
 * more (409 `WORK_STALE`) waits for the student's choice.
 */
export type SaveOpusOutcome =
  { kind: 'saved'; work: SavedOpus } | { kind: 'stale' } | { kind: 'signedOut' } | { kind: 'unreachable' };

export interface CopyOpusArgs {
  id: number;
  name?: string;
}

const PROJECT_FILE_NAME: Record<OpusType, string> = { 1: 'project.sb3', 2: 'main.py' };

function saveForm({ work, name, opusType, file, cover }: SaveOpusArgs): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('opusType', String(opusType));
  if (work) {
    form.append('id', String(work.id));
    form.append('baseVersion', String(work.version));
  }
  form.append('file', file, PROJECT_FILE_NAME[opusType]);
  if (cover) form.append('cover', cover, 'cover.png');
  return form;
}

const myWorksChanged = (id: number) => [
  { type: 'MyOpus' as const, id },
  { type: 'MyOpus' as const, id: 'LIST' },
];

export const editorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One of my works and its project file: `getOpusPathFormAliOss` gives the work and a signed
     * link that lives five minutes, so the file is read at once and the link never cached.
     */
    openOpus: build.mutation<OpenedOpus, OpenOpusArgs>({
      async queryFn({ id, as }, api, _extra, baseQuery) {
        const found = await baseQuery({ url: editorPaths.open, params: { id } });
        if (found.error) return { error: found.error };
        const opus = found.data as OpusProject;
        const { getHttp } = api.extra as StoreExtra;
        try {
          const http = await getHttp();
          // The link is signed: it needs no token, and the file is not an envelope.
          const response = await http.get<string | Blob>(opus.projectUrl, {
            responseType: as === 'text' ? 'text' : 'blob',
            signal: api.signal,
          });
          const project = as === 'text' ? String(response.data) : URL.createObjectURL(response.data as Blob);
          return { data: { opus, project } };
        } catch (error) {
          return { error: { status: 'NETWORK_ERROR', message: (error as Error).message ?? '' } };
        }
      },
    }),

    saveOpus: build.mutation<SaveOpusOutcome, SaveOpusArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const response = await baseQuery({ url: editorPaths.save, method: 'POST', data: saveForm(args) });
        if (response.error === undefined)
          return { data: { kind: 'saved', work: response.data as SavedOpus } };
        const { error } = response;
        if (error.status === 401) return { data: { kind: 'signedOut' } };
        if (error.status === 409 && error.errorCode === 'WORK_STALE') return { data: { kind: 'stale' } };
        if (isTransient(error)) return { data: { kind: 'unreachable' } };
        return { error };
      },
      invalidatesTags: (outcome) => (outcome?.kind === 'saved' ? myWorksChanged(outcome.work.id) : []),
    }),

    /** A copy of one of my works as the server holds it (version 1, `originalId` set). */
    copyOpus: build.mutation<SaveOpusOutcome, CopyOpusArgs>({
      async queryFn({ id, name }, _api, _extra, baseQuery) {
        const response = await baseQuery({
          url: editorPaths.copy(id),
          method: 'POST',
          data: name === undefined ? {} : { name },
        });
        if (response.error === undefined)
          return { data: { kind: 'saved', work: response.data as SavedOpus } };
        const { error } = response;
        if (error.status === 401) return { data: { kind: 'signedOut' } };
        if (isTransient(error)) return { data: { kind: 'unreachable' } };
        return { error };
      },
      invalidatesTags: (outcome) => (outcome?.kind === 'saved' ? myWorksChanged(outcome.work.id) : []),
    }),

    /**
     * What the editors count (opened, saved, run…). Counting must never disturb a student at
     * work: a failure, an expired session included, is dropped here instead of reaching the
     * global error listener.
     */
    trackEditorEvent: build.mutation<null, EditorEvent>({
      async queryFn(event, _api, _extra, baseQuery) {
        await baseQuery({ url: editorPaths.tracking, method: 'POST', data: { ...event } });
        return { data: null };
      },
    }),
  }),
});

export const { useOpenOpusMutation, useSaveOpusMutation, useCopyOpusMutation, useTrackEditorEventMutation } =
  editorApi;
