/** A sprout growing out of a laptop: the brand's picture of "learning to code grows you". */
export function LoginIllustration() {
  return (
    <svg className="login-illustration" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="250" cy="50" r="30" fill="#ffd166" />
      <g fill="#ffffff" opacity="0.9">
        <ellipse cx="70" cy="50" rx="34" ry="14" />
        <ellipse cx="95" cy="42" rx="22" ry="12" />
      </g>
      <rect x="60" y="150" width="200" height="86" rx="14" fill="#2d3a4a" />
      <rect x="72" y="162" width="176" height="62" rx="8" fill="#7ad3ff" />
      <rect x="40" y="236" width="240" height="12" rx="6" fill="#51627a" />
      <g fontFamily="monospace" fontSize="16" fill="#1f2d3d">
        <text x="84" y="186">
          {'print("你好")'}
        </text>
        <text x="84" y="210">
          {'move(10)'}
        </text>
      </g>
      <path
        d="M160 152 C160 120 160 110 160 92"
        stroke="#1fb56b"
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M160 112 C130 112 112 96 110 72 C138 72 158 86 160 112 Z" fill="#34c97a" />
      <path d="M160 100 C164 72 184 58 214 58 C212 86 192 100 160 100 Z" fill="#1fb56b" />
      <g fill="#ff8fab">
        <circle cx="40" cy="120" r="6" />
        <circle cx="284" cy="118" r="5" />
        <circle cx="270" cy="150" r="4" />
      </g>
    </svg>
  );
}
