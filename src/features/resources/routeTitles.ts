/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const resourcesRouteTitles = {
  resources: '课程资源',
} as const;
