/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const messagesRouteTitles = {
  routeTitle: '我的消息',
} as const;
