import type { DeletedOpus, MyOpusStanding } from '../../core/galleryTypes';
import type { PageQuery, Paged } from '../../core/homeTypes';
import type {
  OpusType,
  SavedOpus,
  TemplateUnlock,
  ThemeTemplate,
  ThemeTemplateType,
} from '../../core/workTypes';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

export interface MyOpusQuery extends PageQuery {
  /** Every kind when left out. */
  opusType?: OpusType;
}

export interface ThemeTemplateQuery extends PageQuery {
  /** Every type when left out. */
  typeId?: number;
  opusType?: OpusType;
}

const MY_OPUS_LIST = { type: 'MyOpus' as const, id: 'LIST' };
const TEMPLATE_LIST = { type: 'ThemeTemplate' as const, id: 'LIST' };
const DELETED_LIST = { type: 'DeletedOpus' as const, id: 'LIST' };
/**
 * What others see of my works: a work opened, closed, deleted or restored joins or leaves the
 * galleries, favourites, classmates' counts and timelines (galleryApi.ts); its own page (`Opus`,
 * opusApi.ts) shows the new standing too.
 */
const SEEN_BY_OTHERS = [
  { type: 'Gallery' as const, id: 'LIST' },
  { type: 'Collection' as const, id: 'LIST' },
  { type: 'Classmate' as const, id: 'LIST' },
];

/** Query parameters without the filters left out, so `?typeId=` never reaches the server empty. */
function defined(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/**
 * My works and the creation centre's calls (core/workTypes.ts, core/galleryTypes.ts): my works with
 * their standing, opening them to my school or to everyone and closing them again, the bin
 * (delete, restore), and the theme templates with their unlock and use. The editors' own calls
 * (load, save, copy) live in editorApi.ts.
 */
export const worksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOpusList: build.query<Paged<MyOpusStanding>, MyOpusQuery>({
      query: (params) => ({ url: `${STUDENT}/getMyOpusList`, params: defined(params) }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'MyOpus' as const, id })),
        MY_OPUS_LIST,
      ],
    }),

    /** Opens my work to the students of my school (a student without a school is refused). */
    operationSchoolOpusOpen: build.mutation<MyOpusStanding, number>({
      query: (id) => ({ url: `${STUDENT}/operationSchoolOpusOpen/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'MyOpus', id },
        { type: 'Opus', id },
        MY_OPUS_LIST,
        ...SEEN_BY_OTHERS,
      ],
    }),

    /** Opens my work to everyone (a trial student is refused). */
    operationOpusOpen: build.mutation<MyOpusStanding, number>({
      query: (id) => ({ url: `${STUDENT}/operationOpusOpen/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'MyOpus', id },
        { type: 'Opus', id },
        MY_OPUS_LIST,
        ...SEEN_BY_OTHERS,
      ],
    }),

    /** Makes my work private again: it leaves every gallery, list and favourites. */
    operationOpusClose: build.mutation<MyOpusStanding, number>({
      query: (id) => ({ url: `${STUDENT}/operationOpusClose/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'MyOpus', id },
        { type: 'Opus', id },
        MY_OPUS_LIST,
        ...SEEN_BY_OTHERS,
      ],
    }),

    /** Moves my work to the bin, from where it can be restored for 30 days. */
    deleteOpus: build.mutation<null, number>({
      query: (id) => ({ url: `${STUDENT}/deleteOpus/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'MyOpus', id },
        { type: 'Opus', id },
        MY_OPUS_LIST,
        DELETED_LIST,
        ...SEEN_BY_OTHERS,
      ],
    }),

    getMyDeletedOpusList: build.query<Paged<DeletedOpus>, PageQuery>({
      query: (params) => ({ url: `${STUDENT}/getMyDeletedOpusList`, params: { ...params } }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'DeletedOpus' as const, id })),
        DELETED_LIST,
      ],
    }),

    /** Takes a work back out of the bin (409 RESTORE_EXPIRED once its 30 days are over). */
    restoreOpus: build.mutation<MyOpusStanding, number>({
      query: (id) => ({ url: `${STUDENT}/restoreOpus/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'DeletedOpus', id },
        { type: 'Opus', id },
        DELETED_LIST,
        MY_OPUS_LIST,
        ...SEEN_BY_OTHERS,
      ],
    }),

    getThemeTemplateTypeList: build.query<ThemeTemplateType[], void>({
      query: () => ({ url: `${STUDENT}/getThemeTemplateTypeList` }),
    }),

    getThemeTemplateList: build.query<Paged<ThemeTemplate>, ThemeTemplateQuery>({
      query: (params) => ({ url: `${STUDENT}/getThemeTemplateList`, params: defined(params) }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'ThemeTemplate' as const, id })),
        TEMPLATE_LIST,
      ],
    }),

    /** Spends the template's price: the points balance and ledger change with it. */
    unlockThemeTemplate: build.mutation<TemplateUnlock, number>({
      query: (id) => ({ url: `${STUDENT}/common/themeTemplate/unlock`, method: 'POST', data: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'ThemeTemplate', id },
        { type: 'Points', id: 'LIST' },
      ],
    }),

    /** The template copied into my works, ready to open in its editor. */
    startOpusFromTemplate: build.mutation<SavedOpus, number>({
      query: (id) => ({ url: `${STUDENT}/themeTemplate/use/${id}`, method: 'POST' }),
      invalidatesTags: [MY_OPUS_LIST],
    }),
  }),
});

export const {
  useGetMyOpusListQuery,
  useDeleteOpusMutation,
  useOperationSchoolOpusOpenMutation,
  useOperationOpusOpenMutation,
  useOperationOpusCloseMutation,
  useGetMyDeletedOpusListQuery,
  useRestoreOpusMutation,
  useGetThemeTemplateTypeListQuery,
  useGetThemeTemplateListQuery,
  useUnlockThemeTemplateMutation,
  useStartOpusFromTemplateMutation,
} = worksApi;
