import { configureStore } from '@reduxjs/toolkit';
import type { UserInfo } from '../../../core/types';
import { menuLoaded, menuReducer, selectMenuOf } from '../../../store/slices/menuSlice';
import { loggedIn, loggedOut, sessionReducer, userRefreshed } from '../../../store/slices/sessionSlice';
import {
  HOME_TAB_PATH,
  allTabsClosed,
  neighbourOf,
  otherTabsClosed,
  selectTabsOf,
  tabClosed,
  tabLabel,
  tabNamed,
  tabOpened,
  tabsReducer,
} from '../../../store/slices/tabsSlice';
import { seededMenu } from '../../helpers/studentMenu';

function user(id: number): UserInfo {
  return {
    id,
    username: `u${id}`,
    userName: `u${id}`,
    nickName: '',
    realName: '',
    avatar: '',
    organizationId: '1',
    organizationName: '',
    campusName: '',
    className: '',
    schoolStatus: 1,
    bindSchoolInfo: null,
    studentStatus: 0,
    loginFrom: 1,
  };
}

function shellStore() {
  return configureStore({ reducer: { menu: menuReducer, tabs: tabsReducer } });
}

const open = (ownerId: number, path: string, title = path) => tabOpened({ ownerId, tab: { path, title } });
const paths = (store: ReturnType<typeof shellStore>, ownerId: number) =>
  selectTabsOf(store.getState(), ownerId).map((tab) => tab.path);

describe('tabs', () => {
  it('opens each page once, in order, and never stores home', () => {
    const store = shellStore();
    store.dispatch(open(1, '/upMember', '升级会员'));
    store.dispatch(open(1, HOME_TAB_PATH, '首页'));
    store.dispatch(open(1, '/message'));
    store.dispatch(open(1, '/upMember', '会员'));
    expect(selectTabsOf(store.getState(), 1)).toEqual([
      { path: '/upMember', title: '会员' },
      { path: '/message', title: '/message' },
    ]);
  });

  it('labels a tab with the name its page gives, before or after the shell opens it', () => {
    const store = shellStore();
    store.dispatch(open(1, '/activityDetail?id=2', '活动详情'));
    store.dispatch(tabNamed({ ownerId: 1, path: '/activityDetail?id=2', name: '编程一小时' }));
    // A page's effects run before the shell's: the name may come first.
    store.dispatch(tabNamed({ ownerId: 1, path: '/activityDetail?id=3', name: '小小建筑师' }));
    store.dispatch(open(1, '/activityDetail?id=3', '活动详情'));
    store.dispatch(tabNamed({ ownerId: 1, path: HOME_TAB_PATH, name: '首页' }));
    expect(selectTabsOf(store.getState(), 1).map(tabLabel)).toEqual(['编程一小时', '小小建筑师']);
    expect(selectTabsOf(store.getState(), 1)[1].title).toBe('活动详情');
  });

  it('keeps a query as part of the tab: two courses are two tabs', () => {
    const store = shellStore();
    store.dispatch(open(1, '/courseList?id=1'));
    store.dispatch(open(1, '/courseList?id=2'));
    expect(paths(store, 1)).toEqual(['/courseList?id=1', '/courseList?id=2']);
  });

  it('closes one, all but one, or all', () => {
    const store = shellStore();
    for (const path of ['/a', '/b', '/c']) store.dispatch(open(1, path));
    store.dispatch(tabClosed('/b'));
    expect(paths(store, 1)).toEqual(['/a', '/c']);
    store.dispatch(open(1, '/d'));
    store.dispatch(otherTabsClosed('/c'));
    expect(paths(store, 1)).toEqual(['/c']);
    store.dispatch(allTabsClosed());
    expect(paths(store, 1)).toEqual([]);
  });

  it('moves to the right neighbour of a closed tab, else the left one, else home', () => {
    const strip = [HOME_TAB_PATH, '/a', '/b', '/c'];
    expect(neighbourOf(strip, '/b')).toBe('/c');
    expect(neighbourOf(strip, '/c')).toBe('/b');
    expect(neighbourOf([HOME_TAB_PATH, '/a'], '/a')).toBe(HOME_TAB_PATH);
    expect(neighbourOf(strip, '/unknown')).toBe(HOME_TAB_PATH);
  });

  it('belong to one student: another one starts with home alone, logout forgets them', () => {
    const store = shellStore();
    store.dispatch(open(1, '/a'));
    expect(paths(store, 2)).toEqual([]);
    store.dispatch(loggedIn({ accessToken: 't', userInfo: user(1) }));
    expect(paths(store, 1)).toEqual(['/a']);
    store.dispatch(userRefreshed(user(2)));
    expect(store.getState().tabs).toEqual({ ownerId: 2, tabs: [] });
    store.dispatch(open(2, '/b'));
    store.dispatch(loggedOut());
    expect(store.getState().tabs).toEqual({ ownerId: null, tabs: [] });
  });
});

describe('menu cache', () => {
  it('is kept for its owner and dropped by any login, a logout or another user', () => {
    const store = shellStore();
    const menu = seededMenu();
    store.dispatch(menuLoaded({ ownerId: 1, menuData: menu }));
    expect(selectMenuOf(store.getState(), 1)).toEqual(menu);
    expect(selectMenuOf(store.getState(), 2)).toBeNull();

    store.dispatch(userRefreshed(user(1)));
    expect(selectMenuOf(store.getState(), 1)).toEqual(menu);
    store.dispatch(userRefreshed(user(2)));
    expect(selectMenuOf(store.getState(), 2)).toBeNull();

    store.dispatch(menuLoaded({ ownerId: 1, menuData: menu }));
    store.dispatch(loggedIn({ accessToken: 't', userInfo: user(1) }));
    expect(selectMenuOf(store.getState(), 1)).toBeNull();

    store.dispatch(menuLoaded({ ownerId: 1, menuData: menu }));
    store.dispatch(loggedOut());
    expect(selectMenuOf(store.getState(), 1)).toBeNull();
  });
});

describe('stored user', () => {
  it('keeps its object through a refresh that changes nothing, so the shell does not render again', () => {
    const store = configureStore({ reducer: { session: sessionReducer } });
    store.dispatch(loggedIn({ accessToken: 't', userInfo: user(1) }));
    const stored = store.getState().session.userInfo;

    store.dispatch(userRefreshed({ ...user(1), medalInfoList: [], visitorRecordList: [] } as UserInfo));
    expect(store.getState().session.userInfo).toBe(stored);

    store.dispatch(userRefreshed({ ...user(1), nickName: '小满' }));
    expect(store.getState().session.userInfo).not.toBe(stored);
    expect(store.getState().session.userInfo?.nickName).toBe('小满');
  });
});
