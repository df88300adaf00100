import type { Paged } from '../../core/homeTypes';
import { PROBLEM_REPORT_LIMITS } from '../../core/problemReportTypes';
import type { ProblemReportSummary, QaStatus, RecentEvent } from '../../core/problemReportTypes';
import type { StoreExtra } from '../deps';
import type { PersistedSliceName } from '../persist';
import { exportStateFile } from '../stateFile';
import type { MachineSnapshot } from '../stateFile';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

/** What the page knows that the store does not: the problem in the student's words, and the machines. */
export interface ProblemReportDraft {
  description: string;
  route: string;
  userAgent: string;
  appVersion: string;
  machineEvents: RecentEvent[];
  machines: Record<string, MachineSnapshot>;
}

/**
 * Problem reports (反馈问题, core/problemReportTypes.ts) and the QA tools' calls. A report carries
 * the latest actions and machine events, in time order, and the state file of what is persisted
 * (stateFile.ts, secrets removed), so a developer can replay what the student saw.
 */
export const problemReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fileProblemReport: build.mutation<{ id: number }, ProblemReportDraft>({
      queryFn: async (draft, api, _extra, baseQuery) => {
        const { recentActions } = api.extra as StoreExtra;
        const recentEvents = [...recentActions(), ...draft.machineEvents]
          .sort((a, b) => a.at - b.at)
          .slice(-PROBLEM_REPORT_LIMITS.recentEventEntriesMax);
        const state = exportStateFile(api.getState() as Record<PersistedSliceName, unknown>, {
          route: draft.route,
          machines: draft.machines,
          now: Date.now(),
          appVersion: draft.appVersion,
        });
        const result = await baseQuery({
          url: `${STUDENT}/problemReport`,
          method: 'POST',
          data: {
            description: draft.description,
            route: draft.route,
            userAgent: draft.userAgent.slice(0, PROBLEM_REPORT_LIMITS.userAgentMax),
            appVersion: draft.appVersion,
            recentEvents: JSON.stringify(recentEvents),
            state: JSON.stringify(state),
          },
        });
        return result.error ? { error: result.error } : { data: result.data as { id: number } };
      },
      invalidatesTags: [{ type: 'ProblemReport', id: 'LIST' }],
    }),

    getMyProblemReports: build.query<Paged<ProblemReportSummary>, void>({
      query: () => ({ url: `${STUDENT}/getMyProblemReports`, params: { pageNumber: 1, pageSize: 5 } }),
      providesTags: [{ type: 'ProblemReport', id: 'LIST' }],
    }),

    /** Whether the server lets this account use the QA tools in a production build. */
    getQaStatus: build.query<QaStatus, void>({
      query: () => ({ url: `${STUDENT}/qa/status` }),
    }),

    /** A replay file by name (`?replay=<name>`), for a QA account. */
    getReplayFile: build.query<unknown, string>({
      query: (name) => ({ url: `${STUDENT}/qa/replay/${encodeURIComponent(name)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useFileProblemReportMutation,
  useGetMyProblemReportsQuery,
  useGetQaStatusQuery,
  useLazyGetReplayFileQuery,
} = problemReportsApi;
