import { NOTICE_REDIRECT_ON } from '../../../core/messageTypes';
import type { Notice } from '../../../core/messageTypes';

/** Where a notice's link leads: a page of this app, another site (new tab), or nowhere. */
export type NoticeLink = { kind: 'app'; path: string } | { kind: 'web'; href: string } | null;

/** Only app paths and http(s) addresses are followed; anything else (javascript:, data:) is dropped. */
export function noticeLinkOf(notice: Notice): NoticeLink {
  const url = notice.redirectUrl.trim();
  if (notice.redirectUrlStatus !== NOTICE_REDIRECT_ON || !url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'app', path: url };
  if (/^https?:\/\//i.test(url)) return { kind: 'web', href: url };
  return null;
}
