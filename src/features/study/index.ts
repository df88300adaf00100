/** My courses (/student/myStudy) and a course's page with its lessons and materials (/courseList). */
export { studyRoutes } from './routes';
export { PdfMaterial } from './PdfMaterial';
export { VideoMaterial } from './VideoMaterial';
