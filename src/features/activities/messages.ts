import { activityRouteTitles } from './routeTitles';

/** Texts of creative activities: the dashboard card's items, the activity page and its detail. */
export const activityMessages = {
  pageTitle: activityRouteTitles.pageTitle,
  pageIntro: '参加创意活动，和小伙伴们比一比谁的作品最有创意！',
  detailTitle: activityRouteTitles.detailTitle,
  filters: '活动筛选',
  all: '全部',
  running: '进行中',
  ended: '已结束',
  empty: '暂无活动',
  refusedTrial:
    '创意活动只对学校的正式学员开放，体验账号还不能参加。升级成会员后，就能看到学校的创意活动啦。',
  refusedNoSchool:
    '创意活动由学校组织，只对在学校上课的学员开放。你的账号还没有加入学校，所以这里没有活动；如果你在码芽的学校上课，请向老师要学习卡，用学习卡登录就能看到。',
  upMember: '升级会员',
  home: '返回首页',
  phase: {
    upcoming: '进行中',
    running: '进行中',
    reviewing: '评审中',
    closed: '已结束',
  },
  startsIn: '距开始',
  endsIn: '距结束',
  reviewing: '作品评审中，敬请期待结果',
  closed: '活动已关闭',
  special: '特别活动',
  places: (plan: number, surplus: number) => `名额 ${plan} · 剩余 ${surplus}`,
  openLabel: (name: string) => `查看活动：${name}`,
  organizer: '主办方',
  time: '活动时间',
  timeRange: (start: string, end: string) => `${start} 至 ${end}`,
  planCount: '计划名额',
  surplusCount: '剩余名额',
  opusCount: '已提交作品',
  content: '活动介绍',
  back: '返回活动列表',
  notFound: '没有找到这个活动',
  retry: '重新加载',
  badId: '活动地址不正确',
} as const;
