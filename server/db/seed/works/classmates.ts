/**
 * The rest of the demo school's classes, so the home page has a real ranking and real classmates.
 * Same password as the demo accounts (README.md); each has a completed profile.
 */
export interface Classmate {
  username: string;
  realName: string;
  nickName: string;
  girl: boolean;
  className: 'Scratch启蒙A班' | 'Python进阶B班' | 'Scratch创意C班' | 'Scratch体验班';
  birthDayStr: string;
}

export const classmates: Classmate[] = [
  {
    username: 'zhouzihan',
    realName: '周子涵',
    nickName: '子涵',
    girl: true,
    className: 'Scratch启蒙A班',
    birthDayStr: '2015-06-01',
  },
  {
    username: 'wusiyuan',
    realName: '吴思远',
    nickName: '思远',
    girl: false,
    className: 'Scratch启蒙A班',
    birthDayStr: '2015-01-01',
  },
  {
    username: 'zhengkexin',
    realName: '郑可欣',
    nickName: '可欣',
    girl: true,
    className: 'Scratch启蒙A班',
    birthDayStr: '2014-12-01',
  },
  {
    username: 'sunyuhang',
    realName: '孙宇航',
    nickName: '宇航',
    girl: false,
    className: 'Scratch启蒙A班',
    birthDayStr: '2015-08-01',
  },
  {
    username: 'hejiayi',
    realName: '何佳怡',
    nickName: '佳怡',
    girl: true,
    className: 'Scratch启蒙A班',
    birthDayStr: '2015-04-01',
  },
  {
    username: 'majunxi',
    realName: '马俊熙',
    nickName: '俊熙',
    girl: false,
    className: 'Scratch启蒙A班',
    birthDayStr: '2014-10-01',
  },
  {
    username: 'gaoshiqi',
    realName: '高诗琪',
    nickName: '诗琪',
    girl: true,
    className: 'Scratch启蒙A班',
    birthDayStr: '2015-02-01',
  },
  {
    username: 'liutianyou',
    realName: '刘天佑',
    nickName: '天佑',
    girl: false,
    className: 'Python进阶B班',
    birthDayStr: '2012-03-01',
  },
  {
    username: 'huangyutong',
    realName: '黄雨桐',
    nickName: '雨桐',
    girl: true,
    className: 'Python进阶B班',
    birthDayStr: '2012-09-01',
  },
  {
    username: 'xumingze',
    realName: '徐铭泽',
    nickName: '铭泽',
    girl: false,
    className: 'Python进阶B班',
    birthDayStr: '2011-11-01',
  },
  {
    username: 'huzixuan',
    realName: '胡梓萱',
    nickName: '梓萱',
    girl: true,
    className: 'Python进阶B班',
    birthDayStr: '2012-07-01',
  },
  {
    username: 'zhuhaoyu',
    realName: '朱浩宇',
    nickName: '浩宇',
    girl: false,
    className: 'Python进阶B班',
    birthDayStr: '2012-01-01',
  },
  {
    username: 'linmuyang',
    realName: '林沐阳',
    nickName: '沐阳',
    girl: false,
    className: 'Scratch创意C班',
    birthDayStr: '2013-05-01',
  },
  {
    username: 'luozhiruo',
    realName: '罗芷若',
    nickName: '芷若',
    girl: true,
    className: 'Scratch创意C班',
    birthDayStr: '2013-10-01',
  },
  {
    username: 'tangyiming',
    realName: '唐一鸣',
    nickName: '一鸣',
    girl: false,
    className: 'Scratch创意C班',
    birthDayStr: '2014-02-01',
  },
  {
    username: 'songyuxuan',
    realName: '宋雨萱',
    nickName: '雨萱',
    girl: true,
    className: 'Scratch创意C班',
    birthDayStr: '2013-12-01',
  },
  {
    username: 'hanzixuan',
    realName: '韩子轩',
    nickName: '子轩',
    girl: false,
    className: 'Scratch创意C班',
    birthDayStr: '2014-06-01',
  },
  {
    username: 'dengxiaobei',
    realName: '邓小北',
    nickName: '小北',
    girl: false,
    className: 'Scratch体验班',
    birthDayStr: '2016-04-01',
  },
  {
    username: 'fenglele',
    realName: '冯乐乐',
    nickName: '乐乐',
    girl: true,
    className: 'Scratch体验班',
    birthDayStr: '2016-09-01',
  },
];

export function classmateAvatar(username: string): string {
  return `/avatars/classmates/${username}.svg`;
}
