/** Routes a visitor without a stored user may open (SPEC.md §2 "Public routes"). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/ULogin',
  '/ULoginT',
  '/zkactivate',
  '/ULoginNeedLogin',
  '/accountEnd',
  '/pass',
  '/new-side',
  '/regist',
  '/opus-detail',
  '/artical-detail',
  '/403',
  '/500',
  '/practise',
  '/knowledgeStrong',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}
