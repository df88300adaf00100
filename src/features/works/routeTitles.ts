/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const worksRouteTitles = {
  gallery: '作品广场',
  schoolGallery: '校内作品',
  latest: '最新作品',
  featured: '精选作品',
  myOpus: '我的作品',
  collection: '我的收藏',
  classmates: '我的同学',
  timeline: '同学的作品',
} as const;
