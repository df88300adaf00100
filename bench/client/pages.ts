/** The pages DESIGN.md budgets, and how a student reaches each. */
import type { BrowserContext } from 'playwright-core';
import { openMockExam, startPractice } from './student';

const KB = 1024;

/** DESIGN.md "Budgets". */
export const BUDGETS = {
  lighthouse: { desktop: 95, mobile: 90 },
  signedOutBytes: 200 * KB,
  studentPageBytes: 350 * KB,
} as const;

export interface ClientPage {
  name: string;
  signedIn: boolean;
  /** Wire bytes allowed before the first render. */
  budgetBytes: number;
  /** The page's URL; a page that needs earlier steps (a started batch, an open paper) takes them. */
  url(context: BrowserContext, baseUrl: string): Promise<string>;
}

const at =
  (path: string) =>
  async (_context: BrowserContext, baseUrl: string): Promise<string> =>
    `${baseUrl}${path}`;

export const CLIENT_PAGES: readonly ClientPage[] = [
  { name: '/login', signedIn: false, budgetBytes: BUDGETS.signedOutBytes, url: at('/login') },
  { name: '/home', signedIn: true, budgetBytes: BUDGETS.studentPageBytes, url: at('/home') },
  { name: '/questionBank', signedIn: true, budgetBytes: BUDGETS.studentPageBytes, url: at('/questionBank') },
  {
    name: '/testStore (practice)',
    signedIn: true,
    budgetBytes: BUDGETS.studentPageBytes,
    url: startPractice,
  },
  {
    name: '/simulationTestDetail (mock exam)',
    signedIn: true,
    budgetBytes: BUDGETS.studentPageBytes,
    url: openMockExam,
  },
];
