import type { Generated } from 'kysely';

/** Table types of linked learning cards (migration 2026_04_01_student_shell). Times are epoch ms. */
export interface CardTables {
  card_links: CardLinksTable;
}

export interface CardLinksTable {
  id: Generated<number>;
  main_student_id: number;
  student_id: number;
  created_at: number;
}
