/** Texts of the student home page. */
export const homeMessages = {
  greeting: (name: string) => `你好，${name}！`,
  subtitle: '欢迎回到码芽，今天也来创造点有趣的东西吧！',
  medalsTitle: '我的勋章',
  noMedals: '还没有勋章，继续加油就能拿到哦！',
  loadFailed: '个人信息加载失败',
  retry: '重新加载',
  organization: '学校',
  campus: '校区',
  className: '班级',
} as const;
