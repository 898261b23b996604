/** Menu entries that lead to logged-in screens (ids 79 to 82). */
export const LOGIN_ONLY_MENU_IDS: readonly number[] = [79, 80, 81, 82];

/** True for a menu entry a logged-out visitor may not follow. */
export function needsLogin(id: number): boolean {
  return LOGIN_ONLY_MENU_IDS.includes(id);
}

/** Paths that need a token; a visit without one clears the session and goes to /index. */
export function isProtectedPath(pathname: string): boolean {
  return (
    pathname === '/configurator' ||
    pathname.startsWith('/configurator/') ||
    pathname === '/personal' ||
    pathname.startsWith('/personal/')
  );
}
