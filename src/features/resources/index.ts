/** Course resources (/myStudyCommen) with comments and favourites, and the class files. */
export { resourcesRoutes } from './routes';
export { CollectedResources } from './CollectedResources';
