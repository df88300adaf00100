/** Debian's Chromium: the browser suites never download a browser build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
