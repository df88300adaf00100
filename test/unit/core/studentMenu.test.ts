import { menuEntries, studentMenuFor } from '../../../core/studentMenu';
import type { MenuUser } from '../../../core/studentMenu';
import { seededMenu } from '../../helpers/studentMenu';

const titlesFor = (user: MenuUser) => menuEntries(studentMenuFor(seededMenu(), user)).map((e) => e.title);

describe('studentMenuFor (SPEC.md §2 "Student menu")', () => {
  it('gives a school student (schoolStatus 1) the school gallery instead of the public one', () => {
    expect(titlesFor({ organizationId: '7', schoolStatus: 1 })).toEqual([
      '首页',
      '校内作品',
      '创作中心',
      '我的作品',
      '我的课程',
      '我的同学',
      '我的收藏',
    ]);
  });

  it('gives schoolStatus 0 the public gallery', () => {
    expect(titlesFor({ organizationId: '7', schoolStatus: 0 })).toEqual([
      '首页',
      '作品广场',
      '创作中心',
      '我的作品',
      '我的课程',
      '我的同学',
      '我的收藏',
    ]);
  });

  it('takes the fifth, sixth and second entries from a student without an organisation', () => {
    expect(titlesFor({ organizationId: '-1', schoolStatus: 0 })).toEqual([
      '首页',
      '创作中心',
      '我的同学',
      '我的收藏',
    ]);
    // The positions count in the server's list: the school gallery (third) is not among them.
    expect(titlesFor({ organizationId: '-1', schoolStatus: 1 })).toEqual([
      '首页',
      '校内作品',
      '创作中心',
      '我的同学',
      '我的收藏',
    ]);
  });

  it('keeps the group and leaves the server tree untouched', () => {
    const menu = seededMenu();
    const [group] = studentMenuFor(menu, { organizationId: '-1', schoolStatus: 0 });
    expect(group).toMatchObject({ name: 'student', title: '学习中心', type: -1 });
    expect(menu[0].children).toHaveLength(8);
  });

  it('treats top-level entries outside a group as entries', () => {
    const [group] = seededMenu();
    const loose = { ...group.children[0], id: 99, parentId: 0, name: 'extra', title: '额外' };
    const menu = [group, loose];
    expect(menuEntries(studentMenuFor(menu, { organizationId: '7', schoolStatus: 1 })).at(-1)?.title).toBe(
      '额外',
    );
  });
});
