/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const questionBankRouteTitles = {
  practise: '题库练习',
  questionBank: '题库列表',
} as const;
