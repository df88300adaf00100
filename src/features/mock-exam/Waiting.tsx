import { Spin } from 'antd';

/** A spinner with words: generating, submitting, computing the score. */
export function Waiting({ text }: { text: string }) {
  return (
    <div className="exam-waiting" role="status">
      <Spin size="large" />
      <span>{text}</span>
    </div>
  );
}
