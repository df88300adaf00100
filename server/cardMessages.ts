/** User-facing texts of linked learning cards and the quick login between them. */
export const cardMessages = {
  schoolOnly: '仅学校学员可以关联和切换学习卡',
  notLinkable: '只能关联本人在本机构其他班级的学习卡',
  linked: (className: string) => `已关联「${className}」的学习卡，可在右上角切换`,
  notInGroup: '只能切换到已关联的学习卡',
  switched: '已切换学习卡',
} as const;
