import { MENU_GROUP } from './menuTypes';
import type { MenuItem } from './menuTypes';
import { NO_ORGANIZATION_ID } from './types';
import type { UserInfo } from './types';

/**
 * SPEC.md §2 "Student menu": students without an organisation lose the fifth, the sixth and the
 * second entry of the group (my works, my courses and the work gallery), counted in the group as
 * the server sends it.
 */
const POSITIONS_LOST_WITHOUT_ORGANIZATION = [5, 6, 2];

/** The two galleries share a path; schoolStatus decides which one a student sees. */
export const PUBLIC_GALLERY_NAME = 'opusSquare';
export const SCHOOL_GALLERY_NAME = 'schoolOpusSquare';

export type MenuUser = Pick<UserInfo, 'organizationId' | 'schoolStatus'>;

function entriesFor(entries: MenuItem[], user: MenuUser): MenuItem[] {
  const lost = new Set<number>();
  if (user.organizationId === NO_ORGANIZATION_ID) {
    for (const position of POSITIONS_LOST_WITHOUT_ORGANIZATION) lost.add(position - 1);
  }
  const otherGallery = user.schoolStatus === 1 ? PUBLIC_GALLERY_NAME : SCHOOL_GALLERY_NAME;
  return entries.filter((entry, index) => !lost.has(index) && entry.name !== otherGallery);
}

/**
 * The menu one student sees: every group keeps its entries minus those SPEC.md §2 takes away
 * from this student. The server's tree is left as it is.
 */
export function studentMenuFor(menu: readonly MenuItem[], user: MenuUser): MenuItem[] {
  return menu.map((item) =>
    item.type === MENU_GROUP ? { ...item, children: entriesFor(item.children, user) } : item,
  );
}

/** The entries of every group, in menu order: what the side menu lists. */
export function menuEntries(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => (item.type === MENU_GROUP ? item.children : [item]));
}
