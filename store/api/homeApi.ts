import type {
  Achievements,
  ActivityDetail,
  ActivityListQuery,
  ActivityPage as ActivityPageWire,
  Ad,
  ClassmateNews,
  CoursePlan,
  CoursePlanDetail,
  CoursePlanDetailQuery,
  CourseSummary,
  GrowthTree,
  ManualFile,
  MyNewsItem,
  NewsArticle,
  NewsArticleDetail,
  NewsArticleQuery,
  PageQuery,
  Paged,
  RankingEntry,
  VideoNews,
} from '../../core/homeTypes';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

export type { ActivityStatusFilter, NewsCategory } from '../../core/homeTypes';

/** The activities list always names its filter, so the cache keeps one entry per filter. */
export type ActivityListArgs = Required<ActivityListQuery>;
export type NewsListArgs = Required<NewsArticleQuery>;
export type CoursePlanDetailArgs = CoursePlanDetailQuery;

/** Activity times are the server's: the offset to the local clock is measured as an answer arrives. */
export interface WithClockOffset {
  /** Server clock minus local clock, in ms. */
  clockOffset: number;
}

export type ActivityPage = ActivityPageWire & WithClockOffset;
export type TimedActivityDetail = ActivityDetail & WithClockOffset;

function withClockOffset<T extends { serverTime: number }>(raw: unknown): T & WithClockOffset {
  const value = raw as T;
  return { ...value, clockOffset: value.serverTime - Date.now() };
}

/**
 * The student home dashboard and the pages its "更多" links reach (core/homeTypes.ts). Likes and
 * favourites answer with the fresh counts, which are written into every cached classmate-news
 * page, so the dashboard card and the dynamics page agree without a refetch.
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGrowingTreeList: build.query<GrowthTree[], void>({
      query: () => ({ url: `${STUDENT}/getGrowingTreeList` }),
    }),
    getWeeklyOpusCountTop: build.query<RankingEntry[], { limit: number }>({
      query: (params) => ({ url: `${STUDENT}/getWeeklyOpusCountTop`, params: { ...params } }),
    }),
    getMyAchievements: build.query<Achievements, void>({
      query: () => ({ url: `${STUDENT}/getMyAchievements` }),
    }),
    getMyTeachingPlanList: build.query<CoursePlan[], void>({
      query: () => ({ url: `${STUDENT}/getMyTeachingPlanList` }),
    }),
    getMyTeachingPlanDetail: build.query<CoursePlanDetail, CoursePlanDetailArgs>({
      query: (params) => ({ url: `${STUDENT}/getMyTeachingPlanDetail`, params: { ...params } }),
    }),
    getOpenCoursesList: build.query<Paged<CourseSummary>, PageQuery>({
      query: (params) => ({ url: `${STUDENT}/course/getOpenCoursesList`, params: { ...params } }),
    }),
    getMyCourseList: build.query<Paged<CourseSummary>, PageQuery>({
      query: (params) => ({ url: `${STUDENT}/getMyCourseList`, params: { ...params } }),
    }),
    getActivitiesList: build.query<ActivityPage, ActivityListArgs>({
      query: (params) => ({ url: `${STUDENT}/activities/getActivitiesList`, params: { ...params } }),
      transformResponse: (raw: unknown) => withClockOffset<ActivityPageWire>(raw),
    }),
    getActivityDetails: build.query<TimedActivityDetail, number>({
      query: (id) => ({ url: `${STUDENT}/activities/getActivityDetails/${id}` }),
      transformResponse: (raw: unknown) => withClockOffset<ActivityDetail>(raw),
    }),
    getClassmateDynamicList: build.query<Paged<ClassmateNews>, PageQuery>({
      query: (params) => ({ url: `${STUDENT}/getClassmateDynamicList`, params: { ...params } }),
    }),
    getAdListByType: build.query<Ad[], 2 | 4>({
      query: (type) => ({ url: `${STUDENT}/getAdListByType`, params: { type } }),
    }),
    getNewsArticleList: build.query<Paged<NewsArticle>, NewsListArgs>({
      query: (params) => ({ url: `${STUDENT}/getNewsArticleList`, params: { ...params } }),
    }),
    getNewsArticleDetails: build.query<NewsArticleDetail, number>({
      query: (id) => ({ url: `${STUDENT}/getNewsArticleDetails/${id}` }),
    }),
    getVideoNewsList: build.query<VideoNews[], void>({
      query: () => ({ url: `${STUDENT}/getVideoNewsList` }),
    }),
    myDynamic: build.query<MyNewsItem[], void>({
      query: () => ({ url: `${STUDENT}/myDynamic` }),
    }),
    getManual: build.query<ManualFile, void>({
      query: () => ({ url: `${STUDENT}/getManual` }),
    }),
  }),
});

export const {
  useGetGrowingTreeListQuery,
  useGetWeeklyOpusCountTopQuery,
  useGetMyAchievementsQuery,
  useGetMyTeachingPlanListQuery,
  useGetMyTeachingPlanDetailQuery,
  useGetOpenCoursesListQuery,
  useGetMyCourseListQuery,
  useGetActivitiesListQuery,
  useGetActivityDetailsQuery,
  useGetClassmateDynamicListQuery,
  useGetAdListByTypeQuery,
  useGetNewsArticleListQuery,
  useGetNewsArticleDetailsQuery,
  useGetVideoNewsListQuery,
  useMyDynamicQuery,
  useGetManualQuery,
} = homeApi;
