import { entryRouteTitles } from './routeTitles';

/** Texts of the public sign-in and activation entries (SPEC.md §2 "Public routes"). */
export const entryMessages = {
  titles: entryRouteTitles,
  uLogin: {
    heroTitle: '欢迎来到码芽',
    heroText: '登录后就能继续你的编程之旅。',
    heroTextBack: '登录后会回到你刚才打开的页面。',
  },
  uLoginT: {
    heroTitle: '码芽题库',
    heroText: '知识点强化、题库练习、模拟考试和错题本，登录后马上开练！',
  },
  zkActivate: {
    heroTitle: '激活你的学习卡',
    heroText: '学习卡背面印着 9 位激活码，激活后题库和模拟考试就开通啦。',
    steps: ['登录账号', '输入激活码', '开始学习'],
    signInHint: '先登录要开通学习卡的账号。',
    signedInAs: (name: string) => `当前账号：${name}`,
    switchAccount: '换个账号',
    codeFromLink: '激活码已经帮你填好了，核对一下就可以激活。',
    doneTitle: '学习卡激活成功！',
    doneText: '题库和模拟考试已经开通，快去练一练吧。',
    toQuestionBank: '去题库练习',
    toHome: '回到首页',
  },
  needLogin: {
    heroTitle: '登录已过期',
    heroText: '为了账号安全，长时间没有操作或在别处退出后需要重新登录。',
    notice: '你的登录已过期，请重新登录。',
  },
  accountEnd: {
    heroTitle: '账号已到期',
    heroText: '别担心，你的作品和学习记录都还在。',
    title: '你的学习账号已经到期',
    text: '到期后暂时不能继续学习。请联系老师或校区续费，续费后用原来的账号重新登录即可。',
    newCard: '有新的学习卡？登录后可以激活',
    backToLogin: '返回登录',
    activate: '激活学习卡',
  },
} as const;
