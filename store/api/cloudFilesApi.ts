import type { AxiosError } from 'axios';
import type { CloudFileEntry, CloudFileTree, CloudFolderListing } from '../../core/cloudFileTypes';
import { cloudFilePaths } from '../../core/cloudFileTypes';
import type { ErrorCode } from '../../core/errorCodes';
import type { StoreExtra } from '../deps';
import type { SessionState } from '../slices/sessionSlice';
import type { ApiError } from './apiError';
import { baseApi } from './baseApi';

export interface UploadCloudFileArgs {
  folderId: number;
  file: Blob;
  /** The file's name in the folder; a File's own name when left out. */
  name?: string;
}

export interface RenameCloudFileArgs {
  id: number;
  name: string;
}

export interface CreateCloudFolderArgs {
  parentId: number;
  name: string;
}

/** Any change may move files, folders and the space used: every view of the tree is fetched again. */
const CHANGED = ['CloudFile' as const];

/** The refusal inside a download's answer, which arrives as bytes like the file would. */
async function downloadError(error: unknown): Promise<ApiError> {
  const response = (error as AxiosError<Blob>).response;
  if (!response) return { status: 'NETWORK_ERROR', message: (error as Error).message };
  try {
    const envelope = JSON.parse(await response.data.text()) as { message?: string; errorCode?: ErrorCode };
    return { status: response.status, message: envelope.message ?? '', errorCode: envelope.errorCode };
  } catch {
    return { status: response.status, message: '' };
  }
}

/** The student's cloud files (云文件): the folder tree, one folder's entries, and their changes. */
export const cloudFilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCloudFileTree: build.query<CloudFileTree, void>({
      query: () => ({ url: cloudFilePaths.tree }),
      providesTags: CHANGED,
    }),

    getCloudFolder: build.query<CloudFolderListing, number>({
      query: (folderId) => ({ url: cloudFilePaths.folder, params: { folderId } }),
      providesTags: CHANGED,
    }),

    createCloudFolder: build.mutation<CloudFileEntry, CreateCloudFolderArgs>({
      query: (body) => ({ url: cloudFilePaths.createFolder, method: 'POST', data: { ...body } }),
      invalidatesTags: CHANGED,
    }),

    uploadCloudFile: build.mutation<CloudFileEntry, UploadCloudFileArgs>({
      query: ({ folderId, file, name }) => {
        const form = new FormData();
        form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
        return { url: cloudFilePaths.upload, method: 'POST', params: { folderId }, data: form };
      },
      invalidatesTags: CHANGED,
    }),

    renameCloudFile: build.mutation<null, RenameCloudFileArgs>({
      query: (body) => ({ url: cloudFilePaths.rename, method: 'POST', data: { ...body } }),
      invalidatesTags: CHANGED,
    }),

    deleteCloudFile: build.mutation<null, number>({
      query: (id) => ({ url: cloudFilePaths.remove, method: 'POST', data: { id } }),
      invalidatesTags: CHANGED,
    }),

    /**
     * The file's bytes as an object URL for a link to save (the route needs the token header, so
     * the browser cannot open it by address). The caller revokes the URL once it is used.
     */
    downloadCloudFile: build.mutation<string, number>({
      async queryFn(id, api) {
        const { getHttp } = api.extra as StoreExtra;
        const { session } = api.getState() as { session: SessionState };
        const headers: Record<string, string> = { from: session.from };
        if (session.accessToken) headers.accessToken = session.accessToken;
        try {
          const http = await getHttp();
          const response = await http.get<Blob>(cloudFilePaths.download(id), {
            headers,
            responseType: 'blob',
          });
          return { data: URL.createObjectURL(response.data) };
        } catch (error) {
          return { error: await downloadError(error) };
        }
      },
    }),
  }),
});

export const {
  useGetCloudFileTreeQuery,
  useGetCloudFolderQuery,
  useCreateCloudFolderMutation,
  useUploadCloudFileMutation,
  useRenameCloudFileMutation,
  useDeleteCloudFileMutation,
  useDownloadCloudFileMutation,
} = cloudFilesApi;
