import type { Db } from '../database';
import { inboxTitles, insertSeedMessage } from '../../repos/messageRepo';

const HOUR_MS = 60 * 60 * 1000;

interface DemoMessage {
  title: string;
  content: string;
  sender: string;
  hoursAgo: number;
}

const welcomedStudents = ['demo', 'trial', 'solo', 'newbie', 'xiaoyu', 'haoran'];

/** Sent to every demo student (one row each, as the notify command's --all does); some have read it. */
const welcome: DemoMessage & { readBy: readonly string[] } = {
  title: '欢迎来到码芽少儿编程平台',
  content:
    '在这里你可以学习 Scratch 和 Python，发布自己的作品，还能在题库里练习、参加模拟考试。遇到问题可以随时问老师，祝你编程愉快！',
  sender: '码芽教务处',
  hoursAgo: 24 * 12,
  readBy: ['demo', 'xiaoyu', 'haoran'],
};

/** Personal messages, so the bell and /message look lived in: some read, some not. */
const personal: Array<[username: string, message: DemoMessage, read: boolean]> = [
  [
    'demo',
    {
      title: '作业提醒：第 5 课《小猫走迷宫》',
      content:
        '小满同学，第 5 课的作业是让小猫从迷宫入口走到出口，碰到墙壁要退回来。记得用上“如果……那么”积木，周五晚上前提交哦。',
      sender: '王老师',
      hoursAgo: 2,
    },
    false,
  ],
  [
    'demo',
    {
      title: '你的作品《会跳舞的小猫》被评为本周优秀作品',
      content:
        '恭喜！你的作品《会跳舞的小猫》节奏感很棒，被评为本周优秀作品，已经放到作品广场首页展示。继续加油！',
      sender: '码芽教务处',
      hoursAgo: 26,
    },
    false,
  ],
  [
    'demo',
    {
      title: 'Python 一级模拟卷成绩已出',
      content:
        '你在 Python 一级模拟卷中得了 48 分，还差一点就及格了。建议先复习“变量”和“循环”两个知识点，再做一次模拟卷。',
      sender: '码芽教务处',
      hoursAgo: 24 * 3,
    },
    true,
  ],
  [
    'demo',
    {
      title: '周六课程调整通知',
      content: '本周六的 Scratch启蒙A班 调到 10:00 开始，教室不变。',
      sender: '王老师',
      hoursAgo: 24 * 5,
    },
    true,
  ],
  [
    'trial',
    {
      title: '体验课预约成功',
      content: '一诺同学，你预约的 Scratch 体验课安排在本周日 15:00，地点是星河校区 3 号教室，请准时到达。',
      sender: '码芽教务处',
      hoursAgo: 5,
    },
    false,
  ],
  [
    'newbie',
    {
      title: '请完善个人资料',
      content: '欣然同学，请在弹出的表格里填写姓名、性别和学号，方便老师为你安排班级和发放证书。',
      sender: '码芽教务处',
      hoursAgo: 1,
    },
    false,
  ],
  [
    'xiaoyu',
    {
      title: 'Python进阶B班 第 3 课作业已批改',
      content:
        '晓雨同学，你的猜数字游戏写得很清楚，循环和判断都用对了。可以试试给游戏加一个“最多猜 7 次”的限制。',
      sender: '李老师',
      hoursAgo: 8,
    },
    true,
  ],
  [
    'haoran',
    {
      title: '恭喜获得「编程小新星」勋章',
      content: '你发布了第一个作品，获得「编程小新星」勋章！勋章会显示在个人中心里。',
      sender: '码芽教务处',
      hoursAgo: 30,
    },
    false,
  ],
];
/** Keyed by student and title: a message already in an inbox (even deleted) is not added again. */
export async function seedMessages(db: Db, studentIds: Map<string, number>, now: number): Promise<void> {
  const rows: Array<{ username: string; message: DemoMessage; broadcast: boolean; read: boolean }> = [];
  for (const username of welcomedStudents) {
    rows.push({ username, message: welcome, broadcast: true, read: welcome.readBy.includes(username) });
  }
  for (const [username, message, read] of personal) rows.push({ username, message, broadcast: false, read });

  const titlesByStudent = new Map<number, Set<string>>();
  for (const { username, message, broadcast, read } of rows) {
    const studentId = studentIds.get(username);
    if (studentId === undefined) continue;
    let present = titlesByStudent.get(studentId);
    if (!present) {
      present = await inboxTitles(db, studentId);
      titlesByStudent.set(studentId, present);
    }
    if (present.has(message.title)) continue;
    const createdAt = now - message.hoursAgo * HOUR_MS;
    await insertSeedMessage(db, {
      student_id: studentId,
      title: message.title,
      content: message.content,
      sender: message.sender,
      broadcast: broadcast ? 1 : 0,
      created_at: createdAt,
      // Read a little while after it arrived.
      read_at: read ? createdAt + HOUR_MS / 2 : null,
      deleted_at: null,
    });
    present.add(message.title);
  }
}
