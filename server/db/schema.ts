import type { Generated, Insertable, Selectable } from 'kysely';
import type { ActivityTables } from './tables/activities';
import type { CardTables } from './tables/cards';
import type { CloudFileTables } from './tables/cloudFiles';
import type { CommentTables } from './tables/comments';
import type { CourseTables } from './tables/courses';
import type { CreationTables } from './tables/creation';
import type { ExamTables } from './tables/exam';
import type { GrowthTables } from './tables/growth';
import type { GuardTables } from './tables/guard';
import type { MenuTables } from './tables/menu';
import type { MessageTables } from './tables/messages';
import type { MyNewsTables } from './tables/myNews';
import type { NewsTables } from './tables/news';
import type { NoticeTables } from './tables/notices';
import type { PointsTables } from './tables/points';
import type { ProblemReportTables } from './tables/problemReports';
import type { QuestionBankTables } from './tables/questionBank';
import type { SharedStateTables } from './tables/sharedState';
import type { SmsCodeTables } from './tables/smsCodes';
import type { StudyTables } from './tables/study';
import type { WorksTables } from './tables/works';

/**
 * Table types for Kysely. Times are epoch milliseconds (integer in SQLite, bigint in PostgreSQL,
 * read back as numbers) so both databases behave the same. Flags are 0/1 integers for the same reason.
 */
export interface Database
  extends
    QuestionBankTables,
    ExamTables,
    MenuTables,
    NoticeTables,
    MessageTables,
    SmsCodeTables,
    CardTables,
    CourseTables,
    ActivityTables,
    NewsTables,
    WorksTables,
    GrowthTables,
    MyNewsTables,
    GuardTables,
    PointsTables,
    SharedStateTables,
    CloudFileTables,
    CreationTables,
    CommentTables,
    ProblemReportTables,
    StudyTables {
  organizations: OrganizationsTable;
  campuses: CampusesTable;
  classes: ClassesTable;
  students: StudentsTable;
  access_tokens: AccessTokensTable;
  medals: MedalsTable;
  student_medals: StudentMedalsTable;
  visitor_records: VisitorRecordsTable;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  created_at: number;
}

export interface CampusesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
}

export interface ClassesTable {
  id: Generated<number>;
  campus_id: number;
  name: string;
}

export interface StudentsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  real_name: string;
  nick_name: string;
  avatar: string;
  organization_id: number | null;
  campus_id: number | null;
  class_id: number | null;
  /** 1: school-linked account. */
  school_status: number;
  /** 1: trial student. */
  student_status: number;
  /** 1: signs in here with username and password. */
  login_from: number;
  bind_name: string | null;
  bind_sex: string | null;
  bind_birthday: string | null;
  bind_parents_contact: string | null;
  /** Set by registration; null for accounts a school created. */
  mobile: Generated<string | null>;
  /** When the account ends (epoch ms); null: never. Migration 2026_04_02_account_expiry. */
  account_expires_at: Generated<number | null>;
  created_at: number;
}

export interface AccessTokensTable {
  id: Generated<number>;
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  student_id: number;
  client_from: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface MedalsTable {
  id: Generated<number>;
  name: string;
  icon: string;
  description: string;
}

export interface StudentMedalsTable {
  id: Generated<number>;
  student_id: number;
  medal_id: number;
  obtained_at: number;
}

export interface VisitorRecordsTable {
  id: Generated<number>;
  /** Whose page was visited. */
  student_id: number;
  visitor_id: number;
  visited_at: number;
}

export type StudentRow = Selectable<StudentsTable>;
export type NewStudent = Insertable<StudentsTable>;
