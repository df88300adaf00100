import type { CloudFileEntry, CloudFileTree, CloudFolderListing } from '../../core/cloudFileTypes';
import { cloudFilePaths } from '../../core/cloudFileTypes';
import { baseApi } from './baseApi';
import { downloadAsObjectUrl } from './fileDownload';

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
      queryFn: (id, api) => downloadAsObjectUrl(cloudFilePaths.download(id), api),
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
