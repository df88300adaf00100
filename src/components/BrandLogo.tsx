interface BrandLogoProps {
  /** Text beside the sprout, e.g. "码芽" or "码芽题库". */
  name: string;
  size?: number;
}

/** The sprout mark plus the product name; inline SVG so the header needs no image request. */
export function BrandLogo({ name, size = 36 }: BrandLogoProps) {
  return (
    <span className="brand-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#1fb56b" />
        <path d="M32 50V30" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <path
          d="M32 32c-12 0-16-8-16-14 10 0 16 4 16 14zM32 28c0-10 6-14 16-14 0 6-4 14-16 14z"
          fill="#fff"
        />
      </svg>
      <span style={{ fontSize: size * 0.55, fontWeight: 700, color: '#1f2d3d', whiteSpace: 'nowrap' }}>
        {name}
      </span>
    </span>
  );
}
