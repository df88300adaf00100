/**
 * Linked learning cards (SPEC.md §4 "Card context", §5 "Link card"): linking another class's card
 * to the learner's group, and switching the session between the cards of that group.
 *
 * Switching: quick-login as the chosen card (the server answers a new token and revokes the old
 * one), keep the token, remember which card is the main one (or forget it when going back to it),
 * refresh the user, then reload so every screen starts over as the other card. A failed quick
 * login only ends the wait (SPEC.md §8); the student is still who they were.
 *
 * Calls are actors provided at the edge; what the outside world must do (store the token and the
 * card context, show the server's message, reload) is emitted, never done here.
 */
import { assign, emit, setup } from 'xstate';
import { messageOf, notProvided } from './actors';
import type { LinkableCard, SaveAdditionalCardBody, ServerNotice } from '../core/cardTypes';

/** The same short pause as after a modal sign-in (SPEC.md §9), so persisted state is written first. */
export const CARD_SWITCH_RELOAD_DELAY_MS = 500;

export type CardSwitchEvent =
  | { type: 'link.open' }
  | { type: 'link.choose'; card: LinkableCard }
  | { type: 'link.back' }
  /** `password`: the chosen card's own, which proves it is the learner's. */
  | { type: 'link.confirm'; password: string }
  | { type: 'link.cancel' }
  /** `mainStudentId`: the group's main card; switching to it is going back. */
  | { type: 'card.switch'; studentId: number; mainStudentId: number };

export type CardSwitchEmitted =
  | { type: 'card.tokenIssued'; accessToken: string }
  /** Signed in as an extra card: the main card's id is kept (currCardStudentId). */
  | { type: 'card.extraEntered'; mainStudentId: number }
  /** Back on the main card: the kept id is dropped. */
  | { type: 'card.mainRestored' }
  | { type: 'card.linked'; message: string }
  | { type: 'page.reload' };

export interface CardSwitchTarget {
  studentId: number;
  mainStudentId: number;
}

export interface CardSwitchContext {
  /** The card chosen in the link dialog, shown again in the confirm dialog. */
  chosen: LinkableCard | null;
  /** The chosen card's password, held only while the link call is out. */
  password: string | null;
  /** Why linking failed, when the global error handler did not already say it. */
  linkError: string | null;
  target: CardSwitchTarget | null;
}

export const cardSwitchMachine = setup({
  types: {
    context: {} as CardSwitchContext,
    events: {} as CardSwitchEvent,
    emitted: {} as CardSwitchEmitted,
    tags: {} as 'switching',
  },
  actors: {
    saveAdditionalCard: notProvided<ServerNotice, SaveAdditionalCardBody>('saveAdditionalCard'),
    loginById: notProvided<string, { studentId: number }>('loginById'),
    refreshUser: notProvided<void>('refreshUser'),
  },
  delays: {
    reloadDelay: CARD_SWITCH_RELOAD_DELAY_MS,
  },
  guards: {
    isBackToMain: ({ context }) =>
      context.target !== null && context.target.studentId === context.target.mainStudentId,
  },
  actions: {
    choose: assign({
      chosen: ({ event }) => (event.type === 'link.choose' ? event.card : null),
      linkError: null,
    }),
    clearLink: assign({ chosen: null, linkError: null, password: null }),
    keepPassword: assign({
      password: ({ event }) => (event.type === 'link.confirm' ? event.password : null),
      linkError: null,
    }),
    noteLinkError: assign({ linkError: (_, message: string) => message, password: null }),
    announceLinked: emit((_, notice: ServerNotice) => ({
      type: 'card.linked' as const,
      message: notice.message,
    })),
    setTarget: assign({
      target: ({ event }) =>
        event.type === 'card.switch'
          ? { studentId: event.studentId, mainStudentId: event.mainStudentId }
          : null,
    }),
    clearTarget: assign({ target: null }),
    keepToken: emit((_, accessToken: string) => ({ type: 'card.tokenIssued' as const, accessToken })),
    restoreMain: emit({ type: 'card.mainRestored' }),
    rememberMain: emit(({ context }) => ({
      type: 'card.extraEntered' as const,
      mainStudentId: context.target?.mainStudentId ?? 0,
    })),
    reload: emit({ type: 'page.reload' }),
  },
}).createMachine({
  id: 'cardSwitch',
  context: { chosen: null, linkError: null, password: null, target: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'link.open': { target: 'linking', actions: 'clearLink' },
        'card.switch': { target: 'switching', actions: 'setTarget' },
      },
    },
    /** Both link dialogs: not closable by a click outside, only by their own buttons. */
    linking: {
      initial: 'choosing',
      on: { 'link.cancel': { target: 'idle', actions: 'clearLink' } },
      states: {
        choosing: {
          on: { 'link.choose': { target: 'confirming', actions: 'choose' } },
        },
        confirming: {
          on: {
            'link.back': 'choosing',
            'link.confirm': { target: 'saving', actions: 'keepPassword' },
          },
        },
        saving: {
          invoke: {
            src: 'saveAdditionalCard',
            input: ({ context }) => ({
              studentId: context.chosen?.studentId ?? 0,
              password: context.password ?? '',
            }),
            onDone: {
              target: '#cardSwitch.idle',
              actions: [{ type: 'announceLinked', params: ({ event }) => event.output }, 'clearLink'],
            },
            onError: {
              target: 'confirming',
              actions: { type: 'noteLinkError', params: ({ event }) => messageOf(event.error) },
            },
          },
          // Closing while the call is out would leave its answer nowhere to go.
          on: { 'link.cancel': {} },
        },
      },
    },
    switching: {
      tags: 'switching',
      invoke: {
        src: 'loginById',
        input: ({ context }) => ({ studentId: context.target?.studentId ?? 0 }),
        onDone: [
          {
            guard: 'isBackToMain',
            target: 'refreshing',
            actions: [{ type: 'keepToken', params: ({ event }) => event.output }, 'restoreMain'],
          },
          {
            target: 'refreshing',
            actions: [{ type: 'keepToken', params: ({ event }) => event.output }, 'rememberMain'],
          },
        ],
        onError: { target: 'idle', actions: 'clearTarget' },
      },
    },
    /** The old token is revoked already: whatever the refresh says, the page must start over. */
    refreshing: {
      tags: 'switching',
      invoke: { src: 'refreshUser', onDone: 'settling', onError: 'settling' },
    },
    settling: {
      tags: 'switching',
      after: { reloadDelay: 'reloading' },
    },
    reloading: {
      type: 'final',
      tags: 'switching',
      entry: 'reload',
    },
  },
});

export type CardSwitchMachine = typeof cardSwitchMachine;

/** True while a switch is under way: the switcher shows it is busy and offers nothing else. */
export function isSwitching(snapshot: { hasTag: (tag: 'switching') => boolean }): boolean {
  return snapshot.hasTag('switching');
}
