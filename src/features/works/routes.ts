import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { WORKS_PATHS } from './paths';
import { worksRouteTitles as t } from './routeTitles';

/** Shell paths are relative to the shell's root. */
const at = (path: string) => path.slice(1);

/**
 * Student shell: the gallery and its two full lists, my works, my favourites, my classmates and a
 * classmate's works. The gallery's tab reads 校内作品 for a school's students (the page names it).
 */
export const worksRoutes: AppRoute[] = [
  {
    path: at(WORKS_PATHS.gallery),
    handle: { title: t.gallery },
    lazy: page(() => import(/* webpackChunkName: "page-gallery" */ './GalleryPage')),
  },
  {
    path: at(WORKS_PATHS.latest),
    handle: { title: t.latest },
    lazy: page(() => import(/* webpackChunkName: "page-gallery-latest" */ './LatestOpusPage')),
  },
  {
    path: at(WORKS_PATHS.featured),
    handle: { title: t.featured },
    lazy: page(() => import(/* webpackChunkName: "page-gallery-featured" */ './FeaturedOpusPage')),
  },
  {
    path: at(WORKS_PATHS.myOpus),
    handle: { title: t.myOpus },
    lazy: page(() => import(/* webpackChunkName: "page-my-opus" */ './MyOpusPage')),
  },
  {
    path: at(WORKS_PATHS.collection),
    handle: { title: t.collection },
    lazy: page(() => import(/* webpackChunkName: "page-my-collection" */ './CollectionPage')),
  },
  {
    path: at(WORKS_PATHS.classmates),
    handle: { title: t.classmates },
    lazy: page(() => import(/* webpackChunkName: "page-my-classmates" */ './ClassmatesPage')),
  },
  {
    path: at(WORKS_PATHS.timeline),
    handle: { title: t.timeline },
    lazy: page(() => import(/* webpackChunkName: "page-classmate-timeline" */ './TimelinePage')),
  },
];
