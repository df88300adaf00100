import type { Page } from 'playwright-core';

/**
 * The bundle ships antd's component styles, and the CSS variables each component declares, as CSS
 * made at build time (webpack/antdStyles); the browser makes only the theme's own variables.
 * Ways that can break, all invisible to a test that only reads text:
 * - a component rendered with a prefix the build never saw draws unstyled: every antd class
 *   something declares variables for must appear in the build-time CSS (`<style data-antd>`);
 * - a component's variables declared in the browser mean the build wrote none for that class
 *   (src/lib/antd/staticStyles.ts still declares them, at a cost on every page that shows it);
 * - a rule for an antd class made in the browser means the build-time styles are off.
 * Returns one line per finding; none when the page shows no antd component.
 */
export async function scanAntdStyles(page: Page): Promise<string[]> {
  if (page.isClosed() || !page.url().startsWith('http')) return [];
  const findings = await page
    .evaluate(() => {
      const built = new Set<string>();
      const madeInBrowser = new Set<string>();
      const scopes = new Set<string>();
      const declaredInBrowser = new Set<string>();
      // Build-time CSS goes in as <style data-antd>; cssinjs marks the <style> it makes at run time.
      // Other sheets (the app's own) are not antd's and are left out.
      // (No named functions in here: the test runner's transform would wrap them in a helper the
      // page does not have.)
      const pending = [...document.styleSheets].map((sheet) => {
        const node = sheet.ownerNode;
        const isStyle = node instanceof HTMLStyleElement;
        const madeByCssinjs =
          isStyle &&
          ['data-css-hash', 'data-token-hash', 'data-rc-order'].some((name) => node.hasAttribute(name));
        const kind =
          isStyle && node.hasAttribute('data-antd') ? 'built' : madeByCssinjs ? 'runtime' : 'other';
        return { rules: sheet.cssRules, kind };
      });
      for (let next = 0; next < pending.length; next += 1) {
        const { rules, kind } = pending[next];
        if (kind === 'other') continue;
        for (const rule of rules) {
          if ('cssRules' in rule) pending.push({ rules: (rule as CSSGroupingRule).cssRules, kind });
          if (!(rule instanceof CSSStyleRule)) continue;
          const classes = [...rule.selectorText.matchAll(/\.(ant-[\w-]+)/g)].map((match) => match[1]);
          const declaresOnlyVariables = [...rule.style].every((property) => property.startsWith('--'));
          if (kind === 'built') classes.forEach((name) => built.add(name));
          else if (declaresOnlyVariables)
            classes.forEach((name) => {
              declaredInBrowser.add(name);
              scopes.add(name.replace(/-css-var$/, ''));
            });
          else if (classes.length > 0) madeInBrowser.add(rule.selectorText);
        }
      }
      return [
        ...[...scopes]
          .filter((name) => !built.has(name))
          .map((name) => `.${name} has antd's variables but no build-time stylesheet`),
        ...[...declaredInBrowser].map((name) => `.${name} had its antd variables declared in the browser`),
        ...[...madeInBrowser].slice(0, 5).map((selector) => `${selector} was styled in the browser`),
      ];
    })
    .catch((error: unknown) => {
      // A page that navigated or closed mid-read is read again where it ends up.
      if (page.isClosed() || /navigat|destroyed|closed/i.test(String(error))) return [];
      throw error;
    });
  const where = new URL(page.url()).pathname;
  return findings.map((finding) => `${where}: ${finding}`);
}
