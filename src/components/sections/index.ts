/**
 * The dashboard's card frame and the "更多" pages' list frame: the home dashboard's cards and the
 * paged lists of activities, courses and classmates' news.
 */
export { ListPager } from './ListPager';
export { filteredListQueryFields, listQueryFields } from './listQueryFields';
export { LoadState } from './LoadState';
export type { Refusal } from './LoadState';
export { MoreLink, SectionCard } from './SectionCard';
export { PageHero } from './PageHero';
export { PagedPage } from './PagedPage';
export type { PagedQuery } from './PagedPage';
export { usePageParams } from './usePageParams';
