import type { Generated } from 'kysely';

/** Table types of the message inbox (migration 2026_04_01_student_shell). Times are epoch ms. */
export interface MessageTables {
  messages: MessagesTable;
}

export interface MessagesTable {
  id: Generated<number>;
  student_id: number;
  title: string;
  content: string;
  sender: string;
  /** 1 when it was sent to every student. */
  broadcast: Generated<number>;
  created_at: number;
  read_at: number | null;
  deleted_at: number | null;
}
