import { PlusOutlined } from '@ant-design/icons';
import { OPUS_TYPE } from '../../../core/workTypes';
import { createCenterMessages as t } from './messages';
import { editorUrl } from './paths';

/** A stage with a block script and a sprite: what a new Scratch work starts as. */
function ScratchStage() {
  return (
    <svg className="create-start-art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="4" y="8" width="112" height="80" rx="12" fill="#fff" opacity="0.85" />
      <rect x="14" y="20" width="46" height="13" rx="4" fill="#ffab19" />
      <rect x="20" y="38" width="50" height="13" rx="4" fill="#4c97ff" />
      <rect x="20" y="56" width="40" height="13" rx="4" fill="#9966ff" />
      <circle cx="92" cy="50" r="15" fill="#ffa94d" />
      <path d="M80 40 L82 28 L90 36 Z M104 40 L102 28 L94 36 Z" fill="#ffa94d" />
      <circle cx="87" cy="48" r="2.4" fill="#343a40" />
      <circle cx="97" cy="48" r="2.4" fill="#343a40" />
      <path d="M88 56 Q92 59 96 56" stroke="#343a40" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A code window whose turtle has drawn a star: what a new Python work can become. */
function PythonWindow() {
  return (
    <svg className="create-start-art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="4" y="8" width="112" height="80" rx="12" fill="#fff" opacity="0.85" />
      <circle cx="16" cy="19" r="3" fill="#ff6b6b" />
      <circle cx="26" cy="19" r="3" fill="#ffd43b" />
      <circle cx="36" cy="19" r="3" fill="#51cf66" />
      <rect x="14" y="32" width="34" height="6" rx="3" fill="#3776ab" />
      <rect x="20" y="44" width="28" height="6" rx="3" fill="#748ffc" />
      <rect x="20" y="56" width="22" height="6" rx="3" fill="#748ffc" />
      <rect x="14" y="68" width="30" height="6" rx="3" fill="#3776ab" />
      <path
        d="M86 30 L91 45 L107 45 L94 54 L99 70 L86 60 L73 70 L78 54 L65 45 L81 45 Z"
        fill="#ffd43b"
        stroke="#f08c00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ENTRIES = [
  {
    opusType: OPUS_TYPE.scratch,
    tone: 'scratch',
    title: t.start.scratch,
    hint: t.start.scratchHint,
    Art: ScratchStage,
  },
  {
    opusType: OPUS_TYPE.python,
    tone: 'python',
    title: t.start.python,
    hint: t.start.pythonHint,
    Art: PythonWindow,
  },
] as const;

/** The two ways to start from nothing; an editor opens in its own tab (SPEC.md §2 "Viewers"). */
export function StartEntries() {
  return (
    <nav className="create-start" aria-label={t.start.label}>
      {ENTRIES.map(({ opusType, tone, title, hint, Art }) => (
        <a
          key={opusType}
          href={editorUrl(opusType)}
          target="_blank"
          rel="noopener"
          className={`create-start-entry create-start-${tone}`}
          title={`${title}${t.start.newTab}`}
        >
          <span className="create-start-text">
            <strong>
              <span className="create-start-plus" aria-hidden="true">
                <PlusOutlined />
              </span>
              {title}
            </strong>
            <span>{hint}</span>
          </span>
          <Art />
        </a>
      ))}
    </nav>
  );
}
