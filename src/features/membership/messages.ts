import { membershipRouteTitles } from './routeTitles';

/** Texts of the membership page (/upMember, SPEC.md §2 "Viewers", §6). */
export const membershipMessages = {
  routeTitle: membershipRouteTitles.routeTitle,
  trialTag: '体验学员',
  memberTag: '正式会员',
  heroTitle: '升级成为码芽正式会员',
  heroText: '体验学员可以先上体验课、看编程资讯；成为正式会员后，整个码芽都向你打开！',
  memberTitle: '你已经是码芽正式会员啦',
  memberText: '全部功能都已开通。继续创作、练习，和同学们一起进步吧！',
  compareTitle: '体验学员和正式会员有什么不同',
  featureColumn: '功能',
  trialColumn: '体验学员',
  memberColumn: '正式会员',
  included: '可以使用',
  notIncluded: '不可使用',
  features: [
    { name: '我的课程', detail: '跟着老师的课程计划学习', trial: true },
    { name: '编程资讯与视频', detail: '编程新星文章和精选视频', trial: true },
    { name: '创作中心与我的作品', detail: '图形化和 Python 创作，保存自己的作品', trial: true },
    { name: '公开课', detail: '名师公开课随时看', trial: false },
    { name: '创意活动', detail: '参加作品征集和比赛，赢取勋章', trial: false },
    { name: '同学动态', detail: '看同学的新作品，点赞和收藏', trial: false },
    { name: '题库与模拟考试', detail: '随学习卡开通的等级考试题库和模拟卷', trial: false },
  ],
  howTitle: '怎样升级',
  howSteps: [
    '向老师或校区领取码芽学习卡',
    '点击下面的“输入激活码升级”，填入卡背面的 9 位激活码',
    '激活成功后立刻成为正式会员，页面会自动刷新',
  ],
  activate: '输入激活码升级',
  toHome: '回到首页',
  toQuestionBank: '去题库练习',
  loadFailed: '会员信息没有加载出来',
  retry: '重新加载',
} as const;
