import path from 'node:path';
import { cardPaths } from '../../core/cardTypes';
import { homeSectionsFor } from '../../core/homeSections';
import type { HomeSections } from '../../core/homeSections';
import { MENU_LIST_PATH } from '../../core/menuTypes';
import type { Envelope, LoginResult, UserInfo } from '../../core/types';
import { DEMO_PASSWORD } from '../../server/db/seed/demoSchool';
import { classmates } from '../../server/db/seed/works/classmates';
import { positiveSetting, runWorker, sampleRow } from '../scenarioKit';
import type { BenchContext, BenchRow, Scenario } from '../types';
import type { HomeCall, Visitor, VisitorsInput, VisitorsOutput } from './homeDashboardVisitors';

/**
 * /home as browsers open it: every seeded student of the demo school (and `solo`) signs in for
 * real, then opens the home page over and over, each page firing its data calls at once over at
 * most 6 sockets like a browser, with a pause between two visits (0.5–1.5 × BENCH_HOME_THINK_MS,
 * default 1000). Which calls a page makes depends on the student, as on the page itself (SPEC.md §6):
 * open courses for all but trial students, who get their own courses and news instead; activities
 * and classmates for school students; organizationId "-1" the ad carousel instead of tree and
 * ranking; the header's card switcher for school-linked accounts.
 * BENCH_HOME_VISITORS (default: one per account) adds browsers, cycling over the accounts.
 * Prints p50/p99 per call and for the whole page (until its last answer is in).
 */

const SIGNED_IN = [
  'demo',
  'xiaoyu',
  'haoran',
  'newbie',
  'trial',
  'solo',
  ...classmates.map((c) => c.username),
];
const API = '/api/v3/student';
const NOT_SERVED = '接口不存在';

/** Calls of the shell around the page, for every student. */
const SHELL: HomeCall[] = [
  { name: 'getStudentInfo', path: `${API}/getStudentInfo` },
  { name: 'getMenuList', path: MENU_LIST_PATH },
  { name: 'getMyNoticeList', path: '/api/v3/notice/getMyNoticeList' },
  { name: 'messageSend/getUnreadCount', path: '/api/messageSend/getUnreadCount' },
];

/** The header's switch-card dropdown, which school-linked students get (SPEC.md §2 "Shell layout"). */
const CARD_SWITCHER: HomeCall[] = [{ name: 'steamCard/getAdditionalList', path: cardPaths.additionalList }];

/** Cards every student sees. */
const EVERY_PAGE: HomeCall[] = [
  { name: 'getMyAchievements', path: `${API}/getMyAchievements` },
  { name: 'getMyTeachingPlanList', path: `${API}/getMyTeachingPlanList` },
  { name: 'getAdListByType?type=2', path: `${API}/getAdListByType?type=2` },
  { name: 'myDynamic', path: `${API}/myDynamic` },
  { name: 'getManual', path: `${API}/getManual` },
];

/** The cards some kinds of student see, with the call each makes, as the page asks. */
const SECTION_CALLS = {
  growthTree: [{ name: 'getGrowingTreeList', path: `${API}/getGrowingTreeList` }],
  ranking: [{ name: 'getWeeklyOpusCountTop', path: `${API}/getWeeklyOpusCountTop?limit=10` }],
  adsCarousel: [{ name: 'getAdListByType?type=4', path: `${API}/getAdListByType?type=4` }],
  openCourses: [
    { name: 'course/getOpenCoursesList', path: `${API}/course/getOpenCoursesList?pageNumber=1&pageSize=4` },
  ],
  activities: [
    {
      name: 'activities/getActivitiesList',
      path: `${API}/activities/getActivitiesList?pageNumber=1&pageSize=4&status=all`,
    },
  ],
  classmateNews: [
    { name: 'getClassmateDynamicList', path: `${API}/getClassmateDynamicList?pageNumber=1&pageSize=4` },
  ],
  myCourses: [{ name: 'getMyCourseList', path: `${API}/getMyCourseList?pageNumber=1&pageSize=4` }],
  videoNews: [{ name: 'getVideoNewsList', path: `${API}/getVideoNewsList` }],
  latestNews: [
    {
      name: 'getNewsArticleList',
      path: `${API}/getNewsArticleList?pageNumber=1&pageSize=4&category=newStar`,
    },
  ],
} satisfies Record<keyof HomeSections, HomeCall[]>;

type Section = keyof typeof SECTION_CALLS;

const EVERY_CALL: HomeCall[] = [
  ...SHELL,
  ...CARD_SWITCHER,
  ...EVERY_PAGE,
  ...Object.values(SECTION_CALLS).flat(),
];

function callsOf(user: UserInfo): HomeCall[] {
  const sections = homeSectionsFor(user);
  const shown = (Object.keys(SECTION_CALLS) as Section[]).filter((section) => sections[section]);
  return [
    ...SHELL,
    ...(user.schoolStatus === 1 ? CARD_SWITCHER : []),
    ...EVERY_PAGE,
    ...shown.flatMap((section) => SECTION_CALLS[section]),
  ];
}

async function signIn(baseUrl: string, username: string): Promise<LoginResult> {
  const response = await fetch(`${baseUrl}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const envelope = (await response.json()) as Envelope<LoginResult | null>;
  if (!envelope.success || !envelope.result) throw new Error(`${username} login failed: ${envelope.message}`);
  return envelope.result;
}

/** Calls this server does not have yet answer the "unknown path" 404: they are left out and named. */
async function servedCalls(baseUrl: string, token: string, calls: HomeCall[]): Promise<Set<string>> {
  const served = new Set<string>();
  for (const call of calls) {
    const response = await fetch(`${baseUrl}${call.path}`, { headers: { accessToken: token, from: 'pc' } });
    const body = (await response.json()) as Envelope<unknown>;
    if (!(response.status === 404 && body.message === NOT_SERVED)) served.add(call.name);
  }
  return served;
}

async function homeDashboardRun(context: BenchContext): Promise<BenchRow[]> {
  context.log(`  signing in ${SIGNED_IN.length} students…`);
  const accounts: LoginResult[] = [];
  for (const username of SIGNED_IN) accounts.push(await signIn(context.baseUrl, username));

  const served = new Set<string>();
  for (const account of accounts) {
    for (const name of await servedCalls(context.baseUrl, account.accessToken, callsOf(account.userInfo)))
      served.add(name);
  }
  const missing = EVERY_CALL.filter((call) => !served.has(call.name)).map((call) => call.name);

  const count = positiveSetting(process.env.BENCH_HOME_VISITORS, accounts.length);
  const visitors: Visitor[] = Array.from({ length: count }, (_, index) => {
    const account = accounts[index % accounts.length] as LoginResult;
    return {
      username: account.userInfo.username,
      token: account.accessToken,
      calls: callsOf(account.userInfo).filter((call) => served.has(call.name)),
    };
  });
  const thinkMs = positiveSetting(process.env.BENCH_HOME_THINK_MS, 1000);
  context.log(`  ${count} browsers open /home for ${context.durationSec} s (pause ≈ ${thinkMs} ms)…`);
  const output = await runWorker<VisitorsInput, VisitorsOutput>(
    path.join(__dirname, 'homeDashboardVisitors.ts'),
    {
      baseUrl: context.baseUrl,
      visitors,
      durationMs: context.durationSec * 1000,
      thinkMs,
      socketsPerVisitor: 6,
    },
  );

  const rows = EVERY_CALL.filter((call) => output.latencies[call.name]).map((call) =>
    sampleRow(
      `home: ${call.name}`,
      output.latencies[call.name] ?? [],
      output.wallMs,
      output.failures[call.name] ?? 0,
    ),
  );
  const failures = Object.values(output.failures).reduce((sum, value) => sum + value, 0);
  rows.push(
    sampleRow('home: whole page (last answer in)', output.latencies.page ?? [], output.wallMs, failures),
  );
  context.report(
    `Home dashboard: ${count} browsers, ${output.pages} page loads in ${(output.wallMs / 1000).toFixed(1)} s, ` +
      `${failures} failed calls` +
      (missing.length > 0 ? `; not served by this build, left out: ${missing.join(', ')}` : ''),
  );
  for (const error of output.firstErrors) context.report(`  first errors: ${error}`);
  return rows;
}

export const homeDashboard: Scenario = { name: 'Home dashboard (SQLite)', run: homeDashboardRun };
