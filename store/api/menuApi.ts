import { MENU_LIST_PATH } from '../../core/menuTypes';
import type { MenuItem } from '../../core/menuTypes';
import { menuLoaded } from '../slices/menuSlice';
import type { SessionState } from '../slices/sessionSlice';
import { baseApi } from './baseApi';

/** The student menu (SPEC.md §3 "Menu item"); the shell fetches it once per login. */
export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMenuList: build.query<MenuItem[], void>({
      query: () => ({ url: MENU_LIST_PATH }),
      providesTags: ['Menu'],
      // The fetched tree becomes the persisted menu cache of the student who asked for it.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { session } = getState() as unknown as { session: SessionState };
        const ownerId = session.userInfo?.id;
        try {
          const { data } = await queryFulfilled;
          if (ownerId !== undefined) dispatch(menuLoaded({ ownerId, menuData: data }));
        } catch {
          // The shell shows the failure and offers a retry.
        }
      },
    }),
  }),
});

export const { useGetMenuListQuery } = menuApi;
