import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AxiosError } from 'axios';
import type { ErrorCode } from '../../core/errorCodes';
import type { StoreExtra } from '../deps';
import type { SessionState } from '../slices/sessionSlice';
import type { ApiError } from './apiError';

/** The refusal inside a download's answer, which arrives as bytes like the file would. */
async function downloadError(error: unknown): Promise<ApiError> {
  const response = (error as AxiosError<Blob>).response;
  if (!response) return { status: 'NETWORK_ERROR', message: (error as Error).message };
  try {
    const envelope = JSON.parse(await response.data.text()) as { message?: string; errorCode?: ErrorCode };
    return { status: response.status, message: envelope.message ?? '', errorCode: envelope.errorCode };
  } catch {
    return { status: response.status, message: '' };
  }
}

/**
 * A `queryFn` body for a file the server sends only with the student's token (an attachment, not
 * an envelope): the bytes, as an object URL for the page to save under the file's name.
 */
export async function downloadAsObjectUrl(
  url: string,
  api: BaseQueryApi,
): Promise<{ data: string } | { error: ApiError }> {
  const { getHttp } = api.extra as StoreExtra;
  const { session } = api.getState() as { session: SessionState };
  const headers: Record<string, string> = { from: session.from };
  if (session.accessToken) headers.accessToken = session.accessToken;
  try {
    const http = await getHttp();
    const response = await http.get<Blob>(url, { headers, responseType: 'blob' });
    return { data: URL.createObjectURL(response.data) };
  } catch (error) {
    return { error: await downloadError(error) };
  }
}
