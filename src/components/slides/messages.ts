/** Texts of the slide carousel (names a screen reader gives it, its slides and its dots). */
export const slidesMessages = {
  carousel: '轮播',
  slide: '幻灯片',
  position: (index: number, count: number) => `第 ${index} 张，共 ${count} 张`,
  goTo: (index: number) => `第 ${index} 张`,
} as const;
