/** A work's page: play or run it, like, collect, remix, report and comment. */
export { opusDetailPublicRoutes, opusDetailRoutes } from './routes';
export { ScratchPlayer } from './ScratchPlayer';
