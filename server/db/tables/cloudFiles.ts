import type { Generated } from 'kysely';

/** Table types of cloud files (migration 2026_06_10_cloud_files). Times are epoch ms. */
export interface CloudFileTables {
  cloud_files: CloudFilesTable;
}

export interface CloudFilesTable {
  id: Generated<number>;
  student_id: number;
  /** 0: at the root of the student's tree. */
  parent_id: number;
  name: string;
  /** 1: a folder (no bytes); 0: a file. */
  is_folder: number;
  /** Bytes of a file; 0 for a folder. */
  size: Generated<number>;
  /** The extension the bytes were found to be (`png`, `py`, …); '' for a folder. */
  file_type: Generated<string>;
  /** The file's random name in the upload store; null for a folder. */
  stored_name: string | null;
  created_at: number;
  updated_at: number;
}
