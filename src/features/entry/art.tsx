/** Pictures of the entry pages: inline SVG in the brand's colours, decorative only. */

export function QuestionBankArt() {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="262" cy="48" r="26" fill="#ffd166" />
      <rect x="58" y="46" width="168" height="176" rx="16" fill="#ffffff" />
      <rect x="58" y="46" width="168" height="36" rx="16" fill="#e3f7ec" />
      <g fill="#1fb56b">
        <circle cx="86" cy="110" r="9" />
        <circle cx="86" cy="146" r="9" />
        <circle cx="86" cy="182" r="9" />
      </g>
      <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M81 110l4 4 7-8" />
        <path d="M81 146l4 4 7-8" />
      </g>
      <g fill="#cfe3d8">
        <rect x="106" y="104" width="96" height="12" rx="6" />
        <rect x="106" y="140" width="80" height="12" rx="6" />
        <rect x="106" y="176" width="88" height="12" rx="6" />
      </g>
      <rect x="216" y="132" width="22" height="96" rx="6" fill="#ffb703" transform="rotate(28 227 180)" />
      <path d="M248 214l-14 16 4-21z" fill="#2d3a4a" />
    </svg>
  );
}

export function CardArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="60" cy="48" r="24" fill="#ffd166" />
      <rect x="48" y="70" width="224" height="132" rx="18" fill="#ffffff" />
      <rect x="48" y="70" width="224" height="42" rx="18" fill="#2d3a4a" />
      <rect x="48" y="96" width="224" height="16" fill="#2d3a4a" />
      {/* The code's place is a scratch-off strip: no picture may show a code that works. */}
      <rect x="72" y="138" width="144" height="26" rx="6" fill="#c9d3dc" />
      <path
        d="M82 151c8-6 14 6 22 0s14 6 22 0 14 6 22 0 14 6 22 0 14 6 22 0"
        stroke="#eef2f5"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="72" y="172" width="110" height="8" rx="4" fill="#cfe3d8" />
      <circle cx="238" cy="166" r="20" fill="#e3f7ec" />
      <path d="M229 166l7 7 12-14" stroke="#1fb56b" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function ExpiredArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="160" cy="112" r="86" fill="#ffffff" opacity="0.95" />
      <circle cx="160" cy="112" r="72" fill="none" stroke="#2d3a4a" strokeWidth="8" />
      <path d="M160 66v48l30 20" stroke="#1fb56b" strokeWidth="9" strokeLinecap="round" fill="none" />
      <circle cx="160" cy="114" r="8" fill="#2d3a4a" />
      <circle cx="258" cy="44" r="18" fill="#ffd166" />
    </svg>
  );
}

export function HourglassArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="104" y="20" width="112" height="16" rx="8" fill="#2d3a4a" />
      <rect x="104" y="184" width="112" height="16" rx="8" fill="#2d3a4a" />
      <path d="M118 36h84c0 44-30 52-30 74s30 30 30 74h-84c0-44 30-52 30-74s-30-30-30-74z" fill="#ffffff" />
      <path d="M134 168c8-14 18-20 26-22 8 2 18 8 26 22z" fill="#ffb703" />
      <path d="M140 62h40c-4 14-14 22-20 26-6-4-16-12-20-26z" fill="#ffd166" />
      <circle cx="262" cy="60" r="14" fill="#ffffff" opacity="0.7" />
      <circle cx="60" cy="150" r="10" fill="#ffffff" opacity="0.6" />
    </svg>
  );
}
