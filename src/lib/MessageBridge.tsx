import { createContext, use, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NoticeKind } from '../../store/notifier';
import { lazyComponent } from './lazyComponent';

// The first message shows as soon as the holder's code arrives (lazyComponent.tsx says why).
const MessageHolder = lazyComponent(() =>
  import(/* webpackChunkName: "message" */ './MessageHolder').then((module) => module.default),
);

export type MessageApi = Record<NoticeKind, (text: string) => void>;

/**
 * Messages wait here until antd's holder has loaded, then go straight through. Made beside the
 * store, whose error listener shows its messages here too (`makeStore`'s `notify`).
 */
export class MessageQueue {
  private api: MessageInstance | null = null;
  private waiting: Array<[NoticeKind, string]> = [];
  private holderWanted = false;
  private readonly listeners = new Set<() => void>();

  readonly show = (kind: NoticeKind, text: string): void => {
    if (this.api) {
      void this.api.open({ type: kind, content: text });
      return;
    }
    this.waiting.push([kind, text]);
    if (this.holderWanted) return;
    this.holderWanted = true;
    for (const listener of this.listeners) listener();
  };

  readonly attach = (api: MessageInstance): void => {
    this.api = api;
    const waiting = this.waiting;
    this.waiting = [];
    for (const [kind, text] of waiting) void api.open({ type: kind, content: text });
  };

  /** Whether a message has asked for the holder; with `subscribe`, for `useSyncExternalStore`. */
  readonly holderNeeded = (): boolean => this.holderWanted;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

const MessageContext = createContext<MessageApi | null>(null);

/**
 * One antd message holder for the whole app: screens use it through `useMessageApi`, and the
 * store's error listener reaches it through the queue the store was made with. The holder's code loads with the
 * first message, so pages that never show one do not pay for it.
 */
export function MessageBridge({ messages, children }: { messages: MessageQueue; children: ReactNode }) {
  const holderNeeded = useSyncExternalStore(messages.subscribe, messages.holderNeeded);
  const api = useMemo<MessageApi>(
    () => ({
      success: (text) => messages.show('success', text),
      error: (text) => messages.show('error', text),
      info: (text) => messages.show('info', text),
      warning: (text) => messages.show('warning', text),
    }),
    [messages],
  );

  return (
    <MessageContext value={api}>
      {holderNeeded && <MessageHolder onReady={messages.attach} />}
      {children}
    </MessageContext>
  );
}

export function useMessageApi(): MessageApi {
  const api = use(MessageContext);
  if (!api) throw new Error('useMessageApi must be used inside <MessageBridge>');
  return api;
}
