/**
 * The Node-style constants webpack's DefinePlugin writes into the bundle (webpack.config.ts); under
 * Jest they are Node's own, so tsconfig.json, which has Node's types, leaves this file out.
 */
declare const process: {
  env: {
    readonly SIGN_SECRET?: string;
    readonly NODE_ENV?: string;
    readonly APP_VERSION?: string;
    readonly ANTD_STATIC_STYLES?: string;
  };
};
