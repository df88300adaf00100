import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { inspectActors, registerActor } from './actorRegistry';

/**
 * `useActorRef` for every machine the app starts: the actor is created with the one `inspect`
 * observer (actorRegistry.ts) and listed by `name` while it lives, so the QA tools and problem
 * reports see every machine the same way, and no call site wires inspection itself.
 */
export function useInspectedActorRef<TLogic extends AnyActorLogic>(
  name: string,
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const actorRef = (useActorRef as (logic: AnyActorLogic, options: object) => Actor<TLogic>)(logic, {
    ...options,
    inspect: inspectActors,
  });
  useEffect(() => registerActor(name, actorRef), [name, actorRef]);
  return actorRef;
}
