import type { MenuItem, MenuPermType } from '../../core/menuTypes';
import { studentMenuEntries, studentMenuGroup } from '../../server/db/seed/menu';
import type { SeedMenuItem } from '../../server/db/seed/menu';

const GROUP_ID = 1;

function toItem(seed: SeedMenuItem, id: number, parentId: number, type: -1 | 0): MenuItem {
  return {
    id,
    parentId,
    name: seed.name,
    type,
    title: seed.title,
    path: seed.path,
    component: seed.component,
    icon: seed.icon,
    url: '',
    buttonType: '',
    children: [],
    permTypes: (seed.permTypes ? seed.permTypes.split(',') : []) as MenuPermType[],
  };
}

/** The menu tree as the seeded server answers getMenuList: one group of eight entries. */
export function seededMenu(): MenuItem[] {
  const group = toItem(studentMenuGroup, GROUP_ID, 0, -1);
  group.children = studentMenuEntries.map((entry, index) => toItem(entry, GROUP_ID + index + 1, GROUP_ID, 0));
  return [group];
}
