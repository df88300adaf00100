import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, userRefreshed } from './sessionSlice';

/** The home tab: always first, never closed, never stored. */
export const HOME_TAB_PATH = '/home';

/** A page opened in the student shell: its address (path and query) and its route title. */
export interface OpenedTab {
  path: string;
  title: string;
  /**
   * What the page calls itself once it has loaded (an activity's name), so two pages of one route
   * are told apart in the strip; shown in place of the route title.
   */
  name?: string;
}

/** The label of a tab in the strip. */
export function tabLabel(tab: OpenedTab): string {
  return tab.name ?? tab.title;
}

/** SPEC.md §2/§4: the tab strip of opened pages, kept across reloads (store/persist.ts). */
export interface TabsState {
  /** Whose tabs these are: another student starts with the home tab alone. */
  ownerId: number | null;
  /** Every opened page but home, in the order they were opened. */
  tabs: OpenedTab[];
}

export const initialTabsState: TabsState = { ownerId: null, tabs: [] };

function forOwner(state: TabsState, ownerId: number): TabsState {
  return state.ownerId === ownerId ? state : { ownerId, tabs: [] };
}

const tabsSlice = createSlice({
  name: 'tabs',
  initialState: initialTabsState,
  reducers: {
    /** A page was shown: its tab is added at the end, or its title brought up to date. */
    tabOpened(state, action: PayloadAction<{ ownerId: number; tab: OpenedTab }>) {
      const { ownerId, tab } = action.payload;
      const next = forOwner(state, ownerId);
      if (tab.path === HOME_TAB_PATH) return next;
      const existing = next.tabs.find((candidate) => candidate.path === tab.path);
      if (existing) {
        if (existing.title !== tab.title) existing.title = tab.title;
        return next;
      }
      return { ownerId, tabs: [...next.tabs, tab] };
    },
    /**
     * A page named itself. It may do so before the shell has opened its tab (a child's effects run
     * first): the tab is then opened with the name, and the route title follows.
     */
    tabNamed(state, action: PayloadAction<{ ownerId: number; path: string; name: string }>) {
      const { ownerId, path, name } = action.payload;
      const next = forOwner(state, ownerId);
      if (path === HOME_TAB_PATH) return next;
      const existing = next.tabs.find((candidate) => candidate.path === path);
      if (existing) {
        existing.name = name;
        return next;
      }
      return { ownerId, tabs: [...next.tabs, { path, title: name, name }] };
    },
    tabClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((tab) => tab.path !== action.payload);
    },
    /** "关闭其他": only home and the given tab remain. */
    otherTabsClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((tab) => tab.path === action.payload);
    },
    /** "关闭全部": only home remains. */
    allTabsClosed(state) {
      state.tabs = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => forOwner(state, action.payload.userInfo.id))
      .addCase(userRefreshed, (state, action) => forOwner(state, action.payload.id))
      .addCase(loggedOut, () => initialTabsState);
  },
});

export const { tabOpened, tabNamed, tabClosed, otherTabsClosed, allTabsClosed } = tabsSlice.actions;
export const tabsReducer = tabsSlice.reducer;

const NO_TABS: OpenedTab[] = [];

/** The stored tabs of `userId` (home not included). */
export function selectTabsOf(state: { tabs: TabsState }, userId: number | undefined): OpenedTab[] {
  return userId !== undefined && state.tabs.ownerId === userId ? state.tabs.tabs : NO_TABS;
}

/**
 * Where to go when the tab at `path` closes while it is shown: the next tab to its right, else
 * the one to its left. `paths` is the strip as shown, home first.
 */
export function neighbourOf(paths: readonly string[], path: string): string {
  const index = paths.indexOf(path);
  if (index === -1) return HOME_TAB_PATH;
  return paths[index + 1] ?? paths[index - 1] ?? HOME_TAB_PATH;
}
