/**
 * The dashboard's pictures, drawn as SVG so they stay sharp, need no image requests and ship with
 * the page chunk. Decorative ones are hidden from assistive technology; the ones that carry meaning
 * take a label.
 */
import type { ReactNode } from 'react';

interface ArtProps {
  size?: number;
  className?: string;
  /** A label makes the picture an image with that name; without one it is decoration. */
  label?: string;
}

function Svg({
  size = 32,
  className,
  label,
  viewBox,
  children,
}: ArtProps & { viewBox: string; children: ReactNode }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const [, , w, h] = viewBox.split(' ').map(Number);
  return (
    <svg
      width={size}
      height={(size * h) / w}
      viewBox={viewBox}
      className={className}
      focusable="false"
      {...a11y}
    >
      {children}
    </svg>
  );
}

/** Body colours of the five apple images (SPEC.md §9), from unripe to the best. */
const APPLE_COLOURS: Record<1 | 2 | 3 | 4 | 5, { body: string; blush: string | null }> = {
  1: { body: '#9ad35a', blush: null },
  2: { body: '#c9d94a', blush: '#f2a03d' },
  3: { body: '#f4c542', blush: '#f0643c' },
  4: { body: '#ef4b4b', blush: '#c92a3a' },
  5: { body: '#ff5a5f', blush: '#ffd43b' },
};

/** One of the five growth-tree apples; image 5 is the shiny one with a star. */
export function Apple({ image, ...props }: ArtProps & { image: 1 | 2 | 3 | 4 | 5 }) {
  const { body, blush } = APPLE_COLOURS[image];
  return (
    <Svg viewBox="0 0 40 44" {...props}>
      <path d="M20 10 C19 5 21 2 24 1" stroke="#7a4b21" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      <path d="M22 7 C27 2 34 4 34 4 C31 10 25 10 22 7Z" fill="#3fb950" />
      <path d="M20 12 C12 6 2 10 3 22 C4 34 12 43 20 40 C28 43 36 34 37 22 C38 10 28 6 20 12Z" fill={body} />
      {blush && <ellipse cx="27" cy="26" rx="7" ry="9" fill={blush} opacity="0.55" />}
      <ellipse cx="12" cy="19" rx="3.2" ry="5" fill="#fff" opacity="0.55" />
      {image === 5 && (
        <path
          d="M30 3 L31.6 7 L36 7.4 L32.6 10.2 L33.6 14.4 L30 12.1 L26.4 14.4 L27.4 10.2 L24 7.4 L28.4 7Z"
          fill="#ffd43b"
          stroke="#f59f00"
          strokeWidth="0.8"
        />
      )}
    </Svg>
  );
}

/** A unit not started yet: a closed bud. */
export function Bud(props: ArtProps) {
  return (
    <Svg viewBox="0 0 40 44" {...props}>
      <path d="M20 42 V24" stroke="#6aa84f" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 32 C12 32 9 26 9 26 C15 24 19 27 20 32Z" fill="#8bc34a" />
      <path
        d="M20 26 C12 22 13 10 20 5 C27 10 28 22 20 26Z"
        fill="#f8bbd0"
        stroke="#f48fb1"
        strokeWidth="1.2"
      />
    </Svg>
  );
}

/** Where the first apples hang on the crown of the growth tree (x, y in the 320×240 picture). */
export const TREE_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [118, 70],
  [168, 52],
  [214, 78],
  [92, 112],
  [146, 104],
  [196, 120],
  [240, 112],
  [120, 146],
  [170, 150],
  [222, 154],
  [78, 150],
  [262, 148],
];

/** The growth tree: trunk, crown and grass; apples are laid over it at `TREE_SLOTS`. */
export function GrowthTreeBackdrop({ children }: { children?: ReactNode }) {
  return (
    <svg viewBox="0 0 320 240" className="growth-tree-picture" focusable="false" aria-hidden="true">
      <ellipse cx="160" cy="226" rx="140" ry="12" fill="#c8ecb0" />
      <path d="M148 226 C150 200 150 182 144 160 L176 160 C170 182 170 200 172 226Z" fill="#a0693a" />
      <path
        d="M158 176 C146 166 132 164 120 166"
        stroke="#a0693a"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M164 170 C176 160 192 158 204 160"
        stroke="#a0693a"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="160" cy="100" r="76" fill="#57c26b" />
      <circle cx="100" cy="122" r="52" fill="#4cb562" />
      <circle cx="222" cy="124" r="54" fill="#4cb562" />
      <circle cx="124" cy="70" r="46" fill="#67cf78" />
      <circle cx="204" cy="74" r="46" fill="#67cf78" />
      <circle cx="150" cy="150" r="40" fill="#4cb562" />
      <circle cx="190" cy="150" r="36" fill="#57c26b" />
      {children}
    </svg>
  );
}

/** A medal for ranks 1-3 of the monthly ranking. */
export function RankMedal({ rank, ...props }: ArtProps & { rank: 1 | 2 | 3 }) {
  const colours = {
    1: ['#ffd43b', '#f59f00'],
    2: ['#dee2e6', '#adb5bd'],
    3: ['#f4a261', '#c8702a'],
  }[rank];
  return (
    <Svg viewBox="0 0 32 36" {...props}>
      <path d="M9 0 H15 L18 12 H12Z" fill="#4dabf7" />
      <path d="M23 0 H17 L14 12 H20Z" fill="#cf3a3a" />
      <circle cx="16" cy="22" r="12" fill={colours[0]} stroke={colours[1]} strokeWidth="2.5" />
      <text x="16" y="27" textAnchor="middle" fontSize="13" fontWeight="700" fill="#5c3d00">
        {rank}
      </text>
    </Svg>
  );
}

/** The graphical-creation entry: stacked coding blocks. */
export function ScratchArt(props: ArtProps) {
  return (
    <Svg viewBox="0 0 96 72" {...props}>
      <rect x="6" y="8" width="56" height="16" rx="5" fill="#ffab19" />
      <rect x="14" y="5" width="12" height="6" rx="2" fill="#ffab19" />
      <rect x="16" y="28" width="62" height="16" rx="5" fill="#4c97ff" />
      <rect x="24" y="25" width="12" height="6" rx="2" fill="#4c97ff" />
      <rect x="6" y="48" width="48" height="16" rx="5" fill="#9966ff" />
      <rect x="14" y="45" width="12" height="6" rx="2" fill="#9966ff" />
      <circle cx="80" cy="56" r="10" fill="#59c059" />
      <path d="M77 51 L86 56 L77 61Z" fill="#fff" />
    </Svg>
  );
}

/** The Python entry: a friendly snake beside a code bracket. */
export function PythonArt(props: ArtProps) {
  return (
    <Svg viewBox="0 0 96 72" {...props}>
      <path
        d="M20 60 C8 60 8 44 20 44 H44 C56 44 56 28 44 28 H30"
        stroke="#3776ab"
        strokeWidth="12"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="28" cy="28" r="10" fill="#ffd43b" />
      <circle cx="25" cy="26" r="2.4" fill="#1d3557" />
      <path d="M18 31 H12" stroke="#e63946" strokeWidth="2" strokeLinecap="round" />
      <text x="66" y="52" fontSize="30" fontWeight="700" fill="#3776ab" fontFamily="monospace">
        {'{}'}
      </text>
    </Svg>
  );
}

/** The learning manual card: a small book. */
export function ManualArt(props: ArtProps) {
  return (
    <Svg viewBox="0 0 48 48" {...props}>
      <rect x="8" y="6" width="30" height="38" rx="4" fill="#ff8787" />
      <rect x="12" y="6" width="26" height="34" rx="3" fill="#fff5f5" />
      <path d="M17 15 H33 M17 21 H33 M17 27 H28" stroke="#fa5252" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="36" cy="36" r="9" fill="#20c997" />
      <path
        d="M36 31 V40 M32 36.5 L36 40.5 L40 36.5"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
    </Svg>
  );
}
