import { Suspense, createContext, lazy, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { setNotifier } from '../../store/notifier';
import type { NoticeKind } from '../../store/notifier';

const MessageHolder = lazy(() => import(/* webpackChunkName: "message" */ './MessageHolder'));

export type MessageApi = Record<NoticeKind, (text: string) => void>;

/** Messages wait here until antd's holder has loaded, then go straight through. */
class MessageQueue {
  private api: MessageInstance | null = null;
  private waiting: Array<[NoticeKind, string]> = [];

  constructor(private readonly requestHolder: () => void) {}

  show(kind: NoticeKind, text: string): void {
    if (this.api) {
      void this.api.open({ type: kind, content: text });
      return;
    }
    this.waiting.push([kind, text]);
    this.requestHolder();
  }

  attach(api: MessageInstance): void {
    this.api = api;
    const waiting = this.waiting;
    this.waiting = [];
    for (const [kind, text] of waiting) void api.open({ type: kind, content: text });
  }
}

const MessageContext = createContext<MessageApi | null>(null);

/**
 * One antd message holder for the whole app: screens use it through `useMessageApi`, and the
 * store's error listener reaches it through the notifier port. The holder's code loads with the
 * first message, so pages that never show one do not pay for it.
 */
export function MessageBridge({ children }: { children: ReactNode }) {
  const [holderNeeded, setHolderNeeded] = useState(false);
  const [{ queue, api, attach }] = useState(() => {
    const created = new MessageQueue(() => setHolderNeeded(true));
    const messageApi: MessageApi = {
      success: (text) => created.show('success', text),
      error: (text) => created.show('error', text),
      info: (text) => created.show('info', text),
      warning: (text) => created.show('warning', text),
    };
    return {
      queue: created,
      api: messageApi,
      attach: (instance: MessageInstance) => created.attach(instance),
    };
  });

  useEffect(() => setNotifier((kind, text) => queue.show(kind, text)), [queue]);

  return (
    <MessageContext value={api}>
      {holderNeeded && (
        <Suspense fallback={null}>
          <MessageHolder onReady={attach} />
        </Suspense>
      )}
      {children}
    </MessageContext>
  );
}

export function useMessageApi(): MessageApi {
  const api = use(MessageContext);
  if (!api) throw new Error('useMessageApi must be used inside <MessageBridge>');
  return api;
}
