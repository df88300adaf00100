import type { Generated } from 'kysely';

/** Table types of the student shell and accounts (migration 2026_04_01_student_shell). Times are epoch ms. */
export interface ShellTables {
  menu_items: MenuItemsTable;
  notices: NoticesTable;
  notice_closes: NoticeClosesTable;
  messages: MessagesTable;
  sms_codes: SmsCodesTable;
  card_links: CardLinksTable;
}

export interface MenuItemsTable {
  id: Generated<number>;
  /** 0 for a top-level group. */
  parent_id: Generated<number>;
  name: string;
  /** -1 group, 0 item (SPEC.md §3 "Menu item"). */
  type: number;
  title: string;
  path: string;
  component: string;
  icon: string;
  url: Generated<string>;
  button_type: Generated<string>;
  /** Comma-separated: add, edit, delete, or empty. */
  perm_types: Generated<string>;
  sort_order: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** 2: popup that stays until closed. */
  display_mode: number;
  /** 1: the close is reported (closeNotice) and the notice is not shown again. */
  display_duration: number;
  image_url: Generated<string>;
  redirect_url_status: Generated<number>;
  redirect_url: Generated<string>;
  start_time: number;
  end_time: number;
  organization_id: number | null;
  created_at: number;
}

export interface NoticeClosesTable {
  id: Generated<number>;
  notice_id: number;
  student_id: number;
  closed_at: number;
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

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  /** 'register' (type=0), room for reset flows later. */
  purpose: string;
  /** sha256 hex of the code; the code itself is never stored. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong guesses against this code; it is burnt after a few. */
  attempts: Generated<number>;
}

export interface CardLinksTable {
  id: Generated<number>;
  main_student_id: number;
  student_id: number;
  created_at: number;
}
