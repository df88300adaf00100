import { apiBaseline } from './apiBaseline';
import { examDay } from './examDay';
import { examDayCluster } from './examDayCluster';
import { gallery } from './gallery';
import { homeDashboard } from './homeDashboard';
import type { Scenario } from '../types';

/** Every scenario `npm run bench` runs, in order. A new scenario is a new file added here. */
export const scenarios: Scenario[] = [apiBaseline, examDay, examDayCluster, homeDashboard, gallery];
