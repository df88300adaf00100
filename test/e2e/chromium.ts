/** Debian's Chromium: the browser suites never download a browser build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless and quiet: no background traffic or updates that would disturb timings or tests. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What Debian's fonts-noto-cjk installs: Chinese text in screenshots needs it (or another CJK font). */
export const CHINESE_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
