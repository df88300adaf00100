import { lazyComponent } from '../../lib/lazyComponent';
import { retryingImport } from '../../lib/retryingImport';

/*
 * An exam's dialogs are one chunk, fetched the moment the screen has painted (useAfterPaint): the
 * paper's first paint does not wait for them, and they come while the network is known to be
 * there, the paper having just arrived through it. If it drops right then, they load as it comes
 * back (retryingImport).
 */
const loadDialogs = retryingImport(() => import(/* webpackChunkName: "exam-dialogs" */ './SessionDialogs'));

export const SessionDialogs = lazyComponent(() => loadDialogs().then((module) => module.SessionDialogs));
export const PaperDialogs = lazyComponent(() => loadDialogs().then((module) => module.PaperDialogs));
