import type { ThemeConfig } from 'antd';

/**
 * Bright, rounded and roomy: the app is read by children. Text colours (the brand green and blue,
 * secondary grey) are dark enough for 4.5:1 on white and on the light tints behind selected items.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f7a43',
    // antd lightens hover shades, which would drop text below 4.5:1; these darken instead.
    colorPrimaryHover: '#0b6637',
    colorLinkHover: '#0f4f99',
    colorInfo: '#1765c1',
    colorWarning: '#ffb703',
    colorLink: '#1765c1',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 12,
    // The page's fonts (src/styles/global.css). antd's own list names no Chinese font, so the
    // browser looked one up for the Chinese text of every component as it laid the page out: on
    // /home at 4× CPU that was a fifth of the layout time.
    fontFamily: 'var(--app-font-family)',
    fontSize: 15,
    controlHeight: 38,
    controlHeightLG: 48,
    wireframe: false,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f4f8fb', headerPadding: '0 24px' },
    Menu: { itemBorderRadius: 12, itemHeight: 44, itemSelectedBg: '#e3f7ec' },
    Button: { fontWeight: 600 },
    Card: { borderRadiusLG: 18 },
  },
};

/**
 * The theme as the production bundle applies it: antd's component styles and their CSS variables
 * are made at build time (webpack/antdStyles) and loaded with each component's chunk, so the
 * browser neither computes nor injects them. Unhashed class names, and the theme's class named
 * here rather than after the provider's place in the tree, as those files are written once for
 * every page.
 */
export const staticTheme: ThemeConfig = {
  ...appTheme,
  hashed: false,
  zeroRuntime: true,
  cssVar: { key: 'css-var-app' },
};
