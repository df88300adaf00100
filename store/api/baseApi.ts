import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * The one RTK Query api. Each API family injects its endpoints (authApi.ts, ...) so this file
 * only lists the tag types used for cache invalidation.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'StudentInfo',
    'Bank',
    'KnowledgePoint',
    'Mistake',
    'ExamPaper',
    'Exam',
    'Menu',
    'Message',
    'MessageUnread',
    'Notice',
    'CardGroup',
    'LinkableCard',
    'Points',
    'Medal',
    'CloudFile',
    'MyOpus',
    'ThemeTemplate',
    'Gallery',
    'DeletedOpus',
    'Collection',
    'Classmate',
    'Opus',
    'Comment',
    'ProblemReport',
    'Study',
    'Lesson',
    'Homework',
    'CourseReference',
    'ReferenceCollection',
    'ResourceFile',
  ],
  endpoints: () => ({}),
});
