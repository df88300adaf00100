/**
 * The demo school every fresh install starts with. README.md lists the accounts;
 * all share the password below so a tester can try each kind of student.
 */
export const DEMO_PASSWORD = 'Sprout2026';

export const demoOrganization = { name: '码芽少儿编程', campus: '星河校区' };

export const demoClasses = ['Scratch启蒙A班', 'Python进阶B班', 'Scratch创意C班', 'Scratch体验班'] as const;
type DemoClass = (typeof demoClasses)[number];

export interface DemoStudent {
  username: string;
  realName: string;
  nickName: string;
  avatar: string;
  /** false: not tied to any organisation (organizationId "-1" on the wire). */
  inSchool: boolean;
  className: DemoClass | null;
  schoolStatus: 0 | 1;
  studentStatus: 0 | 1;
  loginFrom: 0 | 1;
  bind: { sex: '男' | '女'; birthDayStr: string; parentsContactWay: string } | null;
}

export const demoStudents: DemoStudent[] = [
  {
    username: 'demo',
    realName: '林小满',
    nickName: '小满',
    avatar: '/avatars/linxiaoman.svg',
    inSchool: true,
    className: 'Scratch启蒙A班',
    schoolStatus: 1,
    studentStatus: 0,
    loginFrom: 1,
    bind: { sex: '女', birthDayStr: '2015-03-01', parentsContactWay: 'XH2023081501' },
  },
  {
    username: 'trial',
    realName: '陈一诺',
    nickName: '一诺',
    avatar: '/avatars/chenyinuo.svg',
    inSchool: true,
    className: 'Scratch体验班',
    schoolStatus: 0,
    studentStatus: 1,
    loginFrom: 1,
    bind: { sex: '男', birthDayStr: '2016-07-01', parentsContactWay: 'XH2025110302' },
  },
  {
    username: 'solo',
    realName: '王子墨',
    nickName: '子墨',
    avatar: '/avatars/wangzimo.svg',
    inSchool: false,
    className: null,
    schoolStatus: 0,
    studentStatus: 0,
    loginFrom: 1,
    bind: { sex: '男', birthDayStr: '2013-11-01', parentsContactWay: 'ZM2024060103' },
  },
  {
    username: 'newbie',
    realName: '赵欣然',
    nickName: '欣然',
    avatar: '/avatars/zhaoxinran.svg',
    inSchool: true,
    className: 'Scratch启蒙A班',
    schoolStatus: 1,
    studentStatus: 0,
    loginFrom: 1,
    bind: null,
  },
  {
    username: 'xiaoyu',
    realName: '李晓雨',
    nickName: '晓雨',
    avatar: '/avatars/lixiaoyu.svg',
    inSchool: true,
    className: 'Python进阶B班',
    schoolStatus: 1,
    studentStatus: 0,
    loginFrom: 1,
    bind: { sex: '女', birthDayStr: '2012-05-01', parentsContactWay: 'XH2022090104' },
  },
  {
    username: 'haoran',
    realName: '张浩然',
    nickName: '浩然',
    avatar: '/avatars/zhanghaoran.svg',
    inSchool: true,
    className: 'Scratch创意C班',
    schoolStatus: 1,
    studentStatus: 0,
    loginFrom: 1,
    bind: { sex: '男', birthDayStr: '2014-09-01', parentsContactWay: 'XH2023030205' },
  },
];

export const demoMedals = [
  { name: '编程小新星', icon: '/avatars/medals/new-star.svg', description: '发布第一个作品' },
  { name: '坚持之星', icon: '/avatars/medals/streak.svg', description: '连续学习 7 天' },
  { name: '创意达人', icon: '/avatars/medals/creative.svg', description: '作品获得 50 个赞' },
  { name: '算法小能手', icon: '/avatars/medals/algorithm.svg', description: '题库练习正确率达到 90%' },
] as const;

/** Who holds which medal, and when it was earned (Beijing time). */
export const demoStudentMedals = [
  { username: 'demo', medal: '编程小新星', obtainedAt: '2025-09-20T10:30:00+08:00' },
  { username: 'demo', medal: '坚持之星', obtainedAt: '2025-11-08T19:05:00+08:00' },
  { username: 'demo', medal: '创意达人', obtainedAt: '2026-01-10T16:45:00+08:00' },
  { username: 'xiaoyu', medal: '算法小能手', obtainedAt: '2025-12-12T15:20:00+08:00' },
  { username: 'haoran', medal: '编程小新星', obtainedAt: '2025-10-02T09:10:00+08:00' },
];

/** Recent visits, relative to seeding time so the demo always looks lively. */
export const demoVisits = [
  { visited: 'demo', visitor: 'xiaoyu', hoursAgo: 2 },
  { visited: 'demo', visitor: 'haoran', hoursAgo: 26 },
  { visited: 'demo', visitor: 'newbie', hoursAgo: 73 },
  { visited: 'xiaoyu', visitor: 'demo', hoursAgo: 5 },
];
