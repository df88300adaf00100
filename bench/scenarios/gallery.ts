import type { GalleryPage } from '../../core/galleryTypes';
import type { Envelope, LoginResult } from '../../core/types';
import { DEMO_PASSWORD } from '../../server/db/seed/demoSchool';
import { measure } from '../load';
import type { BenchRow, Scenario } from '../types';

const API = '/api/v3/student';
/** The gallery as a class opens it together: 25 browsers at once. */
const CLIENTS = 25;

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  });
  const envelope = (await response.json()) as Envelope<LoginResult | null>;
  if (!envelope.success || !envelope.result) throw new Error(`demo login failed: ${envelope.message}`);
  return envelope.result.accessToken;
}

/**
 * The gallery's main list (recommended, the page the gallery opens on), the school gallery's
 * latest, and a work's page (signed in, and as a visitor), each under 25 concurrent clients on the
 * seeded demo school. Every list applies the visibility rule in SQL, so these are its cost.
 */
export const gallery: Scenario = {
  name: 'Gallery',
  async run(context) {
    const accessToken = await signIn(context.baseUrl);
    const headers = { accessToken, from: 'pc' };
    const latest = await fetch(`${context.baseUrl}${API}/getLatestOpusList?pageNumber=1&pageSize=1`, {
      headers,
    });
    const work = ((await latest.json()) as Envelope<GalleryPage>).result.list[0];
    const under25 = { ...context, connections: CLIENTS };
    const rows: BenchRow[] = [];
    context.report(`Gallery: ${CLIENTS} concurrent clients on every gallery row`);
    rows.push(
      await measure(under25, {
        name: 'gallery: getRecommendOpusList (20 a page)',
        path: `${API}/getRecommendOpusList?pageNumber=1&pageSize=20&limitCount=1000`,
        headers,
      }),
    );
    rows.push(
      await measure(under25, {
        name: 'gallery: getSchoolLatestOpusList (20 a page)',
        path: `${API}/getSchoolLatestOpusList?pageNumber=1&pageSize=20`,
        headers,
      }),
    );
    if (!work) {
      context.report('Gallery: the seed has no public work, so the work page was not measured');
      return rows;
    }
    rows.push(
      await measure(under25, {
        name: 'gallery: getOpusDetails (signed in)',
        path: `${API}/getOpusDetails?id=${work.id}`,
        headers,
      }),
    );
    rows.push(
      await measure(under25, {
        name: 'gallery: getOpusDetails (visitor)',
        path: `${API}/getOpusDetails?id=${work.id}`,
        headers: { from: 'pc' },
      }),
    );
    return rows;
  },
};
