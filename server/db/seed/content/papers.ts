import type { SeedPaper } from './types';

/**
 * Mock papers shaped like the national youth programming grade exams:
 * 25 single choice × 2 + 10 true/false × 2 + 2 programming × 15 = 100 points, 60 minutes, pass mark 60.
 * The formal exam mixes five question types, also 100 points.
 */
export const papers: SeedPaper[] = [
  {
    key: 'paper-sc1-mock',
    examPaperName: 'Scratch 一级模拟卷',
    subject: 'scratch',
    level: 1,
    examTime: 60,
    passingScore: 60,
    examPaperType: 0,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'sc1-sprite-001', 'sc1-motion-001', 'sc1-event-001', 'sc1-looks-001', 'sc1-sound-001',
          'sc1-loop-001', 'sc1-sprite-002', 'sc1-motion-002', 'sc1-event-002', 'sc1-looks-002',
          'sc1-sound-002', 'sc1-loop-002', 'sc1-sprite-003', 'sc1-motion-003', 'sc1-event-003',
          'sc1-looks-003', 'sc1-sound-003', 'sc1-loop-003', 'sc1-sprite-004', 'sc1-motion-004',
          'sc1-event-004', 'sc1-looks-004', 'sc1-sound-004', 'sc1-loop-004', 'sc1-sprite-005',
        ],
      },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'sc1-motion-t01', 'sc1-event-t01', 'sc1-sprite-t01', 'sc1-looks-t01', 'sc1-sound-t01',
          'sc1-loop-t01', 'sc1-motion-t02', 'sc1-event-t02', 'sc1-sprite-t02', 'sc1-looks-t02',
        ],
      },
      { questionType: 6, score: 15, questionKeys: ['sc1-task-cat-walk', 'sc1-task-balloon'] },
    ],
  },
  {
    key: 'paper-sc2-mock',
    examPaperName: 'Scratch 二级模拟卷',
    subject: 'scratch',
    level: 2,
    examTime: 60,
    passingScore: 60,
    examPaperType: 0,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'sc2-cond-001', 'sc2-sense-001', 'sc2-var-001', 'sc2-op-001', 'sc2-bc-001',
          'sc2-pen-001', 'sc2-loop-001', 'sc2-cond-002', 'sc2-sense-002', 'sc2-var-002',
          'sc2-op-002', 'sc2-bc-002', 'sc2-pen-002', 'sc2-loop-002', 'sc2-cond-003',
          'sc2-sense-003', 'sc2-var-003', 'sc2-op-003', 'sc2-bc-003', 'sc2-pen-003',
          'sc2-cond-004', 'sc2-sense-004', 'sc2-var-004', 'sc2-op-004', 'sc2-bc-004',
        ],
      },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'sc2-cond-t01', 'sc2-sense-t01', 'sc2-var-t01', 'sc2-op-t01', 'sc2-bc-t01',
          'sc2-pen-t01', 'sc2-cond-t02', 'sc2-sense-t02', 'sc2-var-t02', 'sc2-op-t02',
        ],
      },
      { questionType: 6, score: 15, questionKeys: ['sc2-task-pen-flower', 'sc2-task-apple'] },
    ],
  },
  {
    key: 'paper-sc3-mock',
    examPaperName: 'Scratch 三级模拟卷',
    subject: 'scratch',
    level: 3,
    examTime: 60,
    passingScore: 60,
    examPaperType: 0,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'sc3-list-001', 'sc3-clone-001', 'sc3-myblock-001', 'sc3-op-001', 'sc3-loop-001',
          'sc3-var-001', 'sc3-cond-001', 'sc3-bc-001', 'sc3-list-002', 'sc3-clone-002',
          'sc3-myblock-002', 'sc3-op-002', 'sc3-loop-002', 'sc3-list-003', 'sc3-clone-003',
          'sc3-myblock-003', 'sc3-op-003', 'sc3-list-004', 'sc3-clone-004', 'sc3-myblock-004',
          'sc3-op-004', 'sc3-list-005', 'sc3-clone-005', 'sc3-myblock-005', 'sc3-list-006',
        ],
      },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'sc3-list-t01', 'sc3-clone-t01', 'sc3-myblock-t01', 'sc3-op-t01', 'sc3-var-t01',
          'sc3-loop-t01', 'sc3-bc-t01', 'sc3-list-t02', 'sc3-clone-t02', 'sc3-myblock-t02',
        ],
      },
      { questionType: 6, score: 15, questionKeys: ['sc3-task-snow', 'sc3-task-score-list'] },
    ],
  },
  {
    key: 'paper-py1-mock',
    examPaperName: 'Python 一级模拟卷',
    subject: 'python',
    level: 1,
    examTime: 60,
    passingScore: 60,
    examPaperType: 0,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'py1-var-001', 'py1-io-001', 'py1-op-001', 'py1-cond-001', 'py1-loop-001',
          'py1-tur-001', 'py1-var-002', 'py1-io-002', 'py1-op-002', 'py1-cond-002',
          'py1-loop-002', 'py1-tur-002', 'py1-var-003', 'py1-io-003', 'py1-op-003',
          'py1-cond-003', 'py1-loop-003', 'py1-tur-003', 'py1-var-004', 'py1-io-004',
          'py1-op-004', 'py1-cond-004', 'py1-loop-004', 'py1-tur-004', 'py1-var-005',
        ],
      },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'py1-var-t01', 'py1-io-t01', 'py1-op-t01', 'py1-cond-t01', 'py1-loop-t01',
          'py1-tur-t01', 'py1-var-t02', 'py1-io-t02', 'py1-op-t02', 'py1-cond-t02',
        ],
      },
      { questionType: 6, score: 15, questionKeys: ['py1-task-shop', 'py1-task-guess'] },
    ],
  },
  {
    key: 'paper-py2-mock',
    examPaperName: 'Python 二级模拟卷',
    subject: 'python',
    level: 2,
    examTime: 60,
    passingScore: 60,
    examPaperType: 0,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'py2-list-001', 'py2-str-001', 'py2-func-001', 'py2-dict-001', 'py2-loop-001',
          'py2-list-002', 'py2-str-002', 'py2-func-002', 'py2-dict-002', 'py2-loop-002',
          'py2-list-003', 'py2-str-003', 'py2-func-003', 'py2-dict-003', 'py2-loop-003',
          'py2-list-004', 'py2-str-004', 'py2-func-004', 'py2-dict-004', 'py2-list-005',
          'py2-str-005', 'py2-func-005', 'py2-dict-005', 'py2-list-006', 'py2-str-006',
        ],
      },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'py2-list-t01', 'py2-str-t01', 'py2-func-t01', 'py2-dict-t01', 'py2-loop-t01',
          'py2-list-t02', 'py2-str-t02', 'py2-func-t02', 'py2-dict-t02', 'py2-list-t03',
        ],
      },
      { questionType: 6, score: 15, questionKeys: ['py2-task-vowels', 'py2-task-prime'] },
    ],
  },
  {
    key: 'exam-sc1-2026-autumn',
    examPaperName: '2026年秋季学期 Scratch 一级期末考试',
    subject: 'scratch',
    level: 1,
    examTime: 60,
    passingScore: 60,
    examPaperType: 1,
    sections: [
      {
        questionType: 1,
        score: 2,
        questionKeys: [
          'sc1-sprite-006', 'sc1-sprite-007', 'sc1-motion-005', 'sc1-motion-006', 'sc1-motion-007',
          'sc1-motion-008', 'sc1-motion-009', 'sc1-event-005', 'sc1-event-006', 'sc1-looks-005',
          'sc1-looks-006', 'sc1-looks-007', 'sc1-sound-005', 'sc1-loop-005', 'sc1-sprite-003',
          'sc1-motion-003', 'sc1-event-004', 'sc1-looks-002', 'sc1-sound-004', 'sc1-loop-003',
        ],
      },
      { questionType: 2, score: 2, questionKeys: ['sc1-event-m01', 'sc1-motion-m01', 'sc1-loop-m01'] },
      {
        questionType: 3,
        score: 2,
        questionKeys: [
          'sc1-motion-t03', 'sc1-event-t03', 'sc1-sprite-t03', 'sc1-looks-t03', 'sc1-sound-t02',
          'sc1-loop-t02', 'sc1-motion-t01', 'sc1-event-t02', 'sc1-looks-t02', 'sc1-loop-t01',
        ],
      },
      { questionType: 4, score: 2, questionKeys: ['sc1-loop-f01', 'sc1-motion-f03'] },
      { questionType: 6, score: 15, questionKeys: ['sc1-task-fish', 'sc1-task-story'] },
    ],
  },
];
