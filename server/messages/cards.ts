/** User-facing texts of linked learning cards and the quick login between them. */
export const cardMessages = {
  schoolOnly: '仅学校学员可以关联和切换学习卡',
  notLinkable: '学习卡或密码不正确，无法关联',
  tooManyFailures: (minutes: number) => `学习卡密码输错次数太多，请 ${minutes} 分钟后再试`,
  linked: (className: string) => `已关联「${className}」的学习卡，可在右上角切换`,
  notInGroup: '只能切换到已关联的学习卡',
  switched: '已切换学习卡',
} as const;
