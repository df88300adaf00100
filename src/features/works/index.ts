/**
 * Works as others see them: the gallery (作品广场 / 校内作品) and its full lists, my works with
 * their publishing and bin, my favourites, my classmates and a classmate's works; and the
 * addresses other areas link to.
 */
export { worksRoutes } from './routes';
export { WORKS_PATHS, opusDetailPath, timelinePath } from './paths';
