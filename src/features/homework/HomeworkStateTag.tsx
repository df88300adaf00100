import { Tag } from 'antd';
import type { HomeworkState } from '../../../core/studyTypes';
import { homeworkMessages as t } from './messages';

/** Preset colours whose text the global stylesheet darkens to 4.5:1. */
const COLORS: Record<HomeworkState, string> = {
  open: 'blue',
  submitted: 'gold',
  marked: 'green',
  overdue: 'red',
};

/** A task's state as a coloured tag (待提交 / 已提交 / 已批改 / 已逾期), with 迟交 beside a late one. */
export function HomeworkStateTag({ state, late = false }: { state: HomeworkState; late?: boolean }) {
  return (
    <span className="homework-tags">
      <Tag color={COLORS[state]}>{t.states[state]}</Tag>
      {late && <Tag color="volcano">{t.late}</Tag>}
    </span>
  );
}
