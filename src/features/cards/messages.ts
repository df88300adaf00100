import { LINK_CARD_CLASS_REQUIRED } from '../../../core/validationMessages';

/** Texts of the switch-card dropdown and the link-card dialogs (SPEC.md §2 "Shell layout", §5 "Link card"). */
export const cardMessages = {
  switcher: {
    label: (className: string) => `当前学习卡：${className || '未分班'}`,
    extraTag: '附加卡',
    groupTitle: '我的学习卡',
    mainTag: '主卡',
    current: '当前',
    backToMain: '返回主卡',
    link: '关联学习卡',
    switching: '正在切换学习卡…',
    loadFailed: '学习卡加载失败，点击重试',
  },
  choose: {
    title: '关联学习卡',
    hint: '选择你以前上过的班级，关联后可在右上角随时切换。',
    classLabel: '所在班级',
    classPlaceholder: LINK_CARD_CLASS_REQUIRED,
    option: (className: string, activeTime: string) => `${className}（${activeTime.slice(0, 10)} 激活）`,
    empty: '暂无可关联的学习卡',
    next: '下一步',
    cancel: '取消',
    formName: '选择班级',
  },
  confirm: {
    title: '确认关联',
    hint: '请核对学习卡信息，并输入这张学习卡的登录密码，证明它是你的。',
    studentName: '学生姓名',
    className: '所在班级',
    activeTime: '激活时间',
    password: '该学习卡的密码',
    passwordPlaceholder: '登录这张学习卡时用的密码',
    passwordRequired: '请输入该学习卡的密码',
    back: '上一步',
    submit: '确认关联',
    formName: '确认关联学习卡',
  },
} as const;
