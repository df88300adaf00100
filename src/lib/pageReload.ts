/** SPEC.md §9: the page reloads 500 ms after a modal sign-in (and after an activation). */
export const LOGIN_RELOAD_DELAY_MS = 500;
