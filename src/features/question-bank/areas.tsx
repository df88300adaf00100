import type { ReactNode } from 'react';
import {
  BookOutlined,
  BulbOutlined,
  ExceptionOutlined,
  FieldTimeOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { questionBankMessages as t } from './messages';

export interface QuestionBankArea {
  path: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** Card accent colour, one per area so children recognise them at a glance. */
  color: string;
}

/** The five entries of the question-bank left menu, in SPEC.md §2 order. */
export const QUESTION_BANK_AREAS: QuestionBankArea[] = [
  {
    path: '/knowledgeStrong',
    title: t.knowledgeStrong,
    description: t.knowledgeStrongDesc,
    icon: <BulbOutlined />,
    color: '#a15c00',
  },
  {
    path: '/questionBank',
    title: t.questionBank,
    description: t.questionBankDesc,
    icon: <BookOutlined />,
    color: '#0f7a43',
  },
  {
    path: '/simulationTest',
    title: t.simulationTest,
    description: t.simulationTestDesc,
    icon: <FieldTimeOutlined />,
    color: '#1765c1',
  },
  {
    path: '/errorCollection',
    title: t.errorCollection,
    description: t.errorCollectionDesc,
    icon: <ExceptionOutlined />,
    color: '#cf3a3a',
  },
  { path: '/myExam', title: t.myExam, description: t.myExamDesc, icon: <TrophyOutlined />, color: '#7b3fc4' },
];
