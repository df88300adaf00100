import { courseRouteTitles } from './routeTitles';

/** Texts of course cards and the open-course and my-course pages. */
export const courseMessages = {
  openTitle: courseRouteTitles.openTitle,
  openIntro: '精选编程公开课，挑一门感兴趣的开始学习吧！',
  openEmpty: '暂无公开课',
  openRefused:
    '公开课是给正式学员的课程，体验账号还不能观看。升级成会员后就能看；现在可以先去「我的课程」接着学习。',
  upMember: '升级会员',
  myCourses: '我的课程',
  myTitle: courseRouteTitles.myTitle,
  myIntro: '这里是你正在学习的课程，继续加油！',
  myEmpty: '还没有课程，快去体验一节吧！',
  lessons: (n: number) => `${n} 课时`,
  students: (n: string) => `${n} 人在学`,
  openLabel: (name: string) => `进入课程：${name}`,
} as const;
