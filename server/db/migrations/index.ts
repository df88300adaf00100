import type { Migration } from 'kysely';
import * as foundation from './2026_01_15_foundation';
import * as questionBank from './2026_02_01_question_bank';
import * as examEngine from './2026_03_01_exam_engine';
import * as studentShell from './2026_04_01_student_shell';
import * as accountExpiry from './2026_04_02_account_expiry';
import * as homeWorks from './2026_05_01_home_works';
import * as homeContent from './2026_05_02_home_content';
import * as failedAttempts from './2026_06_01_failed_attempts';
import * as serverSecrets from './2026_06_02_server_secrets';
import * as nonces from './2026_06_03_nonces';
import * as cardLinksOneGroup from './2026_06_04_card_links_one_group';
import * as pointsLedger from './2026_06_05_points_ledger';
import * as cloudFiles from './2026_06_10_cloud_files';
import * as creationCentre from './2026_07_01_creation_centre';
import * as gallery from './2026_08_01_gallery';
import * as comments from './2026_08_02_comments';
import * as paperReadAloud from './2026_08_03_paper_read_aloud';
import * as problemReports from './2026_09_20_problem_reports';
import * as coursesStudy from './2026_09_21_courses_study';

/**
 * Every migration, by name. Names sort by date, which is the order they run in.
 * A static list (not a folder scan) so it works the same under tsx, Jest and bundlers.
 */
export const migrations: Record<string, Migration> = {
  '2026_01_15_foundation': foundation,
  '2026_02_01_question_bank': questionBank,
  '2026_03_01_exam_engine': examEngine,
  '2026_04_01_student_shell': studentShell,
  '2026_04_02_account_expiry': accountExpiry,
  '2026_05_01_home_works': homeWorks,
  '2026_05_02_home_content': homeContent,
  '2026_06_01_failed_attempts': failedAttempts,
  '2026_06_02_server_secrets': serverSecrets,
  '2026_06_03_nonces': nonces,
  '2026_06_04_card_links_one_group': cardLinksOneGroup,
  '2026_06_05_points_ledger': pointsLedger,
  '2026_06_10_cloud_files': cloudFiles,
  '2026_07_01_creation_centre': creationCentre,
  '2026_08_01_gallery': gallery,
  '2026_08_02_comments': comments,
  '2026_08_03_paper_read_aloud': paperReadAloud,
  '2026_09_20_problem_reports': problemReports,
  '2026_09_21_courses_study': coursesStudy,
};
