import { lazy, startTransition, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/*
 * Why not React.lazy alone: it suspends on its first render even when the chunk is already here
 * (its promise settles a moment later), and React then holds a Suspense boundary's content back
 * until 300 ms after its fallback showed. A dialog whose chunk came in 20 ms opened after 340 ms;
 * an exam paper whose code came before its data still waited that long behind the spinner.
 */

/** A component's code, loaded once and remembered. */
interface ComponentLoader<P extends object> {
  /** The component, if its code has arrived. */
  loaded(): ComponentType<P> | null;
  /** Starts loading, or joins the load under way; a failed load is tried afresh next time. */
  start(): Promise<ComponentType<P>>;
}

function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>): ComponentLoader<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    loaded: () => loaded,
    start: () =>
      (loading ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // webpack asks for a chunk anew after a failure, so the next attempt may succeed.
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * The loader's component once its code has arrived, loading it if need be; null until then. It
 * comes as a state update, never through a Suspense boundary's reveal, so nothing waits on React's
 * 300 ms. The update is a transition, which React renders in short slices. As a plain update from
 * a promise it was rendered in one go, and the mock exam's dialogs, arriving with the resume prompt
 * open, made one task of 170 ms at 4× CPU, most of it that render. A failed load is thrown to the
 * nearest error boundary, as React.lazy's was.
 */
function useLoadedComponent<P extends object>(loader: ComponentLoader<P>): ComponentType<P> | null {
  const [component, setComponent] = useState(loader.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (component) return undefined;
    let current = true;
    loader.start().then(
      (loaded) => current && startTransition(() => setComponent(() => loaded)),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [loader, component]);
  if (failure) throw failure.error;
  return component;
}

/**
 * A component that loads its code when first mounted and renders nothing until it has arrived: for
 * parts that show no placeholder meanwhile (dialogs, drawers, floating tools).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loader = componentLoader(load);
  return function LazyComponent(props: P) {
    const Component = useLoadedComponent(loader);
    return Component ? <Component {...props} /> : null;
  };
}

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code; a render after it has arrived does not suspend. */
  preload(): Promise<void>;
};

/**
 * React.lazy for code a page starts loading early, under a Suspense boundary whose fallback shows
 * while it is still on its way. A component whose code has arrived renders at once. Each mount
 * keeps the kind it started with, so a later render never remounts what the lazy one showed.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  const loader = componentLoader(load);
  const Lazy = lazy(() => loader.start().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loader.loaded() ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () =>
      loader.start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
