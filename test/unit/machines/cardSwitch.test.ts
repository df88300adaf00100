import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { LinkableCard, SaveAdditionalCardBody, ServerNotice } from '../../../core/cardTypes';
import type { CardSwitchEmitted } from '../../../machines/cardSwitch.machine';
import {
  CARD_SWITCH_RELOAD_DELAY_MS,
  cardSwitchMachine,
  isSwitching,
} from '../../../machines/cardSwitch.machine';

const MAIN = 7;
const EXTRA = 21;
const PAST: LinkableCard = {
  studentId: EXTRA,
  studentName: '林小满',
  className: 'Scratch创意C班',
  activeTime: '2024-09-01 09:00:00',
};

const CARD_PASSWORD = 'Sprout2026';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface FakeServer {
  linked: number[];
  loginById: (studentId: number) => Promise<string>;
  saveAdditionalCard: (card: SaveAdditionalCardBody) => Promise<ServerNotice>;
  refreshUser: () => Promise<void>;
}

/** The calls the switcher's edge provides, answering like the server would for demo's group. */
function fakeServer(): FakeServer {
  const server: FakeServer = {
    linked: [],
    loginById: async (studentId) => {
      if (studentId !== MAIN && !server.linked.includes(studentId)) {
        throw { status: 403, message: '只能切换到已关联的学习卡' };
      }
      return `token-of-${studentId}`;
    },
    saveAdditionalCard: async ({ studentId, password }) => {
      if (studentId !== EXTRA || password !== CARD_PASSWORD) {
        throw { status: 400, message: '学习卡或密码不正确，无法关联' };
      }
      server.linked.push(studentId);
      return { message: '已关联「Scratch创意C班」的学习卡，可在右上角切换' };
    },
    refreshUser: async () => undefined,
  };
  return server;
}

function startSwitcher(server = fakeServer()) {
  const clock = new SimulatedClock();
  const machine = cardSwitchMachine.provide({
    actors: {
      loginById: fromPromise<string, { studentId: number }>(({ input }) => server.loginById(input.studentId)),
      saveAdditionalCard: fromPromise<ServerNotice, SaveAdditionalCardBody>(({ input }) =>
        server.saveAdditionalCard(input),
      ),
      refreshUser: fromPromise(() => server.refreshUser()),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: CardSwitchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, server, emitted, state: () => actor.getSnapshot() };
}

describe('linking a card', () => {
  it('choose a class, confirm with the card’s password, and the server message is announced as the dialogs close', async () => {
    const s = startSwitcher();
    s.actor.send({ type: 'link.open' });
    expect(s.state().matches({ linking: 'choosing' })).toBe(true);
    s.actor.send({ type: 'link.choose', card: PAST });
    expect(s.state().matches({ linking: 'confirming' })).toBe(true);
    expect(s.state().context.chosen).toEqual(PAST);

    s.actor.send({ type: 'link.confirm', password: CARD_PASSWORD });
    expect(s.state().context.password).toBe(CARD_PASSWORD);
    await settle();
    expect(s.server.linked).toEqual([EXTRA]);
    expect(s.emitted).toEqual([
      { type: 'card.linked', message: '已关联「Scratch创意C班」的学习卡，可在右上角切换' },
    ]);
    expect(s.state().value).toBe('idle');
    expect(s.state().context).toMatchObject({ chosen: null, password: null });
  });

  it('a wrong password keeps the confirm dialog open with the reason, and the password is not kept', async () => {
    const s = startSwitcher();
    s.actor.send({ type: 'link.open' });
    s.actor.send({ type: 'link.choose', card: PAST });
    s.actor.send({ type: 'link.confirm', password: 'guess' });
    await settle();
    expect(s.state().matches({ linking: 'confirming' })).toBe(true);
    expect(s.state().context).toMatchObject({ linkError: '学习卡或密码不正确，无法关联', password: null });
    expect(s.emitted).toEqual([]);

    s.actor.send({ type: 'link.confirm', password: CARD_PASSWORD });
    expect(s.state().context.linkError).toBeNull();
    await settle();
    expect(s.server.linked).toEqual([EXTRA]);
  });

  it('back returns to the class choice; cancel closes without linking', () => {
    const s = startSwitcher();
    s.actor.send({ type: 'link.open' });
    s.actor.send({ type: 'link.choose', card: PAST });
    s.actor.send({ type: 'link.back' });
    expect(s.state().matches({ linking: 'choosing' })).toBe(true);
    s.actor.send({ type: 'link.cancel' });
    expect(s.state().value).toBe('idle');
    expect(s.server.linked).toEqual([]);
  });

  it('cannot be closed while the link request is out', async () => {
    const s = startSwitcher();
    s.actor.send({ type: 'link.open' });
    s.actor.send({ type: 'link.choose', card: PAST });
    s.actor.send({ type: 'link.confirm', password: CARD_PASSWORD });
    s.actor.send({ type: 'link.cancel' });
    expect(s.state().matches({ linking: 'saving' })).toBe(true);
    await settle();
    expect(s.state().value).toBe('idle');
  });
});

describe('switching cards', () => {
  it('to an extra card: keeps the new token, remembers the main card, refreshes, then reloads', async () => {
    const s = startSwitcher();
    s.server.linked.push(EXTRA);
    s.actor.send({ type: 'card.switch', studentId: EXTRA, mainStudentId: MAIN });
    expect(isSwitching(s.state())).toBe(true);
    await settle();
    expect(s.emitted).toEqual([
      { type: 'card.tokenIssued', accessToken: `token-of-${EXTRA}` },
      { type: 'card.extraEntered', mainStudentId: MAIN },
    ]);
    expect(s.state().value).toBe('settling');

    s.clock.increment(CARD_SWITCH_RELOAD_DELAY_MS - 1);
    expect(s.emitted.map((event) => event.type)).not.toContain('page.reload');
    s.clock.increment(1);
    expect(s.emitted.at(-1)).toEqual({ type: 'page.reload' });
    expect(s.state().status).toBe('done');
  });

  it('back to the main card drops the remembered id', async () => {
    const s = startSwitcher();
    s.actor.send({ type: 'card.switch', studentId: MAIN, mainStudentId: MAIN });
    await settle();
    expect(s.emitted).toEqual([
      { type: 'card.tokenIssued', accessToken: `token-of-${MAIN}` },
      { type: 'card.mainRestored' },
    ]);
  });

  it('a refused quick login only ends the wait', async () => {
    const s = startSwitcher();
    s.actor.send({ type: 'card.switch', studentId: EXTRA, mainStudentId: MAIN });
    await settle();
    expect(s.state().value).toBe('idle');
    expect(isSwitching(s.state())).toBe(false);
    expect(s.emitted).toEqual([]);
    s.clock.increment(CARD_SWITCH_RELOAD_DELAY_MS * 10);
    expect(s.emitted).toEqual([]);
  });

  it('still reloads when the user refresh fails, since the old token is gone', async () => {
    const server = fakeServer();
    server.linked.push(EXTRA);
    server.refreshUser = () => Promise.reject({ status: 'NETWORK_ERROR', message: 'Network Error' });
    const s = startSwitcher(server);
    s.actor.send({ type: 'card.switch', studentId: EXTRA, mainStudentId: MAIN });
    await settle();
    s.clock.increment(CARD_SWITCH_RELOAD_DELAY_MS);
    expect(s.emitted.map((event) => event.type)).toEqual([
      'card.tokenIssued',
      'card.extraEntered',
      'page.reload',
    ]);
  });
});
