import type { PageQuery, Paged } from '../../core/homeTypes';
import { studyPaths } from '../../core/studyTypes';
import type {
  CollectedReference,
  CourseLessons,
  CourseReference,
  CourseReferenceDetail,
  CourseReferenceListQuery,
  Homework,
  HomeworkListQuery,
  HomeworkPage,
  HomeworkSubmitBody,
  LessonDetail,
  MyStudyCourse,
  PlayUrls,
  ResourceFile,
  ResourceFileQuery,
  ResourceReaction,
} from '../../core/studyTypes';
import type { SavedOpus } from '../../core/workTypes';
import { baseApi } from './baseApi';
import { downloadAsObjectUrl } from './fileDownload';

/** A resource favourited (`on`) or taken back (the same call with `?cancel=1`). */
export interface ResourceToggleArgs {
  id: number;
  on: boolean;
}

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

const STUDY_LIST = { type: 'Study' as const, id: 'LIST' };
const HOMEWORK_LIST = { type: 'Homework' as const, id: 'LIST' };
const MY_OPUS_LIST = { type: 'MyOpus' as const, id: 'LIST' };
const COLLECTED_LIST = { type: 'ReferenceCollection' as const, id: 'LIST' };

/** Query parameters without the filters left out, so `?courseId=` never reaches the server empty. */
function defined(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

function assign(target: Omit<ResourceReaction, 'id'>, reaction: Omit<ResourceReaction, 'id'>): void {
  target.isCollectioned = reaction.isCollectioned;
  target.collectionNumber = reaction.collectionNumber;
}

/** What a click on 收藏 should show before the server has answered. */
function expected(current: Omit<ResourceReaction, 'id'>, on: boolean): Omit<ResourceReaction, 'id'> {
  if (current.isCollectioned === on) return current;
  return { isCollectioned: on, collectionNumber: Math.max(0, current.collectionNumber + (on ? 1 : -1)) };
}

/**
 * Courses and study (core/studyTypes.ts): my courses with their progress, a course's learning
 * path and a lesson with its materials, the play address of a video or PDF, homework and its
 * submission, course resources with their favourites, and the class files. Submitting homework
 * moves a lesson to done, so it refreshes my courses and the lesson too. Comments on resources and
 * news go through `commentsApi.ts`, the works' comment service.
 */
export const studyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyStudyList: build.query<MyStudyCourse[], void>({
      query: () => ({ url: studyPaths.myStudyList }),
      providesTags: [STUDY_LIST],
    }),

    getCourseLessons: build.query<CourseLessons, number>({
      query: (courseId) => ({ url: studyPaths.courseLessons, params: { courseId } }),
      providesTags: (_result, _error, courseId) => [{ type: 'Study', id: courseId }, STUDY_LIST],
    }),

    getLessonDetail: build.query<LessonDetail, number>({
      query: (courseDetailId) => ({ url: studyPaths.lessonDetail, params: { courseDetailId } }),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),

    /** The playable address of a video or PDF (the first of the server's list). */
    getPlayUrl: build.query<string, string>({
      query: (materialUrl) => ({ url: studyPaths.playUrl(materialUrl) }),
      transformResponse: (urls: PlayUrls) => urls[0] ?? '',
    }),

    /** The lesson's case copied into my works, ready to open in its editor. */
    startFromLessonCase: build.mutation<SavedOpus, number>({
      query: (courseDetailId) => ({ url: studyPaths.useLessonCase(courseDetailId), method: 'POST' }),
      invalidatesTags: [MY_OPUS_LIST],
    }),

    getHomeworkList: build.query<HomeworkPage, HomeworkListQuery>({
      query: (params) => ({ url: studyPaths.homeworkList, params: defined(params) }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'Homework' as const, id })),
        HOMEWORK_LIST,
      ],
    }),

    getHomeworkDetail: build.query<Homework, number>({
      query: (id) => ({ url: studyPaths.homeworkDetail(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Homework', id }],
    }),

    submitHomework: build.mutation<Homework, HomeworkSubmitBody>({
      query: (body) => ({ url: studyPaths.homeworkSubmit, method: 'POST', data: { ...body } }),
      invalidatesTags: (homework, _error, { homeworkId }) => [
        { type: 'Homework', id: homeworkId },
        HOMEWORK_LIST,
        STUDY_LIST,
        ...(homework ? [{ type: 'Lesson' as const, id: homework.courseDetailId }] : []),
      ],
    }),

    /** The task's starter work copied into my works. */
    startFromHomeworkStarter: build.mutation<SavedOpus, number>({
      query: (id) => ({ url: studyPaths.homeworkUseStarter(id), method: 'POST' }),
      invalidatesTags: [MY_OPUS_LIST],
    }),

    getCourseReferenceList: build.query<Paged<CourseReference>, CourseReferenceListQuery>({
      query: (params) => ({ url: studyPaths.referenceList, params: defined(params) }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'CourseReference' as const, id })),
        { type: 'CourseReference', id: 'LIST' },
      ],
    }),

    getCourseReferenceDetails: build.query<CourseReferenceDetail, number>({
      query: (id) => ({ url: studyPaths.referenceDetail(id) }),
      providesTags: (_result, _error, id) => [{ type: 'CourseReference', id }],
    }),

    /**
     * 收藏 on a resource: shown at once in its detail and every cached list page, then the
     * server's recount; a refused click is taken back. 我的收藏's resource list is fetched again.
     */
    setResourceCollection: build.mutation<ResourceReaction, ResourceToggleArgs>({
      query: ({ id, on }) => ({
        url: studyPaths.referenceCollection(id),
        method: 'POST',
        ...(on ? {} : { params: { cancel: 1 } }),
      }),
      async onQueryStarted({ id, on }, { dispatch, getState, queryFulfilled }) {
        const patchAll = (write: (current: Omit<ResourceReaction, 'id'>) => Omit<ResourceReaction, 'id'>) => {
          const state = getState() as ApiState;
          const patches = studyApi.util
            .selectCachedArgsForQuery(state, 'getCourseReferenceList')
            .map((args) =>
              studyApi.util.updateQueryData('getCourseReferenceList', args, (page) => {
                for (const item of page.list) if (item.id === id) assign(item, write(item));
              }),
            );
          patches.push(
            studyApi.util.updateQueryData('getCourseReferenceDetails', id, (detail) =>
              assign(detail, write(detail)),
            ),
          );
          return patches.map((patch) => dispatch(patch));
        };
        const optimistic = patchAll((current) => expected(current, on));
        try {
          const { data } = await queryFulfilled;
          patchAll(() => data);
        } catch {
          optimistic.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: [COLLECTED_LIST],
    }),

    getMyCollectionCourseResourcesList: build.query<Paged<CollectedReference>, PageQuery>({
      query: (params) => ({ url: studyPaths.myReferenceCollections, params: { ...params } }),
      providesTags: [COLLECTED_LIST],
    }),

    getResourceFiles: build.query<Paged<ResourceFile>, ResourceFileQuery>({
      query: (params) => ({ url: studyPaths.resourceFiles, params: defined(params) }),
      providesTags: [{ type: 'ResourceFile', id: 'LIST' }],
    }),

    /**
     * A class file's bytes (sent only with the student's token, as an attachment), as an object
     * URL the page saves under the file's name. The caller's save revokes it.
     */
    downloadResourceFile: build.mutation<string, number>({
      queryFn: (id, api) => downloadAsObjectUrl(studyPaths.resourceFileDownload(id), api),
    }),
  }),
});

export const {
  useGetMyStudyListQuery,
  useGetCourseLessonsQuery,
  useGetLessonDetailQuery,
  useGetPlayUrlQuery,
  useLazyGetPlayUrlQuery,
  useStartFromLessonCaseMutation,
  useGetHomeworkListQuery,
  useGetHomeworkDetailQuery,
  useSubmitHomeworkMutation,
  useStartFromHomeworkStarterMutation,
  useGetCourseReferenceListQuery,
  useGetCourseReferenceDetailsQuery,
  useSetResourceCollectionMutation,
  useGetMyCollectionCourseResourcesListQuery,
  useGetResourceFilesQuery,
  useDownloadResourceFileMutation,
} = studyApi;
