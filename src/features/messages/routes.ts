import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { messagesRouteTitles as t } from './routeTitles';
import { MESSAGE_PATH, MESSAGE_ROUTE_ID } from './paths';

/** Student-shell routes of the messages area: /message, where a banner replaces the tab strip. */
export const messageRoutes: AppRoute[] = [
  {
    id: MESSAGE_ROUTE_ID,
    path: MESSAGE_PATH.slice(1),
    handle: { title: t.routeTitle, messageBanner: true },
    lazy: page(() => import(/* webpackChunkName: "page-messages" */ './MessagesPage')),
  },
];
