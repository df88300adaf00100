import type { PageQuery, Paged } from '../../core/homeTypes';
import type {
  MyOpusPage,
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

/** Query parameters without the filters left out, so `?typeId=` never reaches the server empty. */
function defined(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/**
 * The creation centre's calls (core/workTypes.ts): my works, deleting one, and the theme templates
 * with their unlock and use. The editors' own calls (load, save, copy) live in editorApi.ts.
 */
export const worksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOpusList: build.query<MyOpusPage, MyOpusQuery>({
      query: (params) => ({ url: `${STUDENT}/getMyOpusList`, params: defined(params) }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'MyOpus' as const, id })),
        MY_OPUS_LIST,
      ],
    }),

    deleteOpus: build.mutation<null, number>({
      query: (id) => ({ url: `${STUDENT}/deleteOpus/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'MyOpus', id }, MY_OPUS_LIST],
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
  useGetThemeTemplateTypeListQuery,
  useGetThemeTemplateListQuery,
  useUnlockThemeTemplateMutation,
  useStartOpusFromTemplateMutation,
} = worksApi;
