/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const knowledgeRouteTitles = {
  knowledgeStrong: '知识点强化',
} as const;
