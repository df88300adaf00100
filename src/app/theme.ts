import type { ThemeConfig } from 'antd';

/** Bright, rounded and roomy: the app is read by children. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1fb56b',
    colorInfo: '#2d8cf0',
    colorWarning: '#ffb703',
    colorLink: '#1d8fe1',
    borderRadius: 12,
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
