/** Where the cloud files page lives; other areas link to it through index.ts. */
export const CLOUD_FILES_PATH = '/student/cloudFile';
