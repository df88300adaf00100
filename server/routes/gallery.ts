import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { authenticated, optionallyAuthenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type {
  ClassmateListQuery,
  CollectionParams,
  GalleryQueryString,
  OpusDetailsQuery,
  PageOnlyQuery,
  TimelineQuery,
} from '../schemas/gallery';
import {
  classmateCardSchema,
  classmateListSchema,
  collectionListSchema,
  galleryPageSchema,
  opusDetailsSchema,
  opusTagListSchema,
  popularListSchema,
  recommendPageSchema,
  timelineSchema,
} from '../schemas/gallery';
import { UPLOAD_LINK_SECRET } from '../services/answerLinks';
import { getClassmateCards, getClassmates, getStudentTimeline } from '../services/classmateService';
import {
  getGalleryPage,
  getMyCollections,
  getOpusDetails,
  getOpusTags,
  getPopularOpus,
} from '../services/galleryService';
import type { GalleryKind, GalleryList } from '../services/galleryService';
import { viewerOfProfile } from '../services/opusVisibility';
import type { OpusViewer } from '../services/opusVisibility';
import { serverSecret } from '../services/serverSecrets';

const API = '/api/v3/student';

function viewerOf(request: FastifyRequest): OpusViewer {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return viewerOfProfile(request.user.profile);
}

/** The paged lists of both galleries, by wire name. */
const PAGED_LISTS: { path: string; kind: GalleryKind; list: GalleryList }[] = [
  { path: 'getFeaturedOpusList', kind: 'public', list: 'featured' },
  { path: 'getLatestOpusList', kind: 'public', list: 'latest' },
  { path: 'getRecommendOpusList', kind: 'public', list: 'recommend' },
  { path: 'getSchoolFeaturedOpusList', kind: 'school', list: 'featured' },
  { path: 'getSchoolLatestOpusList', kind: 'school', list: 'latest' },
  { path: 'getSchoolRecommendOpusList', kind: 'school', list: 'recommend' },
];

const POPULAR_LISTS: { path: string; kind: GalleryKind }[] = [
  { path: 'getTheMostPopularOpusList', kind: 'public' },
  { path: 'getSchoolTheMostPopularOpusList', kind: 'school' },
];

/**
 * The gallery (作品广场, and 校内作品 for a school's students), a work's page (readable without
 * signing in for a public work), my favourites, my classmates and a schoolmate's timeline
 * (core/galleryTypes.ts). What each may show is the one visibility rule (services/opusVisibility.ts).
 */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const linkSecret = await serverSecret(app.db, UPLOAD_LINK_SECRET, app.clock.now());

  for (const { path, kind, list } of PAGED_LISTS) {
    app.get<{ Querystring: GalleryQueryString }>(
      `${API}/${path}`,
      { schema: list === 'recommend' ? recommendPageSchema : galleryPageSchema, ...authenticated },
      async (request) =>
        ok(await getGalleryPage(app.db, viewerOf(request), kind, list, request.query, app.clock.now())),
    );
  }

  for (const { path, kind } of POPULAR_LISTS) {
    app.get<{ Querystring: GalleryQueryString }>(
      `${API}/${path}`,
      { schema: popularListSchema, ...authenticated },
      async (request) =>
        ok(await getPopularOpus(app.db, viewerOf(request), kind, request.query, app.clock.now())),
    );
  }

  app.get(`${API}/getOpusTagList`, { schema: opusTagListSchema, ...authenticated }, async () =>
    ok(await getOpusTags(app.db)),
  );

  app.get<{ Querystring: OpusDetailsQuery }>(
    `${API}/getOpusDetails`,
    { schema: opusDetailsSchema, ...optionallyAuthenticated },
    async (request) => {
      const viewer = request.user ? viewerOfProfile(request.user.profile) : null;
      return ok(await getOpusDetails(app.db, linkSecret, viewer, request.query.id, app.clock.now()));
    },
  );

  app.get<{ Params: CollectionParams; Querystring: PageOnlyQuery }>(
    `${API}/getMyCollectionList/:opusType`,
    { schema: collectionListSchema, ...authenticated },
    async (request) =>
      ok(await getMyCollections(app.db, viewerOf(request), request.params.opusType, request.query)),
  );

  app.get(`${API}/getMyClassmateCard`, { schema: classmateCardSchema, ...authenticated }, async (request) =>
    ok(await getClassmateCards(app.db, viewerOf(request))),
  );

  app.get<{ Querystring: ClassmateListQuery }>(
    `${API}/getMyClassmateList`,
    { schema: classmateListSchema, ...authenticated },
    async (request) => ok(await getClassmates(app.db, viewerOf(request), request.query)),
  );

  app.get<{ Querystring: TimelineQuery }>(
    `${API}/getStudentOpusTimeline`,
    { schema: timelineSchema, ...authenticated },
    async (request) => ok(await getStudentTimeline(app.db, viewerOf(request), request.query)),
  );
}
