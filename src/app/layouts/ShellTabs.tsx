import { useEffect, useRef } from 'react';
import { Button, Dropdown } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { tabLabel } from '../../../store/slices/tabsSlice';
import type { OpenedTab } from '../../../store/slices/tabsSlice';
import { appMessages } from '../messages';

const s = appMessages.shell;

interface ShellTabsProps {
  /** The strip as shown, home first. */
  tabs: readonly OpenedTab[];
  activePath: string;
  /** Paths whose tab has no close button (home). */
  fixedPath: string;
  onClose: (path: string) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}

/** SPEC.md §2 "Shell layout": the strip of opened pages; each tab is a link to its page. */
export function ShellTabs({
  tabs,
  activePath,
  fixedPath,
  onClose,
  onCloseOthers,
  onCloseAll,
}: ShellTabsProps) {
  const activeRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    // A long strip scrolls sideways; the page being shown stays in sight. Done in the next frame,
    // which lays the page out anyway: done here, it forced a layout in the middle of mounting the
    // page, which the effects still to run then changed again.
    const frame = requestAnimationFrame(() =>
      activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [activePath]);

  return (
    <div className="shell-tabs">
      <nav aria-label={s.tabs} className="shell-tabs-list">
        <ul>
          {tabs.map((tab) => {
            const active = tab.path === activePath;
            return (
              <li
                key={tab.path}
                ref={active ? activeRef : undefined}
                className={active ? 'shell-tab is-active' : 'shell-tab'}
              >
                <Link to={tab.path} aria-current={active ? 'page' : undefined}>
                  {tabLabel(tab)}
                </Link>
                {tab.path !== fixedPath && (
                  <button
                    type="button"
                    className="shell-tab-close"
                    aria-label={s.closeTab(tabLabel(tab))}
                    onClick={() => onClose(tab.path)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'others', label: s.closeOthers },
            { key: 'all', label: s.closeAll },
          ],
          onClick: ({ key }) => (key === 'all' ? onCloseAll() : onCloseOthers()),
        }}
      >
        <Button size="small" className="shell-tabs-actions">
          {s.tabActions}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </div>
  );
}
