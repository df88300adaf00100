/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const pdfViewerRouteTitles = {
  reader: '讲义阅读',
  slides: '课件浏览',
  fullScreen: '课件放映',
} as const;
