import { scratchRouteTitles } from './routeTitles';

/** Texts of the Scratch editor page (/peixun/showScratch). */
export const scratchMessages = {
  routeTitle: scratchRouteTitles.routeTitle,
  untitled: '我的 Scratch 作品',
  editorLabel: 'Scratch 编辑器',
  openFailed: '作品打开失败，请刷新后重试',
} as const;
