import {
  builtDerivativeToken,
  hasBuiltCssVars,
  insertBuiltStyles,
  registerBuiltTokens,
  staticGlobalCache,
} from '../../src/lib/antd/staticStyles';

describe("antd's styles under the static theme (src/lib/antd/staticStyles.ts)", () => {
  test("the build's CSS goes in at the top of the head, in the order it came, before the app's own", () => {
    const appStyle = document.createElement('style');
    appStyle.textContent = '.app{}';
    document.head.append(appStyle);
    insertBuiltStyles('.ant-btn{}');
    insertBuiltStyles('.ant-tag{}', ['Tag%css-var-app%ant-tag']);
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual(['.ant-btn{}', '.ant-tag{}', '.app{}']);
    expect(document.head.querySelectorAll('style[data-antd]')).toHaveLength(2);
  });

  test("a component's variables count as built only for the classes the build wrote them for", () => {
    insertBuiltStyles('.css-var-app.ant-list,.css-var-app.ant-list-container{}', [
      'List%css-var-app%ant-list@@ant-list-container',
    ]);
    expect(hasBuiltCssVars('List', 'css-var-app', ['ant-list', 'ant-list-container'])).toBe(true);
    expect(hasBuiltCssVars('List', 'css-var-app', 'ant-list')).toBe(false);
    expect(hasBuiltCssVars('List', 'css-var-other', ['ant-list', 'ant-list-container'])).toBe(false);
  });

  test('an entry of the theme cache is made and put into the page once, and never removed', () => {
    const make = jest.fn(() => ({ token: 1 }));
    const putIn = jest.fn();
    const first = staticGlobalCache('token', ['salt', 'theme'], make, undefined, putIn);
    const again = staticGlobalCache('token', ['salt', 'theme'], make, undefined, putIn);
    expect(again).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(putIn).toHaveBeenCalledTimes(1);
    expect(putIn).toHaveBeenCalledWith(first);
    staticGlobalCache('token', ['salt', 'another theme'], make, undefined, putIn);
    expect(make).toHaveBeenCalledTimes(2);
  });

  test("the build's derivative token is taken only for exactly what it was computed from", () => {
    const token = { colorPrimary: '#0f7a43' };
    registerBuiltTokens({ '6.6.8-%0%seed%override': token });
    expect(builtDerivativeToken(['6.6.8-', 0, 'seed', 'override'])).toBe(token);
    // Another theme (another id), other seed or override tokens, another release of antd: computed.
    expect(builtDerivativeToken(['6.6.8-', 1, 'seed', 'override'])).toBeUndefined();
    expect(builtDerivativeToken(['6.6.8-', 0, 'other seed', 'override'])).toBeUndefined();
    expect(builtDerivativeToken(['6.6.8-', 0, 'seed', 'other override'])).toBeUndefined();
    expect(builtDerivativeToken(['6.7.0-', 0, 'seed', 'override'])).toBeUndefined();
  });
});
