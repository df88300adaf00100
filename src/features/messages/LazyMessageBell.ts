import { lazy } from 'react';

// The bell keeps a live connection; visitors never load it, students load it after the page.
export const LazyMessageBell = lazy(() =>
  import(/* webpackChunkName: "message-bell" */ './MessageBell').then((m) => ({
    default: m.MessageBell,
  })),
);
