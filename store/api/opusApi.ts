import type { StoreExtra } from '../deps';
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { OpusDetail } from '../../core/galleryTypes';
import type { OpusReaction } from '../../core/homeTypes';
import type { SavedOpus } from '../../core/workTypes';
import type { RequestArgs, axiosBaseQuery } from './axiosBaseQuery';
import { baseApi } from './baseApi';
import { homeApi } from './homeApi';

const STUDENT = '/api/v3/student';

/** A like or favourite set (`on`) or taken back (the same call with `?cancel=1`). */
export interface OpusToggleArgs {
  id: number;
  on: boolean;
}

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type Reaction = Omit<OpusReaction, 'opusId'>;
type Kind = 'praise' | 'collection';

/** What a toggle changes of the counts a screen shows, before the server has answered. */
function expected(current: Reaction, kind: Kind, on: boolean): Reaction {
  if (kind === 'praise') {
    if (current.isPraised === on) return current;
    return { ...current, isPraised: on, praiseNumber: Math.max(0, current.praiseNumber + (on ? 1 : -1)) };
  }
  if (current.isCollectioned === on) return current;
  return {
    ...current,
    isCollectioned: on,
    collectionNumber: Math.max(0, current.collectionNumber + (on ? 1 : -1)),
  };
}

function assign(target: Reaction, reaction: Reaction): void {
  target.praiseNumber = reaction.praiseNumber;
  target.collectionNumber = reaction.collectionNumber;
  target.isPraised = reaction.isPraised;
  target.isCollectioned = reaction.isCollectioned;
}

/**
 * The work's page and the home's classmate news show the same counts: both caches are written,
 * first with what the click should do, then with the server's recount.
 */
function patchEverywhere(getState: () => unknown, opusId: number, write: (current: Reaction) => Reaction) {
  const state = getState() as ApiState;
  const patches = homeApi.util.selectCachedArgsForQuery(state, 'getClassmateDynamicList').map((args) =>
    homeApi.util.updateQueryData('getClassmateDynamicList', args, (page) => {
      for (const item of page.list) if (item.opusId === opusId) assign(item, write(item));
    }),
  );
  patches.push(
    opusApi.util.updateQueryData('getOpusDetails', opusId, (detail) => assign(detail, write(detail))),
  );
  return patches;
}

const TOGGLE_PATHS: Record<Kind, string> = {
  praise: 'operationOpusPraise',
  collection: 'operationOpusCollection',
};

function toggleRequest(kind: Kind, { id, on }: OpusToggleArgs): RequestArgs {
  return {
    url: `${STUDENT}/common/${TOGGLE_PATHS[kind]}/${id}`,
    method: 'POST',
    ...(on ? {} : { params: { cancel: 1 } }),
  };
}

/** Shows the click at once, then the server's recount; a refused click is taken back. */
function settleToggle(
  kind: Kind,
): TypedMutationOnQueryStarted<OpusReaction, OpusToggleArgs, typeof axiosBaseQuery> {
  return async ({ id, on }, { dispatch, getState, queryFulfilled }) => {
    const optimistic = patchEverywhere(getState, id, (current) => expected(current, kind, on)).map((patch) =>
      dispatch(patch),
    );
    try {
      const { data } = await queryFulfilled;
      patchEverywhere(getState, id, () => data).forEach((patch) => dispatch(patch));
    } catch {
      // The caller tells the child; the counts go back to what the server last said.
      optimistic.forEach((patch) => patch.undo());
    }
  };
}

/**
 * A work's page (core/galleryTypes.ts): the work as the viewer may see it, like and favourite as
 * real toggles, and remixing it into my works.
 */
export const opusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOpusDetails: build.query<OpusDetail, number>({
      query: (id) => ({ url: `${STUDENT}/getOpusDetails`, params: { id } }),
      providesTags: (_detail, _error, id) => [{ type: 'Opus', id }],
    }),

    /**
     * A Python work's program, read from `OpusDetail.projectUrl` (a signed link: no token, and
     * the file is not an envelope). Keyed by the link, which changes with every detail answer.
     */
    getOpusProgram: build.query<string, string>({
      async queryFn(projectUrl, api) {
        const { getHttp } = api.extra as StoreExtra;
        try {
          const http = await getHttp();
          const response = await http.get<string>(projectUrl, { responseType: 'text', signal: api.signal });
          return { data: String(response.data) };
        } catch (error) {
          return { error: { status: 'NETWORK_ERROR', message: (error as Error).message ?? '' } };
        }
      },
    }),

    setOpusPraise: build.mutation<OpusReaction, OpusToggleArgs>({
      query: (args) => toggleRequest('praise', args),
      onQueryStarted: settleToggle('praise'),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Gallery', id }],
    }),

    setOpusCollection: build.mutation<OpusReaction, OpusToggleArgs>({
      query: (args) => toggleRequest('collection', args),
      onQueryStarted: settleToggle('collection'),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Gallery', id },
        { type: 'Collection', id },
        { type: 'Collection', id: 'LIST' },
      ],
    }),

    /** A remix of the work in my works: private, crediting the original, which lists it. */
    remixOpus: build.mutation<SavedOpus, number>({
      query: (id) => ({ url: `${STUDENT}/copyOpus/${id}`, method: 'POST', data: {} }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Opus', id },
        { type: 'MyOpus', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetOpusDetailsQuery,
  useGetOpusProgramQuery,
  useSetOpusPraiseMutation,
  useSetOpusCollectionMutation,
  useRemixOpusMutation,
} = opusApi;
