import type { Db } from '../database';
import { findNoticeByTitle, insertNotice } from '../../repos/noticeRepo';
import { demoOrganization } from './demoSchool';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoNotice {
  title: string;
  content: string;
  displayMode: 1 | 2;
  displayDuration: 0 | 1;
  imageUrl?: string;
  redirectUrl?: string;
  /** true: only the demo school's students; false: every student. */
  schoolOnly: boolean;
  /** The running window, in days relative to seeding. */
  startDays: number;
  endDays: number;
}

/**
 * What a student meets after signing in: one popup that is reported when closed (so it never comes
 * back), a carousel of the school's and the platform's notices, and one that has already ended.
 */
export const demoNotices: DemoNotice[] = [
  {
    title: '寒假 Scratch 创意编程营开始报名啦',
    content:
      '亲爱的同学：\n寒假创意编程营将于 1 月 20 日开营，共 8 次课，每次 90 分钟。我们会用 Scratch 一起做一个会计分的小游戏，结营时还有作品展示会。\n名额有限，想参加的同学请在 1 月 15 日前告诉班主任老师。',
    displayMode: 2,
    displayDuration: 1,
    imageUrl: '/notices/winter-camp.svg',
    schoolOnly: true,
    startDays: -2,
    endDays: 365,
  },
  {
    title: 'Scratch 等级考试模拟练习已开放',
    content:
      '3 月的 Scratch 等级考试报名已经开始。题库里新增了一至三级的模拟卷，限时作答、自动评分，考前多练几次，熟悉题型和时间节奏。',
    displayMode: 1,
    displayDuration: 0,
    imageUrl: '/notices/level-exam.svg',
    redirectUrl: '/simulationTest',
    schoolOnly: true,
    startDays: -5,
    endDays: 365,
  },
  {
    title: '春季学期上课时间安排',
    content:
      '春季学期将于 2 月 28 日开课。\nScratch启蒙A班：每周六 9:00–10:30\nPython进阶B班：每周六 14:00–15:30\nScratch创意C班：每周日 9:00–10:30\n请同学们提前 10 分钟到教室，带好耳机。',
    displayMode: 1,
    displayDuration: 0,
    schoolOnly: true,
    startDays: -7,
    endDays: 365,
  },
  {
    title: '小铃铛上线：新消息实时提醒',
    content:
      '页面右上角的小铃铛会实时显示未读消息的数量。老师布置作业、作品被评为优秀、考试成绩出来时，你都会第一时间收到提醒。',
    displayMode: 1,
    displayDuration: 0,
    schoolOnly: false,
    startDays: -3,
    endDays: 365,
  },
  {
    title: '上学期期末作品展投票结果',
    content: '上学期期末作品展投票已经结束，感谢大家的参与！获奖作品已在作品广场展出。',
    displayMode: 1,
    displayDuration: 0,
    schoolOnly: false,
    startDays: -60,
    endDays: -30,
  },
];

/** Keyed by title; a notice already there is left as it is (its window included). */
export async function seedNotices(db: Db, now: number): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', demoOrganization.name)
    .executeTakeFirstOrThrow();
  for (const notice of demoNotices) {
    if (await findNoticeByTitle(db, notice.title)) continue;
    await insertNotice(db, {
      title: notice.title,
      content: notice.content,
      display_mode: notice.displayMode,
      display_duration: notice.displayDuration,
      image_url: notice.imageUrl ?? '',
      redirect_url_status: notice.redirectUrl ? 1 : 0,
      redirect_url: notice.redirectUrl ?? '',
      start_time: now + notice.startDays * DAY_MS,
      end_time: now + notice.endDays * DAY_MS,
      organization_id: notice.schoolOnly ? org.id : null,
      created_at: now + notice.startDays * DAY_MS,
    });
  }
}
