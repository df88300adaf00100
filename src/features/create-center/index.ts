/** The creation centre (创作中心): new works, theme templates, my works; and the editors' addresses. */
export { createCenterRoutes } from './routes';
export { CREATE_CENTER_PATH, editorUrl } from './paths';
export { openInNewTabOnceReady } from './openInNewTab';
