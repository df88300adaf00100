import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { RecentEvent } from '../../core/problemReportTypes';

/** A machine actor the app started, by the name its call site gave it. */
export interface LiveActor {
  name: string;
  ref: AnyActorRef;
}

/** Events kept for problem reports and the QA panel; older ones fall off. */
const EVENT_LOG_SIZE = 60;
/** Inspection events kept for an inspector that starts after the actors did. */
const INSPECTION_REPLAY_SIZE = 300;
/** A tick a second (the exam's clock and its delayed re-entry) would push every other event out of the log. */
const UNLOGGED_EVENTS = new Set(['timer.tick']);
const UNLOGGED_PREFIX = 'xstate.after.';

const live = new Map<string, LiveActor>();
const eventLog: RecentEvent[] = [];
/**
 * Kept whether or not anyone listens, so an inspector opened later still draws every live
 * machine: the creation of each actor under a live root, and the latest other events.
 */
const creations = new Map<string, InspectionEvent>();
const inspections: InspectionEvent[] = [];
const inspectionListeners = new Set<(event: InspectionEvent) => void>();
const actorListeners = new Set<() => void>();

function pushBounded<T>(list: T[], item: T, size: number): void {
  list.push(item);
  if (list.length > size) list.splice(0, list.length - size);
}

function nameOf(event: InspectionEvent): string {
  return live.get(event.rootId)?.name ?? (event.actorRef as AnyActorRef).id;
}

/**
 * The `inspect` observer every machine actor is created with. It keeps a short log of the events
 * the machines received (for problem reports, always) and hands every inspection event to
 * whoever listens (the QA tools, only when they are switched on).
 */
export function inspectActors(event: InspectionEvent): void {
  if (
    event.type === '@xstate.event' &&
    !UNLOGGED_EVENTS.has(event.event.type) &&
    !event.event.type.startsWith(UNLOGGED_PREFIX)
  )
    pushBounded(eventLog, { source: nameOf(event), type: event.event.type, at: Date.now() }, EVENT_LOG_SIZE);
  if (event.type === '@xstate.actor') creations.set(event.actorRef.sessionId, event);
  else pushBounded(inspections, event, INSPECTION_REPLAY_SIZE);
  for (const listener of inspectionListeners) listener(event);
}

/** Listens to every inspection event, starting with the live actors' creations and the latest events. */
export function subscribeInspection(listener: (event: InspectionEvent) => void): () => void {
  for (const event of [...creations.values(), ...inspections]) listener(event);
  inspectionListeners.add(listener);
  return () => inspectionListeners.delete(listener);
}

/** Adds a started actor to the live list; the returned function takes it off again. */
export function registerActor(name: string, ref: AnyActorRef): () => void {
  live.set(ref.sessionId, { name, ref });
  for (const listener of actorListeners) listener();
  return () => {
    live.delete(ref.sessionId);
    for (const [sessionId, creation] of creations)
      if (creation.rootId === ref.sessionId) creations.delete(sessionId);
    for (const listener of actorListeners) listener();
  };
}

export function liveActors(): LiveActor[] {
  return [...live.values()];
}

export function subscribeLiveActors(listener: () => void): () => void {
  actorListeners.add(listener);
  return () => actorListeners.delete(listener);
}

/** The latest machine events, the oldest first. */
export function recentActorEvents(): RecentEvent[] {
  return [...eventLog];
}
