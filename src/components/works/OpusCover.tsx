import { useId, useState } from 'react';
import { OPUS_TYPE } from '../../../core/workTypes';
import type { OpusType } from '../../../core/workTypes';
import './opusCover.css';

/** Warm tones for Scratch, cool ones for Python: a cover says its kind before the label does. */
const PALETTES: Record<OpusType, readonly (readonly [string, string])[]> = {
  [OPUS_TYPE.scratch]: [
    ['#ffa94d', '#ff6b6b'],
    ['#ffd43b', '#ff922b'],
    ['#f783ac', '#b197fc'],
  ],
  [OPUS_TYPE.python]: [
    ['#4dabf7', '#7950f2'],
    ['#38d9a9', '#1c7ed6'],
    ['#74c0fc', '#20c997'],
  ],
};

/** The same name always gets the same picture, so a student recognises a work by its cover. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

function GeneratedCover({ name, opusType, label }: { name: string; opusType: OpusType; label: string }) {
  const hash = hashOf(name);
  const palette = PALETTES[opusType];
  const [from, to] = palette[hash % palette.length];
  // React's ids carry characters an SVG url(#…) reference may not take; the rest stays unique.
  const gradientId = `opus-cover-${useId().replace(/[^\w-]/g, '')}`;
  const initial = Array.from(name.trim())[0] ?? '?';
  // Bubbles placed by the hash: covers of different works do not look stamped from one mould.
  const bubbles = [0, 1, 2].map((index) => {
    const seed = hash >>> (index * 7);
    return { cx: 20 + (seed % 280), cy: 20 + ((seed >>> 3) % 140), r: 14 + (seed % 26) };
  });
  return (
    <svg className="opus-cover-generated" viewBox="0 0 320 180" role="img" aria-label={label}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      {bubbles.map((bubble, index) => (
        <circle key={index} {...bubble} fill="#fff" opacity={0.16} />
      ))}
      <text
        x="160"
        y="92"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="76"
        fontWeight="700"
        fill="#fff"
        opacity={0.95}
      >
        {initial}
      </text>
    </svg>
  );
}

interface OpusCoverProps {
  /** '' when there is no cover yet. */
  src: string;
  name: string;
  opusType: OpusType;
  label: string;
}

/** A work's or template's cover; without one, or when it cannot load, a picture drawn from its name. */
export function OpusCover({ src, name, opusType, label }: OpusCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className="opus-cover">
      {src && failedSrc !== src ? (
        <img src={src} alt={label} loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <GeneratedCover name={name} opusType={opusType} label={label} />
      )}
    </div>
  );
}
