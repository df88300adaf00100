import type { AnswerDownloadUrl } from '../../core/answerFiles';
import { answerFilePaths } from '../../core/answerFiles';
import { baseApi } from './baseApi';

/** The student's own answer files (core/answerFiles.ts): short-lived signed links to them. */
export const answerFilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A link for the answer path; it dies after a few minutes, so a cached one is never reused. */
    getAnswerDownloadUrl: build.query<AnswerDownloadUrl, string>({
      query: (path) => ({ url: answerFilePaths.downloadUrl, params: { path } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAnswerDownloadUrlQuery } = answerFilesApi;
