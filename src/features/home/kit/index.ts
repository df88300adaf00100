/**
 * The dashboard's card frame and the "更多" pages' list frame, shared by the home area and the
 * pages it links to (activities, courses, classmates).
 */
export { LoadState } from './LoadState';
export { MoreLink, SectionCard } from './SectionCard';
export { PAGE_SIZE_OPTIONS, PagedPage } from './PagedPage';
export type { PagedQuery } from './PagedPage';
export { usePageParams } from './usePageParams';
export { kitMessages } from './messages';
