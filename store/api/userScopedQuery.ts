import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { SessionState } from '../slices/sessionSlice';
import type { ApiError } from './apiError';
import type { RequestArgs } from './axiosBaseQuery';

/** Who the question-bank calls speak for: the signed-in student (contract: userName = login name). */
export interface SessionUser {
  userId: number;
  userName: string;
}

function sessionUser(getState: () => unknown): SessionUser | null {
  const { session } = getState() as { session: SessionState };
  const info = session.userInfo;
  return info ? { userId: info.id, userName: info.userName } : null;
}

type RequestResult = QueryReturnValue<unknown, ApiError, unknown>;
/** The base query as a `queryFn` receives it. */
export type RunRequest = (args: RequestArgs) => RequestResult | PromiseLike<RequestResult>;
type Outcome<Result> = QueryReturnValue<Result, ApiError, never>;

/**
 * Screens skip these calls for visitors; should one slip through, it fails like an expired
 * session would, so the global error listener treats it the same way.
 */
const NO_USER: ApiError = { status: 401, message: '' };

/**
 * A `queryFn` that runs for the signed-in student only, with the student's ids at hand. Reading
 * them here, not in screens, keeps components from ever sending someone else's id (the server
 * would refuse it with 403).
 */
export function withSessionUser<Arg, Result>(
  run: (arg: Arg, user: SessionUser, baseQuery: RunRequest) => Promise<Outcome<Result>>,
) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: RunRequest,
  ): Promise<Outcome<Result>> => {
    const user = sessionUser(api.getState);
    if (!user) return { error: NO_USER };
    return run(arg, user, baseQuery);
  };
}

/** The common case of `withSessionUser`: one request whose body carries the ids, its answer decoded. */
export function userScoped<Arg, Result>(
  toRequest: (arg: Arg, user: SessionUser) => RequestArgs,
  decode: (raw: unknown) => Result = (raw) => raw as Result,
) {
  return withSessionUser<Arg, Result>(async (arg, user, baseQuery) => {
    const response = await baseQuery(toRequest(arg, user));
    if (response.error !== undefined) return { error: response.error };
    return { data: decode(response.data) };
  });
}

/** `POST /tiku/api/v1/<name>` with a JSON body (signed by the base query). */
export function tikuPost(name: string, data: Record<string, unknown>): RequestArgs {
  return { url: `/tiku/api/v1/${name}`, method: 'POST', data };
}
