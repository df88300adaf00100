import type {
  ActivationResult,
  BankItem,
  KnowledgePointDetail,
  KnowledgePointRow,
  PracticeBatch,
  PracticeBatchRequest,
} from '../../core/questionBankTypes';
import { decodeText } from '../../core/questionText';
import { baseApi } from './baseApi';
import { tikuPost, userScoped } from './userScopedQuery';

/** What a screen asks for; the student's own ids are added from the session. */
export type PracticeBatchArgs = Omit<PracticeBatchRequest, 'userId' | 'userName'>;

export interface KnowledgePointListArgs {
  /** Keyword typed into the search box; blank means every point. */
  name?: string;
}

/**
 * Question-bank calls of SPEC.md §7: activation, the student's banks and knowledge points, and
 * drawing a practice batch. Activation grants banks, so it refreshes both lists.
 */
export const questionBankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    activationProductCode: build.mutation<ActivationResult, { activationCode: string }>({
      queryFn: userScoped(({ activationCode }, { userId, userName }) =>
        tikuPost('activationProductCode', { activationCode, userId, userName }),
      ),
      invalidatesTags: [
        { type: 'Bank', id: 'LIST' },
        { type: 'KnowledgePoint', id: 'LIST' },
      ],
    }),
    getMyQuestionBankList: build.query<BankItem[], void>({
      queryFn: userScoped((_arg: void, { userId }) => tikuPost('getMyQuestionBankList', { userId })),
      providesTags: (banks = []) => [
        ...banks.map(({ id }) => ({ type: 'Bank' as const, id })),
        { type: 'Bank', id: 'LIST' },
      ],
    }),
    getMyKnowledgePointList: build.query<KnowledgePointRow[], KnowledgePointListArgs>({
      queryFn: userScoped(({ name }: KnowledgePointListArgs, { userId }) => {
        const keyword = name?.trim();
        return tikuPost('getMyKnowledgePointList', keyword ? { userId, name: keyword } : { userId });
      }),
      providesTags: (rows = []) => [
        ...rows.map(({ knowledgePointId }) => ({ type: 'KnowledgePoint' as const, id: knowledgePointId })),
        { type: 'KnowledgePoint', id: 'LIST' },
      ],
    }),
    getKnowledgePointDetail: build.query<KnowledgePointDetail, number>({
      queryFn: userScoped(
        (id: number, { userId }) => tikuPost('getKnowledgePointDetail', { userId, id }),
        // SPEC.md §3: the explanation travels URI-encoded; decoded here, once.
        (raw) => {
          const detail = raw as KnowledgePointDetail;
          return { ...detail, txtSolution: decodeText(detail.txtSolution ?? '') };
        },
      ),
      providesTags: (_detail, _error, id) => [{ type: 'KnowledgePoint', id }],
    }),
    /** A new batch changes nothing cached: counts and accuracy move only when answers are saved. */
    getPracticeBatchInfo: build.mutation<PracticeBatch, PracticeBatchArgs>({
      queryFn: userScoped((request: PracticeBatchArgs, { userId, userName }) =>
        tikuPost('getPracticeBatchInfo', { ...request, userId, userName }),
      ),
    }),
  }),
});

export const {
  useActivationProductCodeMutation,
  useGetMyQuestionBankListQuery,
  useGetMyKnowledgePointListQuery,
  useGetKnowledgePointDetailQuery,
  useGetPracticeBatchInfoMutation,
} = questionBankApi;
