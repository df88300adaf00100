import type { FastifyInstance, FastifySchema } from 'fastify';

/** One method and path the app answers, with the schema it validates against. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

/**
 * Records every route as it is registered, so suites that must cover every route (the key-leak
 * scan, the fuzz suite) enumerate the app itself instead of a list that could fall behind it.
 * Must run before the first route is registered.
 */
export function catalogueRoutes(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
}
