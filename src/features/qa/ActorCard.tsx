import { useState, useSyncExternalStore } from 'react';
import { Button, Card, Input, Space, Tag } from 'antd';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { recentActorEvents } from '../../lib/actorRegistry';
import type { LiveActor } from '../../lib/actorRegistry';
import { useMessageApi } from '../../lib/MessageBridge';
import { qaMessages } from './messages';

const t = qaMessages.panel;
const SHOWN_EVENTS = 8;

/** The events worth a button per machine: what QA would otherwise wait for (a deadline, a lost network). */
const QUICK_EVENTS: Record<string, string[]> = {
  mockExam: ['timer.expired', 'exam.submit', 'nav.prev', 'nav.next'],
  examAutosave: ['network.offline', 'network.online', 'flush'],
  practiceSession: ['nav.prev', 'nav.next'],
};

function useSnapshot(ref: AnyActorRef): AnyMachineSnapshot {
  return useSyncExternalStore(
    (changed) => {
      const subscription = ref.subscribe({ next: changed, error: changed, complete: changed });
      return () => subscription.unsubscribe();
    },
    () => ref.getSnapshot() as AnyMachineSnapshot,
  );
}

/** JSON for reading: a context may hold references to other actors, which are named, not walked. */
function readable(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, field: unknown) => {
      if (typeof field !== 'object' || field === null) return field;
      if (seen.has(field)) return '[…]';
      seen.add(field);
      if ('sessionId' in field && 'send' in field) return `[actor ${String((field as AnyActorRef).id)}]`;
      return field;
    },
    2,
  );
}

function parsedEvent(text: string): { type: string } | null {
  try {
    const event = JSON.parse(text) as unknown;
    return event !== null &&
      typeof event === 'object' &&
      typeof (event as { type?: unknown }).type === 'string'
      ? (event as { type: string })
      : null;
  } catch {
    return null;
  }
}

/** One live machine: its state, context and latest events, and a way to send it an event. */
export function ActorCard({ actor }: { actor: LiveActor }) {
  const snapshot = useSnapshot(actor.ref);
  const messageApi = useMessageApi();
  const [eventText, setEventText] = useState('');
  const events = recentActorEvents()
    .filter((event) => event.source === actor.name)
    .slice(-SHOWN_EVENTS);

  const send = (event: { type: string }) => {
    actor.ref.send(event);
    messageApi.info(t.sent(event.type, actor.name));
  };
  const sendTyped = () => {
    const event = parsedEvent(eventText);
    if (event) send(event);
    else messageApi.error(t.badEvent);
  };
  const headingId = `qa-actor-${actor.ref.sessionId}`;

  return (
    <section aria-labelledby={headingId}>
      <Card
        size="small"
        className="qa-actor"
        title={
          <h4 id={headingId} className="qa-actor-name">
            {actor.name}
          </h4>
        }
        extra={<Tag>{snapshot.status}</Tag>}
      >
        <dl className="qa-actor-facts">
          <dt>{t.state}</dt>
          <dd>
            <code data-testid={`qa-state-${actor.name}`}>{readable(snapshot.value)}</code>
          </dd>
          <dt>{t.context}</dt>
          <dd>
            <pre className="qa-json" tabIndex={0}>
              {readable(snapshot.context)}
            </pre>
          </dd>
          <dt>{t.lastEvents}</dt>
          <dd>
            {events.length === 0 ? (
              t.noEvents
            ) : (
              <ol className="qa-events">
                {events.map((event, index) => (
                  <li key={`${event.at}-${index}`}>
                    <time>{new Date(event.at).toLocaleTimeString('zh-CN', { hour12: false })}</time>{' '}
                    {event.type}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </dl>
        {QUICK_EVENTS[actor.name] && (
          <div role="group" aria-label={`${t.quickEvents}：${actor.name}`} className="qa-quick-events">
            {QUICK_EVENTS[actor.name].map((type) => (
              <Button
                key={type}
                size="small"
                disabled={snapshot.status !== 'active' || !snapshot.can({ type })}
                onClick={() => send({ type })}
              >
                {qaMessages.quickEvents[type] ?? type} <code>{type}</code>
              </Button>
            ))}
          </div>
        )}
        <Space.Compact className="qa-send">
          <Input
            aria-label={`${t.customEvent}：${actor.name}`}
            placeholder='{"type":"nav.next"}'
            value={eventText}
            onChange={(event) => setEventText(event.target.value)}
            onPressEnter={sendTyped}
          />
          <Button onClick={sendTyped}>{t.send}</Button>
        </Space.Compact>
      </Card>
    </section>
  );
}
