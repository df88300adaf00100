import type {
  Classmate,
  ClassmateCard,
  CollectionPage,
  GalleryOpus,
  GalleryPage,
  GalleryQuery,
  OpusTag,
  StudentTimeline,
} from '../../core/galleryTypes';
import { GALLERY_LIMITS } from '../../core/galleryTypes';
import type { PageQuery, Paged } from '../../core/homeTypes';
import type { OpusType } from '../../core/workTypes';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

/**
 * Which gallery a student browses: a school's students see 校内作品 (works open to their school),
 * everyone else 作品广场 (works open to everyone). The same rule as the side menu's
 * (core/studentMenu.ts).
 */
export type GalleryScope = 'public' | 'school';

export function galleryScopeOf(user: { schoolStatus: number } | null | undefined): GalleryScope {
  return user?.schoolStatus === 1 ? 'school' : 'public';
}

/** The gallery's paged lists: teachers' picks, the latest opened, and the recommended order. */
export type GalleryListKind = 'featured' | 'latest' | 'recommend';

/** The filters every gallery list takes; left out, a filter does not reach the server. */
export type GalleryFilters = Pick<GalleryQuery, 'opusType' | 'tagId' | 'keyword'>;

export interface GalleryPageArgs extends GalleryFilters, PageQuery {
  scope: GalleryScope;
  list: GalleryListKind;
}

export interface PopularOpusArgs extends GalleryFilters {
  scope: GalleryScope;
}

export interface CollectionArgs extends PageQuery {
  /** 0: every kind. */
  opusType: OpusType | 0;
}

export interface ClassmateListArgs extends PageQuery {
  /** Left out: the classmates of every class I am in. */
  classId?: number;
  keyword?: string;
}

const LIST_PATHS: Record<GalleryScope, Record<GalleryListKind | 'popular', string>> = {
  public: {
    featured: 'getFeaturedOpusList',
    latest: 'getLatestOpusList',
    recommend: 'getRecommendOpusList',
    popular: 'getTheMostPopularOpusList',
  },
  school: {
    featured: 'getSchoolFeaturedOpusList',
    latest: 'getSchoolLatestOpusList',
    recommend: 'getSchoolRecommendOpusList',
    popular: 'getSchoolTheMostPopularOpusList',
  },
};

/** Works a "加载更多" brings onto the timeline. */
export const TIMELINE_PAGE_SIZE = 12;

const GALLERY_LIST = { type: 'Gallery' as const, id: 'LIST' };
const COLLECTION_LIST = { type: 'Collection' as const, id: 'LIST' };
const CLASSMATE_LIST = { type: 'Classmate' as const, id: 'LIST' };

/** Query parameters without the filters left out, so `?tagId=` never reaches the server empty. */
function defined(params: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

function galleryTags(works: readonly GalleryOpus[] | undefined) {
  return [...(works ?? []).map(({ id }) => ({ type: 'Gallery' as const, id })), GALLERY_LIST];
}

/**
 * Works as others see them (core/galleryTypes.ts): the public and school galleries with their
 * tags, my favourites, my classmates and a classmate's timeline. Every list is tagged, so a work
 * opened, closed, deleted or restored (worksApi.ts), or liked, collected or uncollected
 * (opusApi.ts), refreshes the lists it joins or leaves.
 */
export const galleryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGalleryOpusPage: build.query<GalleryPage, GalleryPageArgs>({
      query: ({ scope, list, ...params }) => ({
        url: `${STUDENT}/${LIST_PATHS[scope][list]}`,
        params: defined({
          ...params,
          ...(list === 'recommend' ? { limitCount: GALLERY_LIMITS.recommendMaxCount } : {}),
        }),
      }),
      providesTags: (page) => galleryTags(page?.list),
    }),

    /** The four most liked works: a strip, not a paged list. */
    getPopularOpusList: build.query<GalleryOpus[], PopularOpusArgs>({
      query: ({ scope, ...filters }) => ({
        url: `${STUDENT}/${LIST_PATHS[scope].popular}`,
        params: defined({ ...filters, limitCount: GALLERY_LIMITS.popularCount }),
      }),
      providesTags: (works) => galleryTags(works),
    }),

    getOpusTagList: build.query<OpusTag[], void>({
      query: () => ({ url: `${STUDENT}/getOpusTagList` }),
    }),

    getMyCollectionList: build.query<CollectionPage, CollectionArgs>({
      query: ({ opusType, ...page }) => ({
        url: `${STUDENT}/getMyCollectionList/${opusType}`,
        params: { ...page },
      }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'Collection' as const, id })),
        COLLECTION_LIST,
      ],
    }),

    getMyClassmateCard: build.query<ClassmateCard[], void>({
      query: () => ({ url: `${STUDENT}/getMyClassmateCard` }),
      providesTags: [CLASSMATE_LIST],
    }),

    getMyClassmateList: build.query<Paged<Classmate>, ClassmateListArgs>({
      query: (params) => ({ url: `${STUDENT}/getMyClassmateList`, params: defined(params) }),
      providesTags: [CLASSMATE_LIST],
    }),

    /**
     * One schoolmate's works, newest first, a page at a time: "加载更多" adds the next page below
     * the ones already shown.
     */
    getStudentOpusTimeline: build.infiniteQuery<StudentTimeline, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.pageNumber * last.pageSize < last.total ? last.pageNumber + 1 : undefined,
      },
      query: ({ queryArg: studentId, pageParam }) => ({
        url: `${STUDENT}/getStudentOpusTimeline`,
        params: { studentId, pageNumber: pageParam, pageSize: TIMELINE_PAGE_SIZE },
      }),
      providesTags: (data) => galleryTags(data?.pages.flatMap((page) => page.list)),
    }),
  }),
});

export const {
  useGetGalleryOpusPageQuery,
  useGetPopularOpusListQuery,
  useGetOpusTagListQuery,
  useGetMyCollectionListQuery,
  useGetMyClassmateCardQuery,
  useGetMyClassmateListQuery,
  useGetStudentOpusTimelineInfiniteQuery,
} = galleryApi;
