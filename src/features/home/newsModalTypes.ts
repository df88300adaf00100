import type { MyNewsItem } from '../../../core/homeTypes';

/** What the news modal shows: one of "我的消息", or a campus article loaded by id. */
export type NewsModalSubject =
  { kind: 'message'; item: MyNewsItem } | { kind: 'article'; id: number; title: string };
