/**
 * A cookie that says only "this browser holds a signed-in session": never the token, and read by
 * nothing but the choice of a page's HTML; identity still comes from the token alone. The session
 * itself lives in localStorage, which the server cannot see; with the hint, a navigation to a
 * student's page gets that page's HTML with its scripts announced (server/plugins/entryPages.ts),
 * and a visitor's the plain one, whose runtime sends them to /login without the student's page.
 */
export const SESSION_HINT_COOKIE = 'codesprout_session';

/** Whether a request's Cookie header carries the hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}
