/** Wire types of the cloud files (云文件), shared by the server and the browser. */

/** The id of the root of every student's tree: it has no row and cannot be renamed or deleted. */
export const CLOUD_ROOT_ID = 0;
export const CLOUD_NAME_MAX = 100;

/** The kinds a cloud file may be (checked by content on upload) and the type each is served as. */
export const CLOUD_FILE_MIME_BY_EXT: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  sb3: 'application/x.scratch.sb3',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  py: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export interface CloudFolder {
  id: number;
  /** CLOUD_ROOT_ID at the root. */
  parentId: number;
  name: string;
}

/** Space the student's files take and may take, in bytes; every answer about the tree carries it. */
export interface CloudUsage {
  usedBytes: number;
  quotaBytes: number;
}

export interface CloudFileTree extends CloudUsage {
  /** Every folder, in no particular order; the browser builds the tree from `parentId`. */
  folders: CloudFolder[];
}

export interface CloudFileEntry {
  id: number;
  parentId: number;
  name: string;
  isFolder: boolean;
  /** Bytes; 0 for a folder. */
  size: number;
  /** The kind the bytes were found to be (`png`, `sb3`, `py` …); '' for a folder. */
  fileType: string;
  /** Epoch ms of the last change. */
  updateTime: number;
}

export interface CloudFolderListing extends CloudUsage {
  folderId: number;
  /** The folders from the root (exclusive) down to this one (inclusive). */
  path: CloudFolder[];
  list: CloudFileEntry[];
}

export type CloudNameProblem = 'empty' | 'tooLong' | 'badCharacters' | 'dots';

/**
 * Why a (trimmed) name cannot be a file's or folder's name, or null when it can. The server holds
 * the rule; the browser asks it first so the student sees the reason before sending.
 */
export function cloudNameProblem(name: string): CloudNameProblem | null {
  if (name.length === 0) return 'empty';
  if ([...name].length > CLOUD_NAME_MAX) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return 'badCharacters';
  if (name === '.' || name === '..') return 'dots';
  return null;
}

/** Where each call of the cloud files lives (SPEC.md §7 names the first five). */
export const cloudFilePaths = {
  tree: '/api/v3/student/getCloudFileTree',
  folder: '/api/v3/student/cloudFile/getCloudFile',
  upload: '/api/v3/student/uploadCloudFile',
  uploadByFileName: '/api/v3/student/uploadFileByFileName',
  remove: '/api/v3/student/deleteCloudFile',
  createFolder: '/api/v3/student/cloudFile/createFolder',
  rename: '/api/v3/student/cloudFile/rename',
  download: (id: number) => `/api/v3/student/cloudFile/download/${id}`,
} as const;
