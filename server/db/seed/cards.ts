import type { Db } from '../database';
import { demoStudents } from './demoSchool';
import type { DemoStudent } from './demoSchool';
import { addSchoolStudents } from './schoolStudents';

/**
 * 林小满 (`demo`) studied in two classes before her current one; each left a student record — a
 * learning card — with her real name in the same school. None is linked at seed time, so the
 * demo shows the whole journey: link a card, switch to it, and back.
 */
export const pastCards: Array<{ username: string; className: string; activatedAt: string }> = [
  { username: 'demo2024', className: 'Scratch创意C班', activatedAt: '2024-09-01T09:00:00+08:00' },
  { username: 'demo2023', className: 'Python进阶B班', activatedAt: '2023-09-02T10:30:00+08:00' },
];

const OWNER_USERNAME = 'demo';

/** Idempotent: a card whose username exists is left alone, so a password changed later survives. */
export async function seedPastCards(db: Db): Promise<void> {
  const owner = demoStudents.find((student) => student.username === OWNER_USERNAME) as DemoStudent;
  await addSchoolStudents(
    db,
    pastCards.map((card) => ({
      username: card.username,
      realName: owner.realName,
      nickName: owner.nickName,
      avatar: owner.avatar,
      className: card.className,
      schoolStatus: 1,
      studentStatus: 0,
      // The profile was completed once per learner; every card of hers carries it.
      bind: owner.bind,
      createdAt: Date.parse(card.activatedAt),
    })),
  );
}
