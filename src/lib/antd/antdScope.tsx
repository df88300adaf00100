import { use } from 'react';
import type { ReactNode } from 'react';
import { retryingImport } from '../retryingImport';
import type { AppRoute } from '../routes';
import type * as AntdProviderExports from './AntdProvider';

type AntdProviderModule = typeof AntdProviderExports;

const importProvider = retryingImport(() => import(/* webpackChunkName: "antd-provider" */ './AntdProvider'));
let loading: Promise<AntdProviderModule> | null = null;
let loaded: AntdProviderModule | null = null;

/** antd's provider module: one load, shared by every route that preloads it and every scope. */
export function loadAntdProvider(): Promise<AntdProviderModule> {
  loading ??= importProvider().then((module) => (loaded = module));
  return loading;
}

/**
 * Children inside antd's provider. Every lazy route has loaded it beside its own chunk, so this
 * renders straight away there, with no Suspense boundary of its own, which would change how the
 * pages inside show a pending update. Where it may still wait (a part loaded on demand), the
 * caller has a boundary.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  // Once loaded, the module itself: through `use` alone, a page's navigation was held back a moment
  // longer (seen in the tab strip's UI test, where a tab closed just after it came back).
  const { AntdProvider } = loaded ?? use(loadAntdProvider());
  return <AntdProvider>{children}</AntdProvider>;
}

/** Whether a route said it renders without antd (`handle.antd === false`). */
export function isAntdFree(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { antd?: unknown }).antd === false;
}

/**
 * Every lazy route loads antd's provider beside its own chunk, so the provider never waits for the
 * route's code to arrive first; a route whose handle says `antd: false` (the sign-in page) does not.
 */
export function withAntdPreload(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const next = { ...route } as AppRoute;
    if (route.children) next.children = withAntdPreload(route.children);
    const { lazy } = route;
    if (typeof lazy === 'function' && !isAntdFree(route.handle)) {
      next.lazy = async () => (await Promise.all([lazy(), loadAntdProvider()]))[0];
    }
    return next;
  });
}
