import { PLATFORM_NAME } from '../lib/platform';

/** Texts of the app frame: titles, menus, headers. */
export const appMessages = {
  titleSuffix: `${PLATFORM_NAME} 少儿编程平台`,
  routeLoading: '页面加载中',
  routeErrorTitle: '页面出了点小问题',
  routeErrorHint: '请刷新页面再试一次',
  backHome: '返回首页',
  titles: {
    home: '首页',
  },
  studentMenu: {
    group: '学习中心',
    home: '首页',
    opusSquare: '作品广场',
    schoolOpusSquare: '校内作品',
    createCenter: '创作中心',
    myOpus: '我的作品',
    myStudy: '我的课程',
    myClassmate: '我的同学',
    myCollection: '我的收藏',
  },
  header: {
    userMenu: '用户菜单',
    userCenter: '个人中心',
    changePassword: '修改密码',
    logout: '退出登录',
    login: '登录',
    register: '注册',
    activate: '激活',
    questionBankName: '码芽题库',
    sideMenu: '主菜单',
    breadcrumb: '当前位置',
    toStudentHome: '学习中心',
  },
  shell: {
    menuLoading: '菜单加载中',
    menuFailed: '菜单没有加载出来',
    menuRetry: '重新加载',
    tabs: '已打开的页面',
    closeTab: (title: string) => `关闭${title}`,
    tabActions: '标签操作',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    messageBannerHint: '老师和码芽发给你的消息都在这里，记得常来看看哦！',
    shortcuts: '快捷入口',
    backToTop: '回到顶部',
    questionBank: '题库练习',
    upMember: '升级会员',
  },
  signInPrompt: {
    title: '登录后就能开始练习啦',
    hint: '登录后可以查看你的知识点、练习记录和正确率。',
    action: '去登录',
  },
} as const;

/** "{title} - 码芽 少儿编程平台" (SPEC.md §2). */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${appMessages.titleSuffix}` : appMessages.titleSuffix;
}
