import type {
  MistakeItem,
  MistakesPage,
  MistakesQuery,
  Question,
  QuestionTypeCounts,
} from '../../core/questionBankTypes';
import { decodeMistakeItem, decodeQuestion } from '../../core/questionText';
import type { ApiError } from './apiError';
import { baseApi } from './baseApi';
import { tikuPost, userScoped, withSessionUser } from './userScopedQuery';
import type { RunRequest } from './userScopedQuery';
import { COUNT_KEY_OF_TYPE, emptyTypeCounts } from '../../core/questionTypeCounts';

export type MistakesPageArgs = Omit<MistakesQuery, 'userId'>;

/** The whole (optionally per-knowledge-point) book, summed up for practice and clean-up. */
export interface MistakeBookSummary extends QuestionTypeCounts {
  totalCount: number;
  masteredIds: number[];
}

/** The largest page the screen itself offers (SPEC.md §9), so a scan asks for nothing unusual. */
const SCAN_PAGE_SIZE = 50;
/** A book is small; the cap only guards against a server that keeps reporting more. */
const SCAN_MAX_PAGES = 200;

function decodePage(raw: unknown): MistakesPage {
  const page = raw as MistakesPage;
  return { ...page, list: page.list.map(decodeMistakeItem) };
}

/** Every wrong answer of the book (or of one knowledge point), page by page. */
async function scanBook(
  run: RunRequest,
  userId: number,
  knowledgePointId: number | undefined,
): Promise<{ items: MistakeItem[] } | { error: ApiError }> {
  const items: MistakeItem[] = [];
  for (let pageNumber = 1; pageNumber <= SCAN_MAX_PAGES; pageNumber += 1) {
    const body = {
      userId,
      pageNumber,
      pageSize: SCAN_PAGE_SIZE,
      ...(knowledgePointId ? { knowledgePointId } : {}),
    };
    const response = await run(tikuPost('getMistakesCollection', body));
    if (response.error) return { error: response.error };
    const page = response.data as MistakesPage;
    items.push(...page.list);
    if (page.list.length === 0 || items.length >= page.total) break;
  }
  return { items };
}

function summarise(items: MistakeItem[]): MistakeBookSummary {
  const summary: MistakeBookSummary = {
    totalCount: items.length,
    ...emptyTypeCounts(),
    masteredIds: [],
  };
  for (const item of items) {
    summary[COUNT_KEY_OF_TYPE[item.questionType]] += 1;
    if (item.mastered) summary.masteredIds.push(item.questionId);
  }
  return summary;
}

/** The wrong-answer book (SPEC.md §4 "Mistakes", §7). */
export const mistakesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMistakesCollection: build.query<MistakesPage, MistakesPageArgs>({
      queryFn: userScoped(
        (query: MistakesPageArgs, { userId }) => tikuPost('getMistakesCollection', { ...query, userId }),
        decodePage,
      ),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ questionId }) => ({ type: 'Mistake' as const, id: questionId })),
        { type: 'Mistake', id: 'LIST' },
      ],
    }),
    /** Per-type counts for "练习错题" and the mastered questions for "移除已掌握". */
    getMistakeBookSummary: build.query<MistakeBookSummary, { knowledgePointId?: number }>({
      queryFn: withSessionUser<{ knowledgePointId?: number }, MistakeBookSummary>(
        async ({ knowledgePointId }, { userId }, baseQuery) => {
          const scanned = await scanBook(baseQuery, userId, knowledgePointId);
          return 'error' in scanned ? { error: scanned.error } : { data: summarise(scanned.items) };
        },
      ),
      providesTags: [{ type: 'Mistake', id: 'LIST' }],
    }),
    getErrorQuestionDetails: build.query<Question, number>({
      queryFn: userScoped(
        (questionId: number, { userId }) => tikuPost('getErrorQuestionDetails', { userId, questionId }),
        (raw) => decodeQuestion(raw as Question),
      ),
      providesTags: (_question, _error, questionId) => [{ type: 'Mistake', id: questionId }],
    }),
    removeErrorQuestion: build.mutation<null, number>({
      queryFn: userScoped((questionId: number, { userId }) =>
        tikuPost('removeErrorQuestion', { userId, questionId }),
      ),
      invalidatesTags: (_result, _error, questionId) => [
        { type: 'Mistake', id: questionId },
        { type: 'Mistake', id: 'LIST' },
      ],
    }),
    /** Removes every mastered question of the book, one call each; resolves to how many went. */
    removeMasteredMistakes: build.mutation<number, void>({
      queryFn: withSessionUser<void, number>(async (_arg, { userId }, baseQuery) => {
        const scanned = await scanBook(baseQuery, userId, undefined);
        if ('error' in scanned) return { error: scanned.error };
        const mastered = scanned.items.filter((item) => item.mastered);
        for (const { questionId } of mastered) {
          const removed = await baseQuery(tikuPost('removeErrorQuestion', { userId, questionId }));
          if (removed.error) return { error: removed.error };
        }
        return { data: mastered.length };
      }),
      invalidatesTags: [{ type: 'Mistake', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMistakesCollectionQuery,
  useLazyGetMistakeBookSummaryQuery,
  useGetErrorQuestionDetailsQuery,
  useRemoveErrorQuestionMutation,
  useRemoveMasteredMistakesMutation,
} = mistakesApi;
