/**
 * "我的消息" of the demo: items for everyone, for the demo school, and for one student, in all three
 * kinds (plain, modal, link). Times are relative to seeding, so the list always looks recent.
 */
export interface DemoNewsItem {
  key: string;
  /** A username: to that student only. 'school': the demo school's students. null: everyone. */
  to: string | 'school' | null;
  type: 1 | 2 | 3;
  title: string;
  content?: string;
  linkUrl?: string;
  weight: number;
  hoursAgo: number;
}

export const demoNews: DemoNewsItem[] = [
  {
    key: 'news-all-maintenance',
    to: null,
    type: 1,
    title: '平台将于本周六 22:00—24:00 升级维护，期间作品可能无法保存',
    weight: 5,
    hoursAgo: 30,
  },
  {
    key: 'news-all-summer-camp',
    to: null,
    type: 2,
    title: '暑期 Python 编程夏令营开始报名',
    content:
      '夏令营共 10 次课，每次 2 小时，从海龟绘图一路做到自己的小游戏。\n适合已经学过 Scratch、想开始写代码的同学。\n报名请联系班主任老师，名额有限，报满即止。',
    weight: 3,
    hoursAgo: 72,
  },
  {
    key: 'news-school-contest',
    to: 'school',
    type: 3,
    title: '「六一创意编程大赛」作品征集中，快来提交你的作品',
    linkUrl: '/student/activityPage',
    weight: 8,
    hoursAgo: 20,
  },
  {
    key: 'news-school-mock-exam',
    to: 'school',
    type: 3,
    title: '等级考试模拟卷已开放，考前去练一练',
    linkUrl: '/simulationTest',
    weight: 4,
    hoursAgo: 50,
  },
  {
    key: 'news-school-schedule',
    to: 'school',
    type: 1,
    title: '星河校区本周六下午的课程调整到周日上午，请留意班级群通知',
    weight: 6,
    hoursAgo: 5,
  },
  {
    key: 'news-demo-excellent',
    to: 'demo',
    type: 1,
    title: '你的作品《海底探险》被老师评为本周优秀作品',
    weight: 9,
    hoursAgo: 3,
  },
  {
    key: 'news-demo-report',
    to: 'demo',
    type: 2,
    title: '期中学习报告：林小满',
    content:
      '小满这半学期进步很大：能独立用“重复执行”和“如果那么”做出完整的小游戏，作品创意也常常让同学们眼前一亮。\n下一步建议多练习变量和广播，把游戏的计分和关卡做得更完整。\n—— Scratch启蒙A班 王老师',
    weight: 7,
    hoursAgo: 26,
  },
  {
    key: 'news-demo-mistakes',
    to: 'demo',
    type: 3,
    title: '错题本里还有没掌握的题目，去复习一下吧',
    linkUrl: '/errorCollection',
    weight: 2,
    hoursAgo: 100,
  },
  {
    key: 'news-xiaoyu-show',
    to: 'xiaoyu',
    type: 1,
    title: '你的作品《彩色螺旋》入选了校区作品展',
    weight: 9,
    hoursAgo: 8,
  },
  {
    key: 'news-haoran-review',
    to: 'haoran',
    type: 2,
    title: '老师点评：《赛车小将》',
    content: '赛车的速度用变量控制得很好！可以试试加一个计时器，看看谁跑得最快。\n—— Scratch创意C班 李老师',
    weight: 7,
    hoursAgo: 12,
  },
  {
    key: 'news-newbie-welcome',
    to: 'newbie',
    type: 1,
    title: '欢迎加入 Scratch启蒙A班！完善个人资料后就能和同学们一起学习啦',
    weight: 9,
    hoursAgo: 2,
  },
  {
    key: 'news-trial-upgrade',
    to: 'trial',
    type: 3,
    title: '体验课快要上完了，升级会员解锁全部课程',
    linkUrl: '/upMember',
    weight: 9,
    hoursAgo: 6,
  },
  {
    key: 'news-trial-teacher',
    to: 'trial',
    type: 2,
    title: '体验课老师的话',
    content:
      '一诺第一次课就让小猫走起来了，还给它加了会说话的对白，真棒！\n下节课我们来做第一个小游戏。\n—— Scratch体验班 陈老师',
    weight: 6,
    hoursAgo: 28,
  },
  {
    key: 'news-solo-welcome',
    to: 'solo',
    type: 1,
    title: '欢迎来到码芽！去创作中心做出你的第一个作品吧',
    weight: 9,
    hoursAgo: 4,
  },
];
