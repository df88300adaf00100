import type { AnswerVerdict, Question, SaveQuestionAnswerRequest } from '../../core/questionBankTypes';
import { decodeAnswerVerdict, decodeQuestion } from '../../core/questionText';
import { baseApi } from './baseApi';
import { tikuPost, userScoped } from './userScopedQuery';

export interface QuestionDetailsArgs {
  id: number;
  /** With the batch, a question already answered in it comes back with its answer and verdict. */
  batchId?: number;
}

/** What the practice page sends; the student's own ids are added from the session. */
export type SaveAnswerArgs = Omit<SaveQuestionAnswerRequest, 'userId' | 'userName'>;

/**
 * The practice calls of SPEC.md §7. Question text travels URL-encoded and is decoded here, once,
 * so every screen receives readable text.
 */
export const practiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionDetails: build.query<Question, QuestionDetailsArgs>({
      queryFn: userScoped(
        ({ id, batchId }: QuestionDetailsArgs, { userId, userName }) =>
          tikuPost(
            'getQuestionDetails',
            batchId === undefined ? { id, userId, userName } : { id, userId, userName, batchId },
          ),
        (raw) => decodeQuestion(raw as Question),
      ),
    }),
    /**
     * Every answer moves the student's accuracy, practice counts, wrong-answer book, points and
     * medals on the server, so the lists showing them are refetched when next viewed.
     */
    saveQuestionAnswer: build.mutation<AnswerVerdict, SaveAnswerArgs>({
      queryFn: userScoped(
        (request: SaveAnswerArgs, { userId, userName }) =>
          tikuPost('saveQuestionAnswer', { ...request, userId, userName }),
        (raw) => decodeAnswerVerdict(raw as AnswerVerdict),
      ),
      invalidatesTags: [
        { type: 'KnowledgePoint', id: 'LIST' },
        { type: 'Mistake', id: 'LIST' },
        { type: 'Points', id: 'LIST' },
        { type: 'Medal', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetQuestionDetailsQuery, useSaveQuestionAnswerMutation } = practiceApi;
