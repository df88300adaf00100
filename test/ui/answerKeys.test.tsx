import { useState } from 'react';
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '../../core/questionBankTypes';
import {
  QuestionView,
  answerKeyAction,
  letterOfKey,
  useQuestionNavigationKeys,
} from '../../src/components/question';
import type { QuestionAnswer } from '../../src/components/question';
import { announcedMinutes } from '../../src/features/mock-exam/ExamHeader';
import { makeStore } from '../../store';
import { largeTextSwitched, selectLargeTextFor } from '../../store/slices/readingSlice';

jest.setTimeout(30_000);

function render(ui: ReactElement) {
  return renderDom(<StyleProvider container={document.createElement('div')}>{ui}</StyleProvider>);
}

const choice: Question = {
  id: 1,
  questionType: 1,
  title: '舞台正中心的坐标是？',
  optionsA: '(240, 180)',
  optionsB: '(0, 0)',
  optionsC: '(-240, -180)',
  answerCount: 1,
  knowledgePoints: [],
};
const judge: Question = { ...choice, id: 2, questionType: 3, title: '角色可以有多个造型。' };
const multiple: Question = { ...choice, id: 3, questionType: 2, optionsD: '(1, 1)' };

describe('the key map of practice and exam pages', () => {
  it('1–6 and A–F pick options; T and F mean 对 and 错 on true/false only', () => {
    expect(letterOfKey('2')).toBe('B');
    expect(letterOfKey('e')).toBe('E');
    expect(letterOfKey('F')).toBe('F');
    expect(letterOfKey('7')).toBeNull();
    expect(letterOfKey('t')).toBeNull();
    expect(letterOfKey('t', 3)).toBe('A');
    expect(letterOfKey('F', 3)).toBe('B');
    expect(letterOfKey('1', 3)).toBe('A');
    expect(letterOfKey('2', 3)).toBe('B');
  });

  it('← is previous, → and Enter are next', () => {
    expect(answerKeyAction('ArrowLeft')).toEqual({ type: 'prev' });
    expect(answerKeyAction('ArrowRight')).toEqual({ type: 'next' });
    expect(answerKeyAction('Enter')).toEqual({ type: 'next' });
    expect(answerKeyAction('c', 1)).toEqual({ type: 'pick', letter: 'C' });
    expect(answerKeyAction('ArrowUp')).toBeNull();
  });
});

function Host({ question }: { question: Question }) {
  const [value, setValue] = useState<QuestionAnswer | null>(null);
  const [moves, setMoves] = useState<string[]>([]);
  useQuestionNavigationKeys({
    onPrev: () => setMoves((seen) => [...seen, 'prev']),
    onNext: () => setMoves((seen) => [...seen, 'next']),
    enabled: true,
  });
  return (
    <>
      <QuestionView question={question} value={value} onChange={setValue} />
      <input aria-label="备注" />
      <button type="button">别的按钮</button>
      <output aria-label="当前答案">{JSON.stringify(value)}</output>
      <output aria-label="换题">{moves.join(',')}</output>
    </>
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('keyboard answering on a page', () => {
  it('T / F answer a true/false question', async () => {
    const user = userEvent.setup();
    render(<Host question={judge} />);
    await user.keyboard('t');
    expect(screen.getByRole('radio', { name: '对' })).toBeChecked();
    await user.keyboard('f');
    expect(screen.getByRole('radio', { name: '错' })).toBeChecked();
    expect(screen.getByText(/按键盘上的 T（对）或 F（错）/)).toBeInTheDocument();
  });

  it('a multiple-choice key toggles its option', async () => {
    const user = userEvent.setup();
    render(<Host question={multiple} />);
    await user.keyboard('1');
    await user.keyboard('4');
    expect(shown('当前答案')).toBe('"A,D"');
    await user.keyboard('a');
    expect(shown('当前答案')).toBe('"D"');
  });

  it('arrows and Enter move between questions, but never while typing or on a button', async () => {
    const user = userEvent.setup();
    render(<Host question={choice} />);
    await user.keyboard('{ArrowRight}{ArrowLeft}{Enter}');
    expect(shown('换题')).toBe('next,prev,next');

    await user.click(screen.getByRole('textbox', { name: '备注' }));
    await user.keyboard('b{ArrowLeft}{Enter}');
    expect(shown('换题')).toBe('next,prev,next');
    expect(shown('当前答案')).toBe('null');

    screen.getByRole('button', { name: '别的按钮' }).focus();
    await user.keyboard('{Enter}');
    expect(shown('换题')).toBe('next,prev,next');
  });
});

describe('朗读', () => {
  const speak = jest.fn();
  const cancel = jest.fn();
  const setVoices = (voices: Array<{ lang: string }>) => {
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak,
        cancel,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: class {
        lang = '';
        voice: unknown = null;
        constructor(public text: string) {}
      },
    });
  };
  afterEach(() => {
    speak.mockReset();
    cancel.mockReset();
  });

  it('is hidden when the browser has no Chinese voice', () => {
    setVoices([{ lang: 'en-US' }]);
    render(<QuestionView question={choice} readAloud />);
    expect(screen.queryByRole('button', { name: '朗读题目' })).not.toBeInTheDocument();
  });

  it('reads the stem in Mandarin, highlights it, and stops when the question goes', async () => {
    setVoices([{ lang: 'en-US' }, { lang: 'zh-CN' }]);
    const user = userEvent.setup();
    const view = render(<QuestionView question={choice} readAloud />);
    await user.click(screen.getByRole('button', { name: '朗读题目' }));
    const utterance = speak.mock.calls[0][0] as { text: string; lang: string };
    expect(utterance).toMatchObject({ text: '舞台正中心的坐标是？', lang: 'zh-CN' });
    expect(screen.getByRole('button', { name: '朗读题目' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '朗读选项 B' })).toBeInTheDocument();
    const cancelledBefore = cancel.mock.calls.length;
    act(() => view.unmount());
    expect(cancel.mock.calls.length).toBeGreaterThan(cancelledBefore);
  });
});

describe('the exam countdown and 大字', () => {
  it('tells the time left at 10, 5 and 1 minutes only', () => {
    expect(announcedMinutes(601)).toBeNull();
    expect(announcedMinutes(600)).toBe(10);
    expect(announcedMinutes(301)).toBe(10);
    expect(announcedMinutes(300)).toBe(5);
    expect(announcedMinutes(59)).toBe(1);
  });

  it('大字 is kept per student', () => {
    const { store } = makeStore();
    store.dispatch(largeTextSwitched({ studentId: 7, on: true }));
    expect(selectLargeTextFor(store.getState(), 7)).toBe(true);
    expect(selectLargeTextFor(store.getState(), 8)).toBe(false);
    store.dispatch(largeTextSwitched({ studentId: 7, on: false }));
    expect(selectLargeTextFor(store.getState(), 7)).toBe(false);
  });
});
