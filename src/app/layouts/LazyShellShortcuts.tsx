import { AfterPageLoad } from '../../lib/AfterPageLoad';
import { lazyComponent } from '../../lib/lazyComponent';

const ShellShortcutsChunk = lazyComponent(() =>
  import(/* webpackChunkName: "shell-shortcuts" */ './ShellShortcuts').then((m) => m.ShellShortcuts),
);

/**
 * The floating shortcuts, added once the page has loaded. Their back-to-top button reads the scroll
 * position when it appears; mounted with the page, that read laid the whole half-built page out
 * (a tenth of a second of a tablet's first load of /home). They float above the page, so nothing
 * moves when they arrive.
 */
export function LazyShellShortcuts({ showUpgrade }: { showUpgrade: boolean }) {
  return (
    <AfterPageLoad>
      <ShellShortcutsChunk showUpgrade={showUpgrade} />
    </AfterPageLoad>
  );
}
