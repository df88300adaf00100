import { useState } from 'react';
import type { ReactNode } from 'react';
import { Layout } from 'antd';

/** antd's `lg` breakpoint as its Sider reads it: below it, the side menu folds away. */
const BELOW_LG = 'screen and (max-width: 991.98px)';

/**
 * Whether the side menu starts folded. antd's Sider reads its breakpoint in an effect, after the
 * first paint could happen: on a phone the menu then showed 220 px wide, and the whole page moved
 * left as it folded (a layout shift of 0.26–0.33 in some of Lighthouse's mobile runs of /home).
 */
function startsFolded(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(BELOW_LG).matches;
}

/**
 * Both shells' side menu: 220 px wide, folded away below the `lg` breakpoint from its first frame.
 * Folded from the start, it holds nothing until it is first unfolded (its button, or a window
 * grown past the breakpoint): drawn zero pixels wide, the menu was still a stop of the Tab key
 * that showed nothing, and on a tablet it was rendered, measured and rendered again for nobody
 * while the page was loading.
 */
export function ShellSider({ children }: { children: ReactNode }) {
  const [folded] = useState(startsFolded);
  const [unfolded, setUnfolded] = useState(!folded);
  return (
    <Layout.Sider
      className="shell-sider"
      width={220}
      breakpoint="lg"
      collapsedWidth={0}
      defaultCollapsed={folded}
      onCollapse={(collapsed) => {
        if (!collapsed) setUnfolded(true);
      }}
      theme="light"
    >
      {unfolded && children}
    </Layout.Sider>
  );
}
