import { RightOutlined } from '@ant-design/icons';
import { OPUS_TYPE } from '../../../core/workTypes';
import { editorUrl } from '../create-center';
import { PythonArt, ScratchArt } from './art';
import { homeMessages as t } from './messages';

const ENTRIES = [
  {
    path: editorUrl(OPUS_TYPE.scratch),
    title: t.entries.scratch,
    hint: t.entries.scratchHint,
    Art: ScratchArt,
    tone: 'scratch',
  },
  {
    path: editorUrl(OPUS_TYPE.python),
    title: t.entries.python,
    hint: t.entries.pythonHint,
    Art: PythonArt,
    tone: 'python',
  },
] as const;

/** The two creation entries; an editor opens in its own tab (SPEC.md §2 "Viewers"). */
export function CreationEntries() {
  return (
    <nav className="home-entries" aria-label={t.entries.label}>
      {ENTRIES.map(({ path, title, hint, Art, tone }) => (
        <a key={path} href={path} target="_blank" rel="noopener" className={`home-entry home-entry-${tone}`}>
          <Art size={88} className="home-entry-art" />
          <span className="home-entry-text">
            <strong>{title}</strong>
            <span>{hint}</span>
          </span>
          <RightOutlined className="home-entry-go" aria-hidden="true" />
        </a>
      ))}
    </nav>
  );
}
