import type { PdfFailure } from './readerState';

/** Texts of the PDF viewers (/showPDF, /showPDF2, /peixun/fullScreenPdf) and the in-page reader. */
export const pdfViewerMessages = {
  untitled: '课程资料',
  toolbar: '阅读工具',
  previous: '上一页',
  next: '下一页',
  pageLabel: '页码',
  pageOf: (total: number) => `/ ${total} 页`,
  page: (n: number) => `第 ${n} 页`,
  pageStatus: (n: number, total: number) => `第 ${n} 页，共 ${total} 页`,
  zoomIn: '放大',
  zoomOut: '缩小',
  zoomFit: '适合宽度',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  present: '全屏放映',
  back: '返回',
  backToCourses: '回到我的课程',
  retry: '再试一次',
  loading: '资料打开中…',
  pageLoading: '这一页马上就好…',
  badAddressTitle: '没有找到要打开的文件',
  badAddressHint: '这个链接不完整，请回到课程里重新点开资料。',
  failures: {
    missing: {
      title: '这个文件找不到了',
      hint: '老师可能把它换成了新的版本，回到课程里看看吧。',
    },
    expired: {
      title: '这个链接已经过期了',
      hint: '为了保护课程资料，链接只在一段时间内有效。回到课程里重新打开就好。',
    },
    broken: {
      title: '这个文件打不开',
      hint: '它可能不是完整的 PDF 文件，请告诉老师换一份。',
    },
    network: {
      title: '文件没有加载出来',
      hint: '请检查网络后再试一次。',
    },
  } satisfies Record<PdfFailure, { title: string; hint: string }>,
  keysHint: '可以用键盘的 ← → 键翻页',
} as const;
