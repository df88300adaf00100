/** Texts of the activate-product dialog (SPEC.md §2 "Modals", §4 "Activation success", §8). */
export const activateMessages = {
  title: '激活产品',
  codeLabel: '激活码',
  codePlaceholder: '请输入 9 位激活码（字母或数字）',
  codeHint: '激活码印在学习卡背面，不区分大小写',
  submit: '立即激活',
  success: '激活成功',
  failed: '激活失败，请稍后再试',
  formName: '激活产品表单',
} as const;
