import type { Generated } from 'kysely';

/** Table types of notices and their closes (migration 2026_04_01_student_shell). Times are epoch ms. */
export interface NoticeTables {
  notices: NoticesTable;
  notice_closes: NoticeClosesTable;
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
