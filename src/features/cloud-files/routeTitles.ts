/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const cloudFilesRouteTitles = {
  pageTitle: '云文件',
} as const;
