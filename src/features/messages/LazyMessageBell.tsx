import { lazy } from 'react';
import { AfterPageLoad } from '../../lib/AfterPageLoad';
import './messageBellSlot.css';

const MessageBellChunk = lazy(() =>
  import(/* webpackChunkName: "message-bell" */ './MessageBell').then((m) => ({
    default: m.MessageBell,
  })),
);

/**
 * The header's bell as a chunk of its own, fetched once the page has loaded: the unread count is not
 * what a student opened the page for. Until then an empty slot of the bell's size keeps the header
 * from shifting.
 */
export function LazyMessageBell() {
  return (
    <AfterPageLoad placeholder={<span className="message-bell-slot" aria-hidden />}>
      <MessageBellChunk />
    </AfterPageLoad>
  );
}
