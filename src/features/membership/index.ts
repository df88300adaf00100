/** Trial versus member, and the upgrade with a learning card. */
export { membershipRoutes } from './routes';
