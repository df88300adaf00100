/** The student's cloud files (云文件): the page and the path other areas link to. */
export { cloudFilesRoutes } from './routes';
export { CLOUD_FILES_PATH } from './paths';
