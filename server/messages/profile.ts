/** User-facing texts of the profile-completion form; the rules the browser also checks use core's words. */
export const profileMessages = {
  completed: '个人信息已完善，欢迎开始学习！',
  birthDayInFuture: '出生年月不能晚于昨天',
} as const;
