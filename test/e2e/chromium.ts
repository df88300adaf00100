/** Debian's Chromium: the browser suites never download a browser build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Debian's fonts-noto-cjk installs: Chinese text in screenshots needs it (or another CJK font). */
export const CHINESE_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
