/**
 * The demo school's creative activities. Times are relative to the first seeding, so a fresh
 * install shows every state of SPEC.md §4: not started, running, under review (ended by time but
 * not closed) and ended ('1'). `content` is authored HTML, sanitised when seeded.
 */

export interface ActivitySeed {
  key: string;
  name: string;
  /** Days from seeding (negative: in the past). */
  startDays: number;
  endDays: number;
  activitiesStatus: '' | '1' | '2';
  planCount: number;
  surplusCount: number;
  organizer: string;
  /** false: open to every organisation (a platform-wide contest). */
  schoolOnly: boolean;
  content: string;
  /** Colours and emblem of the generated cover. */
  cover: {
    from: string;
    to: string;
    emblem: 'snow' | 'rocket' | 'home' | 'leaf' | 'trophy' | 'cake' | 'family' | 'clock';
  };
}

export const activityCoverPath = (key: string): string => `/content/activities/${key}.svg`;

const ORGANIZER = '码芽少儿编程·星河校区';

export const activities: ActivitySeed[] = [
  {
    key: 'winter-animation-2026',
    name: '“冬日奇想”Scratch 动画创作赛',
    startDays: -10,
    endDays: 20,
    activitiesStatus: '',
    planCount: 120,
    surplusCount: 47,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动主题</h3>
<p>下雪啦！用 Scratch 讲一个发生在冬天的故事：堆雪人、打雪仗、小动物冬眠、新年倒计时……题材不限，想象力越大胆越好。</p>
<h3>参赛要求</h3>
<ul><li>作品时长 30 秒到 2 分钟，至少包含两个角色和一次背景切换；</li>
<li>请使用“广播”让角色之间有对话或互动；</li>
<li>作品说明里写清楚故事梗概和操作方法。</li></ul>
<h3>奖项设置</h3>
<p>一等奖 5 名、二等奖 10 名、三等奖 20 名，获奖作品将在校区大屏幕展播，并获得“创意达人”勋章。</p>
<p><strong>提示：</strong>活动期间发布到作品广场并勾选“参加活动”的作品自动参赛。</p>`,
    cover: { from: '#7CC6FF', to: '#3A7BD5', emblem: 'snow' },
  },
  {
    key: 'python-challenge-week',
    name: '“小小算法家”Python 挑战周',
    startDays: 5,
    endDays: 26,
    activitiesStatus: '',
    planCount: 80,
    surplusCount: 80,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动介绍</h3>
<p>连续五天，每天一道有趣的 Python 小题目：猜数字、九九乘法表、回文判断、石头剪刀布、海龟画星空。完成三道以上即可获得挑战证书。</p>
<h3>适合谁参加</h3>
<p>学过 Python 变量和循环的同学；Scratch 班的同学也欢迎来试一试第一题。</p>
<h3>怎么参加</h3>
<ol><li>活动开始后，在“创作中心”打开 Python 创作；</li><li>完成题目并保存作品；</li><li>在作品说明里写上“挑战周 + 题号”。</li></ol>`,
    cover: { from: '#8EE4AF', to: '#2F7FD8', emblem: 'rocket' },
  },
  {
    key: 'my-hometown',
    name: '“我的家乡”主题创意编程',
    startDays: -40,
    endDays: -3,
    activitiesStatus: '',
    planCount: 100,
    surplusCount: 12,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动主题</h3>
<p>家乡有什么好吃的、好玩的、好看的？用一个交互作品向大家介绍你的家乡。</p>
<h3>评审进度</h3>
<p>作品提交已截止，老师们正在认真评审，结果将在一周内公布，请耐心等待。</p>
<p>评审从<strong>主题表达、创意、完成度</strong>三个方面进行，详见<a href="/student/activityPage">活动列表</a>中的活动说明。</p>`,
    cover: { from: '#FFD36E', to: '#FF8C1A', emblem: 'home' },
  },
  {
    key: 'green-coding-autumn',
    name: '秋季“码上环保”公益作品征集',
    startDays: -70,
    endDays: -30,
    activitiesStatus: '1',
    planCount: 150,
    surplusCount: 36,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动回顾</h3>
<p>垃圾分类小游戏、节约用水动画、保护小动物的互动故事……本次征集收到了许多精彩的作品，感谢每一位小创作者！</p>
<h3>获奖名单</h3>
<ul><li>一等奖：《垃圾分类大作战》——张浩然</li><li>一等奖：《小水滴的旅行》——林小满</li><li>二等奖：《森林守护者》——李晓雨</li></ul>
<p>恭喜获奖的小创作者，也谢谢每一位参加的同学！</p>`,
    cover: { from: '#B8F2A0', to: '#3DAA6E', emblem: 'leaf' },
  },
  {
    key: 'codesprout-cup-game',
    name: '码芽杯 Scratch 游戏设计大赛',
    startDays: -3,
    endDays: 45,
    activitiesStatus: '2',
    planCount: 500,
    surplusCount: 431,
    organizer: '码芽少儿编程教研中心',
    schoolOnly: false,
    content: `<h3>大赛介绍</h3>
<p>面向所有码芽学员的年度游戏设计大赛！设计一款有目标、有规则、有挑战的小游戏，和全国的小伙伴一起比拼创意。</p>
<h3>赛程安排</h3>
<table><thead><tr><th>阶段</th><th>内容</th></tr></thead>
<tbody><tr><td>作品征集</td><td>发布游戏作品并勾选“参加活动”</td></tr>
<tr><td>人气投票</td><td>作品广场点赞数计入成绩的 30%</td></tr>
<tr><td>专家评审</td><td>从创意、玩法、完成度三个方面评分</td></tr></tbody></table>
<p><img src="/content/activities/codesprout-cup-game.svg" alt="码芽杯 Scratch 游戏设计大赛"></p>`,
    cover: { from: '#FFB199', to: '#E8484E', emblem: 'trophy' },
  },
  {
    key: 'national-day-card',
    name: '国庆“祖国生日快乐”贺卡创作',
    startDays: -52,
    endDays: -44,
    activitiesStatus: '1',
    planCount: 60,
    surplusCount: 9,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动回顾</h3>
<p>同学们用画笔、动画和音乐为祖国送上生日祝福，51 张电子贺卡已在校区走廊展出。</p>`,
    cover: { from: '#FF9A8B', to: '#D7263D', emblem: 'cake' },
  },
  {
    key: 'family-coding-day',
    name: '亲子编程日：和爸爸妈妈一起做游戏',
    startDays: -6,
    endDays: 2,
    activitiesStatus: '',
    planCount: 40,
    surplusCount: 3,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动介绍</h3>
<p>邀请爸爸或妈妈当一次“学生”：由你来当小老师，一起完成一个双人小游戏，并拍一张合影上传到作品说明里。</p>
<p>名额有限，报满即止。</p>`,
    cover: { from: '#FFC3E1', to: '#B15CE0', emblem: 'family' },
  },
  {
    key: 'hour-of-code',
    name: '“编程一小时”体验活动',
    startDays: 1,
    endDays: 8,
    activitiesStatus: '',
    planCount: 200,
    surplusCount: 200,
    organizer: ORGANIZER,
    schoolOnly: true,
    content: `<h3>活动介绍</h3>
<p>只要一小时，就能做出一个会动的小作品！欢迎邀请还没学过编程的好朋友一起来体验。</p>
<h3>时间地点</h3>
<p>活动期间每天 16:00–17:00，星河校区 3 号教室，也可以在家里线上参加。</p>`,
    cover: { from: '#A0E9FF', to: '#00A6C8', emblem: 'clock' },
  },
];
