/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const practiceRouteTitles = {
  testStore: '题目练习',
  knowledgeStrongPractise: '知识点练习',
  /** The last breadcrumb step of a knowledge-point practice (SPEC.md §2), not a page title. */
  knowledgePractiseCrumb: '练习',
} as const;
