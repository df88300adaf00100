/**
 * Every user-facing text the server sends, one module per area, so another language can be added.
 * Callers import from here, never from an area's file.
 */
export { messages } from './common';
export { accountMessages } from './account';
export { activityMessages } from './activities';
export { cardMessages } from './cards';
export { cloudFileMessages } from './cloudFiles';
export { commentMessages } from './comments';
export { courseMessages } from './courses';
export { creationMessages } from './creation';
export { examMessages } from './exam';
export { membershipMessages } from './membership';
export { messageMessages } from './messages';
export { mistakeMessages } from './mistakes';
export { newsMessages } from './news';
export { noticeMessages } from './notices';
export { pointsMessages } from './points';
export { problemReportMessages } from './problemReports';
export { profileMessages } from './profile';
export { questionBankMessages } from './questionBank';
export { uploadMessages } from './uploads';
export { worksMessages } from './works';
