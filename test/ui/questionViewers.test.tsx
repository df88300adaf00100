import { useState } from 'react';
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '../../core/questionBankTypes';
import { QuestionView } from '../../src/components/question';
import type { QuestionAnswer, QuestionViewProps } from '../../src/components/question';

jest.setTimeout(30_000);

/** antd's styles stay out of the document: jsdom re-matches every rule on each role query. */
function render(ui: ReactElement) {
  return renderDom(<StyleProvider container={document.createElement('div')}>{ui}</StyleProvider>);
}

function aQuestion(overrides: Partial<Question>): Question {
  return {
    id: 1,
    questionType: 1,
    title: '舞台正中心的坐标是？',
    optionsA: '(240, 180)',
    optionsB: '(0, 0)',
    optionsC: '(-240, -180)',
    answerCount: 1,
    knowledgePoints: [{ id: 3, title: '坐标与运动' }],
    ...overrides,
  };
}

/** Keeps the answer like the practice page does, and records every change. */
function Host(props: Omit<QuestionViewProps, 'value' | 'onChange'> & { initial?: QuestionAnswer | null }) {
  const [value, setValue] = useState<QuestionAnswer | null>(props.initial ?? null);
  return (
    <>
      <QuestionView {...props} value={value} onChange={setValue} />
      <output aria-label="当前答案">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(props: Parameters<typeof Host>[0]) {
  const user = userEvent.setup();
  render(<Host {...props} />);
  const answer = () => screen.getByRole('status', { name: '当前答案' }).textContent;
  return { user, answer };
}

describe('question viewers', () => {
  it('single choice: only the options present, named by their text, one pick at a time', async () => {
    const { user, answer } = setup({ question: aQuestion({}) });
    expect(screen.getByText('单选题')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    expect(screen.getByRole('radio', { name: '(0, 0)' })).toBeChecked();
    expect(answer()).toBe('"B"');
    await user.click(screen.getByRole('radio', { name: '(240, 180)' }));
    expect(answer()).toBe('"A"');
  });

  it('multiple choice: checkboxes, answer as sorted comma-joined letters, options up to F', async () => {
    const question = aQuestion({
      questionType: 2,
      title: '下面哪些积木属于“运动”类？',
      optionsA: '移动(10)步',
      optionsB: '说(你好)',
      optionsC: '右转(15)度',
      optionsD: '播放声音',
      optionsE: '',
      optionsF: '面向(90)方向',
    });
    const { user, answer } = setup({ question });
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await user.click(screen.getByRole('checkbox', { name: '面向(90)方向' }));
    await user.click(screen.getByRole('checkbox', { name: '移动(10)步' }));
    await user.click(screen.getByRole('checkbox', { name: '右转(15)度' }));
    expect(answer()).toBe('"A,C,F"');
    await user.click(screen.getByRole('checkbox', { name: '右转(15)度' }));
    expect(answer()).toBe('"A,F"');
  });

  it('true/false shows 对 and 错, stored as A and B', async () => {
    const { user, answer } = setup({
      question: aQuestion({
        questionType: 3,
        title: '舞台宽 480。',
        optionsA: undefined,
        optionsB: undefined,
        optionsC: undefined,
      }),
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['A', 'B']);
    await user.click(screen.getByRole('radio', { name: '错' }));
    expect(answer()).toBe('"B"');
    await user.click(screen.getByRole('radio', { name: '对' }));
    expect(answer()).toBe('"A"');
  });

  it('true/false review understands a stored 对 / 错 word as the answer', () => {
    const question = aQuestion({ questionType: 3, answer: 'A', rightStatus: -1, yourAnswer: '错' });
    render(<QuestionView question={question} mode="review" />);
    expect(screen.getByRole('radio', { name: '错' })).toBeChecked();
  });

  it('fill-in: one input per blank labelled 第1空, 第2空, …, answer one entry per blank', async () => {
    const question = aQuestion({
      questionType: 4,
      title: 'range(2, 11, 2) 一共产生 ____ 个数，第一个数是 ____。',
      answerCount: 2,
    });
    const { user, answer } = setup({ question });
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.type(screen.getByLabelText('第2空'), '2');
    expect(answer()).toBe('["","2"]');
    await user.type(screen.getByLabelText('第1空'), '5');
    expect(answer()).toBe('["5","2"]');
  });

  it('subjective and Python questions get a text area; code keeps its fence as a code block', async () => {
    const python = aQuestion({
      questionType: 6,
      programmingType: null,
      title: '写一个程序：\n```python\nfor i in range(3):\n    print(i)\n```',
    });
    const { user, answer } = setup({ question: python });
    expect(screen.getByText(/for i in range\(3\):/).tagName).toBe('CODE');
    await user.type(screen.getByRole('textbox', { name: 'Python 代码' }), 'print(1)');
    expect(answer()).toBe('"print(1)"');
  });

  it('keeps literal angle brackets of plain text and strips scripts from rich explanations', async () => {
    const question = aQuestion({
      title: 'type(3.5) 的结果是？',
      optionsA: "<class 'int'>",
      optionsB: "<class 'float'>",
      answer: 'B',
      rightStatus: 1,
      yourAnswer: 'B',
      txtSolution:
        '<p>3.5 是<strong>小数</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    const user = userEvent.setup();
    const { container } = render(<QuestionView question={question} mode="review" />);
    expect(screen.getByRole('radio', { name: "<class 'float'>" })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '查看解析' }));
    const region = screen.getByRole('region', { name: '题目解析' });
    expect((await within(region).findByText('小数')).tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  describe('keyboard', () => {
    it('A–F and 1–6 pick options; keys typed into a text field do not', async () => {
      const { user, answer } = setup({ question: aQuestion({}) });
      await user.keyboard('c');
      expect(answer()).toBe('"C"');
      await user.keyboard('2');
      expect(answer()).toBe('"B"');
      await user.keyboard('f'); // no option F on this question
      expect(answer()).toBe('"B"');
    });

    it('toggles multiple-choice options and ignores letters typed into an input', async () => {
      const user = userEvent.setup();
      render(
        <>
          <input aria-label="搜索" />
          <Host question={aQuestion({ questionType: 2 })} />
        </>,
      );
      await user.keyboard('a3');
      expect(screen.getByRole('status').textContent).toBe('"A,C"');
      await user.type(screen.getByRole('textbox', { name: '搜索' }), 'b');
      expect(screen.getByRole('status').textContent).toBe('"A,C"');
    });

    it('is off in review mode', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(
        <QuestionView question={aQuestion({ answer: 'B' })} value="A" onChange={onChange} mode="review" />,
      );
      await user.keyboard('b');
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('review mode', () => {
    const reviewed = aQuestion({
      answer: 'B',
      rightStatus: -1,
      txtSolution: '舞台的中心是原点 (0, 0)。',
      videoSolution: '/media/coordinates.mp4',
    });

    it('is read-only and hides the explanation until 查看解析 is pressed', async () => {
      const user = userEvent.setup();
      render(<QuestionView question={reviewed} value="A" mode="review" />);
      expect(screen.getByRole('radio', { name: '(240, 180)' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '(0, 0)' })).toBeDisabled();
      expect(screen.queryByRole('region', { name: '题目解析' })).toBeNull();

      await user.click(screen.getByRole('button', { name: '查看解析' }));
      const region = screen.getByRole('region', { name: '题目解析' });
      expect(within(region).getByText('回答错误')).toBeInTheDocument();
      expect(within(region).getByText('舞台的中心是原点 (0, 0)。')).toBeInTheDocument();
      expect(region.querySelector('.qv-correct-answer')).toHaveTextContent('B');
      expect(region.querySelector('.qv-your-answer')).toHaveTextContent('A');
      expect(within(region).getByLabelText('视频讲解')).toHaveAttribute('src', '/media/coordinates.mp4');

      await user.click(screen.getByRole('button', { name: '收起解析' }));
      expect(screen.queryByRole('region', { name: '题目解析' })).toBeNull();
    });

    it('marks the correct and the wrongly picked option once the explanation is open', async () => {
      const user = userEvent.setup();
      const { container } = render(<QuestionView question={reviewed} value="A" mode="review" />);
      await user.click(screen.getByRole('button', { name: '查看解析' }));
      expect(container.querySelector('.qv-option.is-correct')).toHaveTextContent('(0, 0)');
      expect(container.querySelector('.qv-option.is-wrong')).toHaveTextContent('(240, 180)');
    });

    it("shows fill-in answers per blank, the student's from yourAnswer, read-only", async () => {
      const user = userEvent.setup();
      const question = aQuestion({
        questionType: 4,
        answerCount: 2,
        answer: '5,2',
        answerA: '5',
        answerB: '2',
        rightStatus: -1,
        yourAnswer: ['4', '2'],
      });
      render(<QuestionView question={question} mode="review" />);
      expect(screen.getByLabelText('第1空')).toHaveValue('4');
      expect(screen.getByLabelText('第1空')).toHaveAttribute('readonly');
      await user.click(screen.getByRole('button', { name: '查看解析' }));
      expect(
        screen.getByRole('region', { name: '题目解析' }).querySelector('.qv-correct-answer'),
      ).toHaveTextContent('第1空：5；第2空：2');
    });

    it('has a narrow-screen line with the correct answer (shown by the stylesheet on small screens)', () => {
      const { container } = render(<QuestionView question={reviewed} value="A" mode="review" />);
      expect(container.querySelector('.qv-answer-narrow')).toHaveTextContent('正确答案：B');
    });

    it('says a subjective answer waits for review', async () => {
      const user = userEvent.setup();
      const question = aQuestion({
        questionType: 5,
        answer: '参考：用循环。',
        rightStatus: 0,
        yourAnswer: '我会用重复执行',
      });
      render(<QuestionView question={question} mode="review" />);
      expect(screen.getByRole('textbox', { name: '我的回答' })).toHaveValue('我会用重复执行');
      await user.click(screen.getByRole('button', { name: '查看解析' }));
      expect(screen.getByText('已提交，等老师点评')).toBeInTheDocument();
    });
  });

  it('asks the page for the Scratch editor of a graphical task', () => {
    const question = aQuestion({
      questionType: 6,
      programmingType: 1,
      programmingPath: '/materials/cat.sb3',
    });
    const renderScratch = jest.fn(() => <div>编辑器占位</div>);
    render(<QuestionView question={question} value={null} renderScratch={renderScratch} />);
    expect(screen.getByText('编辑器占位')).toBeInTheDocument();
    expect(renderScratch).toHaveBeenCalledWith(expect.objectContaining({ question, value: '' }));
  });
});
