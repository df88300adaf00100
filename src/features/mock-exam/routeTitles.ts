/** Page titles and breadcrumb steps of the mock exam routes (SPEC.md §2 "模拟考试 > 考试详情"). */
export const mockExamRouteTitles = {
  simulationTest: '模拟考试',
  simulationTestDetail: '考试详情',
} as const;
