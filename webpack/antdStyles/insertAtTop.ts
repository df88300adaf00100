/**
 * Where style-loader puts each of antd's build-time stylesheets (webpack.config.ts): at the top of
 * the head, after those already there, as antd's own styles always were. Every stylesheet of the
 * app then comes later, so where an app rule and an antd rule are equally specific, the app's wins,
 * whichever chunk loaded first.
 */
export default function insertAtTop(style: HTMLStyleElement): void {
  const placed = document.head.querySelectorAll('style[data-antd]');
  const after = placed.length > 0 ? placed[placed.length - 1].nextSibling : document.head.firstChild;
  document.head.insertBefore(style, after);
}
