import { CLOUD_FILE_MIME_BY_EXT, CLOUD_NAME_MAX } from '../../core/cloudFileTypes';
import { fileUpload, idParams, nullResult, responses } from './common';
import { idField } from './question';
import { served } from './uploads';

/**
 * The cloud files (云文件): a student's own folder tree. Folder 0 is the root. Names are checked
 * by the service (trimmed, 1–100 characters, no slashes), so the schema bounds only the length a
 * name can arrive with.
 */

const folderIdField = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
/** Room for the spaces a name is trimmed of. */
const nameField = { type: 'string', maxLength: CLOUD_NAME_MAX * 2 } as const;

const usageProperties = { usedBytes: { type: 'integer' }, quotaBytes: { type: 'integer' } } as const;

const folderSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, parentId: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'parentId', 'name'],
} as const;

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: { type: 'integer' },
    name: { type: 'string' },
    isFolder: { type: 'boolean' },
    size: { type: 'integer' },
    fileType: { type: 'string' },
    updateTime: { type: 'integer' },
  },
  required: ['id', 'parentId', 'name', 'isFolder', 'size', 'fileType', 'updateTime'],
} as const;

export const getCloudFileTreeSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: responses({
    type: 'object',
    properties: { folders: { type: 'array', items: folderSchema }, ...usageProperties },
    required: ['folders', 'usedBytes', 'quotaBytes'],
  }),
} as const;

export interface FolderQuery {
  folderId?: number;
}

export const getCloudFileSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { folderId: folderIdField },
  },
  response: responses({
    type: 'object',
    properties: {
      folderId: { type: 'integer' },
      path: { type: 'array', items: folderSchema },
      list: { type: 'array', items: entrySchema },
      ...usageProperties,
    },
    required: ['folderId', 'path', 'list', 'usedBytes', 'quotaBytes'],
  }),
} as const;

export interface CreateFolderBody {
  parentId?: number;
  name: string;
}

export const createFolderSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { parentId: folderIdField, name: nameField },
    required: ['name'],
  },
  response: responses(entrySchema),
} as const;

export interface UploadCloudFileQuery {
  folderId?: number;
}

/** The name is the file part's own (its `filename`). */
export const uploadCloudFileSchema = {
  ...fileUpload,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { folderId: folderIdField },
  },
  response: responses(entrySchema),
} as const;

export interface UploadFileByFileNameQuery {
  folderId?: number;
  fileName: string;
}

/** Stores the file as `fileName`, replacing the bytes of a file already called that. */
export const uploadFileByFileNameSchema = {
  ...fileUpload,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { folderId: folderIdField, fileName: nameField },
    required: ['fileName'],
  },
  response: responses(entrySchema),
} as const;

export interface RenameBody {
  id: number;
  name: string;
}

export const renameCloudFileSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField, name: nameField },
    required: ['id', 'name'],
  },
  response: responses(nullResult),
} as const;

export interface DeleteBody {
  id: number;
}

export const deleteCloudFileSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField },
    required: ['id'],
  },
  response: responses(nullResult),
} as const;

/** The bytes, or the error envelope. */
export const downloadCloudFileSchema = {
  params: idParams,
  response: served([...new Set(Object.values(CLOUD_FILE_MIME_BY_EXT))]),
} as const;
