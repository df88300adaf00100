import type {
  AdditionalCard,
  LinkableCard,
  ProfileFormBody,
  SaveAdditionalCardBody,
  ServerNotice,
} from '../../core/cardTypes';
import { cardPaths, profilePaths } from '../../core/cardTypes';
import type { EnvelopeMeta } from './axiosBaseQuery';
import { tokenExchangeEnded, tokenExchangeStarted } from '../slices/sessionSlice';
import { baseApi } from './baseApi';

const GROUP = { type: 'CardGroup', id: 'LIST' } as const;
const LINKABLE = { type: 'LinkableCard', id: 'LIST' } as const;

/** These calls answer with the envelope's sentence alone; the result is null. */
function noticeOf(_result: unknown, meta: EnvelopeMeta | undefined): ServerNotice {
  return { message: meta?.message ?? '' };
}

/**
 * Linked learning cards (SPEC.md §7 "Shell and home": steamCard, quicklogin) and the profile form
 * (improvePersonalInformation). Linking changes both lists; a quick login is followed by a reload,
 * so it invalidates nothing.
 */
export const cardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdditionalList: build.query<AdditionalCard[], void>({
      query: () => ({ url: cardPaths.additionalList }),
      providesTags: [GROUP],
    }),
    getOtherStudents: build.query<LinkableCard[], void>({
      query: () => ({ url: cardPaths.otherStudents }),
      providesTags: [LINKABLE],
    }),
    saveAdditionalCard: build.mutation<ServerNotice, SaveAdditionalCardBody>({
      query: ({ studentId, password }) => ({
        url: cardPaths.saveAdditionalCard,
        method: 'POST',
        data: { studentId, password },
      }),
      transformResponse: noticeOf,
      invalidatesTags: [GROUP, LINKABLE],
    }),
    /**
     * The new token of the chosen card; the caller's token is revoked by the server. The session
     * knows an exchange is under way, so calls refused for the old token meanwhile sign nobody out.
     */
    loginById: build.mutation<string, number>({
      query: (studentId) => ({ url: cardPaths.loginById(studentId), method: 'POST' }),
      async onQueryStarted(_studentId, { dispatch, queryFulfilled }) {
        dispatch(tokenExchangeStarted());
        // The switch keeps the new token in the same turn as the answer arrives (no other answer
        // comes between), so from here a refusal of the old token is told by the token alone.
        await queryFulfilled.catch(() => undefined);
        dispatch(tokenExchangeEnded());
      },
    }),
    improvePersonalInformation: build.mutation<ServerNotice, ProfileFormBody>({
      query: (form) => ({ url: profilePaths.improvePersonalInformation, method: 'POST', data: { ...form } }),
      transformResponse: noticeOf,
    }),
  }),
});

export const {
  useGetAdditionalListQuery,
  useGetOtherStudentsQuery,
  useSaveAdditionalCardMutation,
  useLoginByIdMutation,
  useImprovePersonalInformationMutation,
} = cardsApi;
