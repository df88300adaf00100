import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '../../core/menuTypes';
import { loggedIn, loggedOut, userRefreshed } from './sessionSlice';

/**
 * SPEC.md §4 "Card context": the menu is fetched once per login and kept across reloads
 * (persisted by store/persist.ts). It is the server's whole tree; each student's view of it is
 * computed when shown (core/studentMenu.ts), so a refreshed schoolStatus needs no new fetch.
 */
export interface MenuState {
  /** Whose login fetched it: another student (a new login, a switched card) fetches again. */
  ownerId: number | null;
  menuData: MenuItem[] | null;
}

export const initialMenuState: MenuState = { ownerId: null, menuData: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    menuLoaded(state, action: PayloadAction<{ ownerId: number; menuData: MenuItem[] }>) {
      state.ownerId = action.payload.ownerId;
      state.menuData = action.payload.menuData;
    },
  },
  extraReducers: (builder) => {
    builder
      // Every login builds the menu anew, even for the same student.
      .addCase(loggedIn, () => initialMenuState)
      .addCase(loggedOut, () => initialMenuState)
      .addCase(userRefreshed, (state, action) =>
        action.payload.id === state.ownerId ? state : initialMenuState,
      );
  },
});

export const { menuLoaded } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

/** The cached menu, if it belongs to `userId`. */
export function selectMenuOf(state: { menu: MenuState }, userId: number | undefined): MenuItem[] | null {
  return userId !== undefined && state.menu.ownerId === userId ? state.menu.menuData : null;
}
