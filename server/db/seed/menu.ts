import type { Db } from '../database';

/** One row of the student menu; `name` is its natural key. */
export interface SeedMenuItem {
  name: string;
  title: string;
  path: string;
  component: string;
  icon: string;
  /** Comma-separated subset of add, edit, delete. */
  permTypes?: string;
}

/** The one top-level group of SPEC.md §2 "Student menu". */
export const studentMenuGroup: SeedMenuItem = {
  name: 'student',
  title: '学习中心',
  path: '/student',
  component: 'StudentShell',
  icon: 'AppstoreOutlined',
};

/**
 * Its eight entries, in the order of SPEC.md §2: the per-user filtering (core/studentMenu.ts)
 * counts positions in this list, so the order is part of the contract.
 */
export const studentMenuEntries: SeedMenuItem[] = [
  { name: 'home', title: '首页', path: '/home', component: 'home/HomePage', icon: 'HomeOutlined' },
  {
    name: 'opusSquare',
    title: '作品广场',
    path: '/student/opusSquare',
    component: 'works/OpusSquare',
    icon: 'AppstoreOutlined',
  },
  {
    name: 'schoolOpusSquare',
    title: '校内作品',
    path: '/student/opusSquare',
    component: 'works/SchoolOpusSquare',
    icon: 'BankOutlined',
  },
  {
    name: 'createCenter',
    title: '创作中心',
    path: '/student/createCenter',
    component: 'works/CreateCenter',
    icon: 'ExperimentOutlined',
  },
  {
    name: 'myOpus',
    title: '我的作品',
    path: '/student/myOpus',
    component: 'works/MyOpus',
    icon: 'PictureOutlined',
    permTypes: 'add,edit,delete',
  },
  {
    name: 'myStudy',
    title: '我的课程',
    path: '/student/myStudy',
    component: 'courses/MyStudy',
    icon: 'ReadOutlined',
  },
  {
    name: 'myClassmate',
    title: '我的同学',
    path: '/student/myClassmate',
    component: 'classmates/MyClassmate',
    icon: 'TeamOutlined',
  },
  {
    name: 'myCollection',
    title: '我的收藏',
    path: '/student/myCollection',
    component: 'collections/MyCollection',
    icon: 'StarOutlined',
    permTypes: 'delete',
  },
];

const GROUP = -1;
const ENTRY = 0;

/**
 * The student menu. Idempotent like the rest of the seed: an item whose name exists is left as it
 * is, so an operator's edits to titles or icons survive restarts.
 */
export async function seedMenu(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('menu_items')
      .values({ ...rowOf(studentMenuGroup), parent_id: 0, type: GROUP, sort_order: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const group = await trx
      .selectFrom('menu_items')
      .select('id')
      .where('name', '=', studentMenuGroup.name)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('menu_items')
      .values(
        studentMenuEntries.map((entry, index) => ({
          ...rowOf(entry),
          parent_id: group.id,
          type: ENTRY,
          sort_order: index + 1,
        })),
      )
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
}

function rowOf(item: SeedMenuItem) {
  return {
    name: item.name,
    title: item.title,
    path: item.path,
    component: item.component,
    icon: item.icon,
    perm_types: item.permTypes ?? '',
  };
}
