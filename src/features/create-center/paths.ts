/** Where the creation centre lives (the server's menu lists it under this path), and the editors. */
export { CREATE_CENTER_PATH, editorUrl } from '../../lib/workPaths';
