/**
 * Where to go after signing in: an in-app path from the `redirect` query, or `fallback`.
 * Only same-site paths are followed (`/x`, never `//host` or `https://…`), so a crafted link
 * cannot send a student elsewhere.
 */
export function redirectTarget(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
