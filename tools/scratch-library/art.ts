/**
 * Original drawings of the editor's library (plain SVG, no text: fonts differ between computers).
 * Each sprite comes in two costumes so that switching costumes animates it: a pose `a` and a
 * pose `b` (blinking eyes, a squash or a swing), drawn from the same parts.
 */
import { backdrop, sprite } from '../materials/art';
import type { Drawing } from '../materials/art';

export type Pose = 'a' | 'b';

const OUTLINE = '#3d3d3d';

/** Two eyes at (x1, y) and (x2, y); closed (a smile-shaped line) in pose b, so the sprite blinks. */
function eyes(x1: number, x2: number, y: number, r: number, pose: Pose): string {
  if (pose === 'b') {
    return [x1, x2]
      .map(
        (x) =>
          `<path d="M${x - r} ${y} Q${x} ${y + r} ${x + r} ${y}" fill="none" stroke="${OUTLINE}" stroke-width="2.5" stroke-linecap="round"/>`,
      )
      .join('');
  }
  return [x1, x2]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        `<circle cx="${x + r * 0.25}" cy="${y + r * 0.1}" r="${r * 0.55}" fill="${OUTLINE}"/>`,
    )
    .join('');
}

function smile(x: number, y: number, w: number): string {
  return `<path d="M${x - w} ${y} Q${x} ${y + w} ${x + w} ${y}" fill="none" stroke="${OUTLINE}" stroke-width="2.5" stroke-linecap="round"/>`;
}

/** Pose b of a still object: squashed a little around its bottom, as if it bounced. */
function bounce(width: number, height: number, body: string, pose: Pose): string {
  if (pose === 'a') return body;
  return `<g transform="translate(${width / 2} ${height}) scale(1.08 0.9) translate(${-width / 2} ${-height})">${body}</g>`;
}

/** Pose b of a hanging or waving thing: tilted a little around `(x, y)`. */
function swing(x: number, y: number, body: string, pose: Pose): string {
  return pose === 'a' ? body : `<g transform="rotate(-10 ${x} ${y})">${body}</g>`;
}

// Animals

export function bear(pose: Pose, fur = '#a1673f', belly = '#e8c39e'): Drawing {
  return sprite(
    100,
    110,
    `<circle cx="24" cy="22" r="14" fill="${fur}" stroke="${OUTLINE}" stroke-width="2"/><circle cx="76" cy="22" r="14" fill="${fur}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<ellipse cx="50" cy="84" rx="34" ry="24" fill="${fur}" stroke="${OUTLINE}" stroke-width="2"/><ellipse cx="50" cy="88" rx="20" ry="14" fill="${belly}"/>` +
      `<circle cx="50" cy="44" r="32" fill="${fur}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<ellipse cx="50" cy="56" rx="14" ry="10" fill="${belly}"/><ellipse cx="50" cy="51" rx="5" ry="4" fill="${OUTLINE}"/>` +
      eyes(38, 62, 38, 5, pose) +
      smile(50, 59, 5),
  );
}

export function rabbit(pose: Pose): Drawing {
  const ears =
    pose === 'a'
      ? `<ellipse cx="36" cy="26" rx="9" ry="26" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/><ellipse cx="64" cy="26" rx="9" ry="26" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<ellipse cx="36" cy="28" rx="4" ry="18" fill="#f8bbd0"/><ellipse cx="64" cy="28" rx="4" ry="18" fill="#f8bbd0"/>`
      : `<ellipse cx="36" cy="26" rx="9" ry="26" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/><ellipse cx="36" cy="28" rx="4" ry="18" fill="#f8bbd0"/>` +
        `<g transform="rotate(50 64 48)"><ellipse cx="64" cy="26" rx="9" ry="26" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/><ellipse cx="64" cy="28" rx="4" ry="18" fill="#f8bbd0"/></g>`;
  return sprite(
    100,
    120,
    ears +
      `<ellipse cx="50" cy="96" rx="30" ry="22" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<circle cx="50" cy="62" r="26" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/>` +
      eyes(41, 59, 58, 4, 'a') +
      `<path d="M47 68 L53 68 L50 72 Z" fill="#ec407a"/>` +
      smile(50, 73, 4) +
      `<circle cx="32" cy="70" r="4" fill="#f8bbd0"/><circle cx="68" cy="70" r="4" fill="#f8bbd0"/>`,
  );
}

export function dog(pose: Pose): Drawing {
  const ear = pose === 'a' ? 0 : -25;
  return sprite(
    110,
    100,
    `<ellipse cx="58" cy="70" rx="34" ry="20" fill="#f0c27b" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M24 64 Q8 50 14 38" fill="none" stroke="${OUTLINE}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M36 86 v12 M50 88 v10 M70 88 v10 M84 86 v12" stroke="${OUTLINE}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="82" cy="40" r="22" fill="#f0c27b" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<g transform="rotate(${ear} 68 26)"><ellipse cx="66" cy="36" rx="8" ry="16" fill="#8d5a2b"/></g>` +
      `<ellipse cx="98" cy="46" rx="9" ry="7" fill="#fff3e0"/><circle cx="104" cy="43" r="4" fill="${OUTLINE}"/>` +
      eyes(80, 92, 34, 3.5, 'a') +
      (pose === 'b' ? `<path d="M96 52 q4 10 8 0" fill="#ef5350"/>` : ''),
  );
}

export function bird(pose: Pose, color = '#42a5f5'): Drawing {
  const wing =
    pose === 'a'
      ? `<path d="M40 50 Q26 26 52 30 Q56 44 40 50 Z" fill="#fff" opacity="0.7" stroke="${OUTLINE}" stroke-width="1.5"/>`
      : `<path d="M40 50 Q24 70 50 64 Q54 54 40 50 Z" fill="#fff" opacity="0.7" stroke="${OUTLINE}" stroke-width="1.5"/>`;
  return sprite(
    90,
    80,
    `<path d="M14 46 L0 38 L2 54 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="1.5"/>` +
      `<ellipse cx="42" cy="48" rx="30" ry="22" fill="${color}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<circle cx="62" cy="32" r="16" fill="${color}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M76 30 L90 34 L76 38 Z" fill="#ffb300" stroke="${OUTLINE}" stroke-width="1.5"/>` +
      `<circle cx="66" cy="28" r="3.5" fill="${OUTLINE}"/>` +
      wing +
      `<path d="M38 70 v8 M48 70 v8" stroke="#ffb300" stroke-width="3" stroke-linecap="round"/>`,
  );
}

export function frog(pose: Pose): Drawing {
  const legs =
    pose === 'a'
      ? `<path d="M20 74 q-10 8 -4 14 h14 M80 74 q10 8 4 14 h-14" fill="#66bb6a" stroke="${OUTLINE}" stroke-width="2"/>`
      : `<path d="M20 70 q-18 16 -10 26 h10 M80 70 q18 16 10 26 h-10" fill="#66bb6a" stroke="${OUTLINE}" stroke-width="2"/>`;
  return sprite(
    100,
    96,
    legs +
      `<ellipse cx="50" cy="60" rx="36" ry="26" fill="#66bb6a" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<circle cx="32" cy="30" r="13" fill="#66bb6a" stroke="${OUTLINE}" stroke-width="2"/><circle cx="68" cy="30" r="13" fill="#66bb6a" stroke="${OUTLINE}" stroke-width="2"/>` +
      eyes(32, 68, 30, 7, 'a') +
      `<path d="M30 62 Q50 78 70 62" fill="none" stroke="${OUTLINE}" stroke-width="3" stroke-linecap="round"/>` +
      `<ellipse cx="50" cy="72" rx="16" ry="8" fill="#c5e1a5"/>`,
  );
}

export function penguin(pose: Pose): Drawing {
  const flippers =
    pose === 'a'
      ? `<path d="M20 50 Q8 70 18 82 M80 50 Q92 70 82 82" fill="none" stroke="#263238" stroke-width="9" stroke-linecap="round"/>`
      : `<path d="M20 50 Q4 46 2 34 M80 50 Q96 46 98 34" fill="none" stroke="#263238" stroke-width="9" stroke-linecap="round"/>`;
  return sprite(
    100,
    120,
    flippers +
      `<ellipse cx="50" cy="64" rx="32" ry="46" fill="#263238"/><ellipse cx="50" cy="72" rx="22" ry="36" fill="#fafafa"/>` +
      eyes(41, 59, 40, 4.5, 'a') +
      `<path d="M44 50 L56 50 L50 60 Z" fill="#ffa000"/>` +
      `<ellipse cx="38" cy="112" rx="10" ry="5" fill="#ffa000"/><ellipse cx="62" cy="112" rx="10" ry="5" fill="#ffa000"/>`,
  );
}

export function crab(pose: Pose): Drawing {
  const claw = pose === 'a' ? 0 : 20;
  return sprite(
    120,
    90,
    `<path d="M30 62 l-16 14 M34 68 l-12 16 M90 62 l16 14 M86 68 l12 16" stroke="#d84315" stroke-width="5" stroke-linecap="round"/>` +
      `<g transform="rotate(${-claw} 28 48)"><path d="M28 48 L16 26" stroke="#d84315" stroke-width="6"/><path d="M16 26 q-16 -6 -10 -20 q8 6 12 2 q6 -8 14 2 q-6 16 -16 16 Z" fill="#f4511e" stroke="${OUTLINE}" stroke-width="2"/></g>` +
      `<g transform="rotate(${claw} 92 48)"><path d="M92 48 L104 26" stroke="#d84315" stroke-width="6"/><path d="M104 26 q16 -6 10 -20 q-8 6 -12 2 q-6 -8 -14 2 q6 16 16 16 Z" fill="#f4511e" stroke="${OUTLINE}" stroke-width="2"/></g>` +
      `<ellipse cx="60" cy="58" rx="36" ry="22" fill="#f4511e" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M50 38 v-10 M70 38 v-10" stroke="${OUTLINE}" stroke-width="3"/>` +
      eyes(50, 70, 26, 5, 'a') +
      smile(60, 62, 7),
  );
}

export function butterfly(pose: Pose): Drawing {
  const scale = pose === 'a' ? 1 : 0.45;
  const wings =
    `<path d="M50 46 C20 0 0 20 10 44 C0 66 24 82 50 54 Z" fill="#ab47bc" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<path d="M50 46 C80 0 100 20 90 44 C100 66 76 82 50 54 Z" fill="#ab47bc" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<circle cx="26" cy="34" r="7" fill="#fdd835"/><circle cx="74" cy="34" r="7" fill="#fdd835"/>` +
    `<circle cx="28" cy="60" r="5" fill="#4fc3f7"/><circle cx="72" cy="60" r="5" fill="#4fc3f7"/>`;
  return sprite(
    100,
    90,
    `<g transform="translate(50 0) scale(${scale} 1) translate(-50 0)">${wings}</g>` +
      `<ellipse cx="50" cy="52" rx="6" ry="26" fill="${OUTLINE}"/>` +
      `<path d="M48 28 Q40 10 34 8 M52 28 Q60 10 66 8" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`,
  );
}

export function bee(pose: Pose): Drawing {
  const wingY = pose === 'a' ? 16 : 22;
  return sprite(
    90,
    70,
    `<ellipse cx="38" cy="${wingY}" rx="12" ry="16" fill="#e1f5fe" stroke="${OUTLINE}" stroke-width="1.5" opacity="0.9"/>` +
      `<ellipse cx="54" cy="${wingY}" rx="12" ry="16" fill="#e1f5fe" stroke="${OUTLINE}" stroke-width="1.5" opacity="0.9"/>` +
      `<ellipse cx="44" cy="44" rx="32" ry="22" fill="#ffd600" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M32 24 v40 M48 22 v44" stroke="${OUTLINE}" stroke-width="8"/>` +
      `<path d="M12 44 L2 44" stroke="${OUTLINE}" stroke-width="3"/>` +
      `<circle cx="68" cy="40" r="3.5" fill="${OUTLINE}"/>` +
      smile(70, 50, 4),
  );
}

export function octopus(pose: Pose): Drawing {
  const wave = pose === 'a' ? 6 : -6;
  const arms = [14, 30, 46, 62, 78]
    .map(
      (x, i) =>
        `<path d="M${x + 4} 64 q${i % 2 ? wave : -wave} 14 0 28" fill="none" stroke="#ec407a" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');
  return sprite(
    100,
    100,
    arms +
      `<path d="M10 66 C6 10 94 10 90 66 Z" fill="#f06292" stroke="${OUTLINE}" stroke-width="2"/>` +
      eyes(38, 62, 44, 7, 'a') +
      smile(50, 56, 6),
  );
}

export function snail(pose: Pose): Drawing {
  const stretch = pose === 'a' ? 0 : 8;
  return sprite(
    110,
    80,
    `<path d="M8 72 H${96 + stretch} Q${104 + stretch} 72 ${100 + stretch} 60 L${88 + stretch} 40 Q${84 + stretch} 34 ${78 + stretch} 40 L72 60 H8 Z" fill="#ffcc80" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M${84 + stretch} 38 l-4 -20 M${90 + stretch} 38 l6 -18" stroke="${OUTLINE}" stroke-width="2.5"/>` +
      `<circle cx="${80 + stretch}" cy="16" r="4" fill="${OUTLINE}"/><circle cx="${96 + stretch}" cy="18" r="4" fill="${OUTLINE}"/>` +
      `<circle cx="40" cy="44" r="30" fill="#8d6e63" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M40 44 m0 -4 a4 4 0 1 1 -4 4 a10 10 0 1 1 10 10 a16 16 0 1 1 -16 -16" fill="none" stroke="#d7ccc8" stroke-width="4"/>`,
  );
}

export function owl(pose: Pose): Drawing {
  return sprite(
    90,
    110,
    `<path d="M16 20 L24 36 M74 20 L66 36" stroke="#6d4c41" stroke-width="6" stroke-linecap="round"/>` +
      `<ellipse cx="45" cy="62" rx="34" ry="44" fill="#8d6e63" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<ellipse cx="45" cy="76" rx="22" ry="26" fill="#d7ccc8"/>` +
      `<circle cx="30" cy="42" r="14" fill="#fff"/><circle cx="60" cy="42" r="14" fill="#fff"/>` +
      eyes(30, 60, 42, 8, pose) +
      `<path d="M40 54 L50 54 L45 64 Z" fill="#ffa000"/>` +
      `<path d="M34 106 v-6 M56 106 v-6" stroke="#ffa000" stroke-width="4" stroke-linecap="round"/>`,
  );
}

// People and characters

export function kid(pose: Pose, shirt: string, hair: string, skirt: boolean): Drawing {
  const arms =
    pose === 'a'
      ? `<path d="M28 64 L14 86 M60 64 L74 86" stroke="#f5cba7" stroke-width="7" stroke-linecap="round"/>`
      : `<path d="M28 64 L12 42 M60 64 L76 42" stroke="#f5cba7" stroke-width="7" stroke-linecap="round"/>`;
  const body = skirt
    ? `<path d="M44 56 L18 106 H70 Z" fill="${shirt}" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>`
    : `<rect x="26" y="56" width="36" height="40" rx="8" fill="${shirt}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<rect x="28" y="92" width="32" height="14" fill="#3f51b5"/>`;
  const hairShape = skirt
    ? `<path d="M20 34 Q20 6 44 8 Q68 6 68 34 L70 52 L60 40 Q44 18 28 40 L18 52 Z" fill="${hair}"/>`
    : `<path d="M22 30 Q24 6 44 8 Q66 6 66 30 Q56 18 44 22 Q30 18 22 30 Z" fill="${hair}"/>`;
  return sprite(
    88,
    134,
    `<path d="M36 104 v24 M52 104 v24" stroke="#f5cba7" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M30 130 h8 M50 130 h8" stroke="${OUTLINE}" stroke-width="6" stroke-linecap="round"/>` +
      arms +
      body +
      `<circle cx="44" cy="32" r="22" fill="#fde3cf" stroke="${OUTLINE}" stroke-width="2"/>` +
      hairShape +
      eyes(36, 52, 34, 3.5, 'a') +
      smile(44, 42, 5) +
      `<circle cx="30" cy="40" r="3.5" fill="#f8bbd0"/><circle cx="58" cy="40" r="3.5" fill="#f8bbd0"/>`,
  );
}

export function robot(pose: Pose): Drawing {
  const light = pose === 'a' ? '#ef5350' : '#66bb6a';
  const arms =
    pose === 'a'
      ? `<path d="M20 60 H6 V84 M80 60 H94 V84" fill="none" stroke="#78909c" stroke-width="7" stroke-linecap="round"/>`
      : `<path d="M20 60 H6 V36 M80 60 H94 V36" fill="none" stroke="#78909c" stroke-width="7" stroke-linecap="round"/>`;
  return sprite(
    100,
    120,
    `<path d="M50 14 V4" stroke="#78909c" stroke-width="4"/><circle cx="50" cy="4" r="4" fill="${light}"/>` +
      arms +
      `<rect x="24" y="14" width="52" height="36" rx="8" fill="#b0bec5" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<rect x="34" y="24" width="10" height="10" rx="2" fill="#4fc3f7"/><rect x="56" y="24" width="10" height="10" rx="2" fill="#4fc3f7"/>` +
      `<rect x="40" y="40" width="20" height="4" rx="2" fill="${OUTLINE}"/>` +
      `<rect x="20" y="52" width="60" height="44" rx="6" fill="#90a4ae" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<circle cx="50" cy="72" r="8" fill="${light}"/>` +
      `<rect x="30" y="96" width="12" height="20" fill="#78909c"/><rect x="58" y="96" width="12" height="20" fill="#78909c"/>`,
  );
}

export function ghost(pose: Pose): Drawing {
  return sprite(
    90,
    100,
    swing(
      45,
      90,
      `<path d="M10 90 V44 C10 0 80 0 80 44 V90 L68 80 L56 90 L45 80 L34 90 L22 80 Z" fill="#f5f5f5" stroke="${OUTLINE}" stroke-width="2"/>` +
        eyes(34, 56, 44, 6, pose) +
        `<ellipse cx="45" cy="62" rx="6" ry="8" fill="${OUTLINE}"/>`,
      pose,
    ),
  );
}

export function monster(pose: Pose, skin: string): Drawing {
  return sprite(
    100,
    110,
    bounce(
      100,
      110,
      `<path d="M26 20 L20 2 L36 14 M74 20 L80 2 L64 14" fill="${skin}" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M14 100 C0 40 20 12 50 12 C80 12 100 40 86 100 Z" fill="${skin}" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<circle cx="50" cy="44" r="16" fill="#fff" stroke="${OUTLINE}" stroke-width="2"/>` +
        (pose === 'a'
          ? `<circle cx="53" cy="46" r="8" fill="${OUTLINE}"/>`
          : `<path d="M36 46 Q50 56 64 46" fill="none" stroke="${OUTLINE}" stroke-width="3"/>`) +
        `<path d="M30 76 Q50 94 70 76 Z" fill="#fff" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M40 78 l4 6 l4 -6 M54 78 l4 6 l4 -6" fill="none" stroke="${OUTLINE}" stroke-width="1.5"/>`,
      pose,
    ),
  );
}

export function dragon(pose: Pose): Drawing {
  const wing =
    pose === 'a'
      ? `<path d="M50 50 L40 10 L62 28 L76 8 L74 44 Z" fill="#a5d6a7" stroke="${OUTLINE}" stroke-width="2"/>`
      : `<path d="M50 50 L30 72 L56 66 L70 84 L74 52 Z" fill="#a5d6a7" stroke="${OUTLINE}" stroke-width="2"/>`;
  return sprite(
    130,
    100,
    `<path d="M30 70 Q6 74 4 52 Q14 60 24 56" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<ellipse cx="56" cy="66" rx="32" ry="20" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M40 84 v12 M68 84 v12" stroke="#2e7d32" stroke-width="7" stroke-linecap="round"/>` +
      wing +
      `<path d="M80 56 Q92 30 104 34" fill="none" stroke="#43a047" stroke-width="14" stroke-linecap="round"/>` +
      `<ellipse cx="110" cy="36" rx="18" ry="13" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M102 24 l-4 -10 l8 6 M112 24 l2 -10 l4 10" fill="#ffca28" stroke="${OUTLINE}" stroke-width="1.5"/>` +
      `<circle cx="114" cy="32" r="3.5" fill="${OUTLINE}"/><circle cx="125" cy="38" r="1.8" fill="${OUTLINE}"/>`,
  );
}

export function wizardHat(pose: Pose): Drawing {
  return sprite(
    90,
    90,
    swing(
      45,
      80,
      `<path d="M45 4 L18 74 H72 Z" fill="#5e35b1" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        `<ellipse cx="45" cy="76" rx="42" ry="10" fill="#4527a0" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M26 56 Q45 64 64 56" fill="none" stroke="#ffca28" stroke-width="6"/>` +
        star(44, 34, 8, '#ffca28'),
      pose,
    ),
  );
}

// Things

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${color}" stroke="${OUTLINE}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

export function starSprite(pose: Pose): Drawing {
  return sprite(
    90,
    90,
    swing(45, 45, star(45, 47, 42, '#ffd54f') + eyes(36, 54, 46, 4, pose) + smile(45, 56, 5), pose),
  );
}

export function heart(pose: Pose): Drawing {
  const scale = pose === 'a' ? 1 : 1.12;
  return sprite(
    90,
    84,
    `<g transform="translate(45 42) scale(${scale}) translate(-45 -42)"><path d="M45 76 C10 50 2 30 12 16 C22 2 40 6 45 20 C50 6 68 2 78 16 C88 30 80 50 45 76 Z" fill="#e53950" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<ellipse cx="26" cy="26" rx="6" ry="9" fill="#fff" opacity="0.45"/></g>`,
  );
}

export function ball(pose: Pose, color: string, stripe: string): Drawing {
  return sprite(
    70,
    70,
    bounce(
      70,
      70,
      `<circle cx="35" cy="35" r="32" fill="${color}" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M5 30 Q35 46 65 30" fill="none" stroke="${stripe}" stroke-width="6"/>` +
        `<ellipse cx="24" cy="20" rx="7" ry="5" fill="#fff" opacity="0.5"/>`,
      pose,
    ),
  );
}

export function soccerBall(pose: Pose): Drawing {
  const patch = (x: number, y: number) =>
    `<polygon points="${[0, 1, 2, 3, 4]
      .map((i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return `${(x + 9 * Math.cos(a)).toFixed(1)},${(y + 9 * Math.sin(a)).toFixed(1)}`;
      })
      .join(' ')}" fill="${OUTLINE}"/>`;
  return sprite(
    70,
    70,
    swing(
      35,
      35,
      `<circle cx="35" cy="35" r="32" fill="#fff" stroke="${OUTLINE}" stroke-width="2"/>` +
        patch(35, 35) +
        patch(35, 8) +
        patch(60, 26) +
        patch(51, 56) +
        patch(19, 56) +
        patch(10, 26),
      pose,
    ),
  );
}

export function basketball(pose: Pose): Drawing {
  return sprite(
    70,
    70,
    bounce(
      70,
      70,
      `<circle cx="35" cy="35" r="32" fill="#fb8c00" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M3 35 H67 M35 3 V67 M12 12 Q30 35 12 58 M58 12 Q40 35 58 58" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`,
      pose,
    ),
  );
}

export function car(pose: Pose, color: string): Drawing {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="58" r="11" fill="${OUTLINE}"/><circle cx="${x}" cy="58" r="4" fill="#bdbdbd"/>` +
    (pose === 'b' ? `<path d="M${x - 8} 58 H${x + 8}" stroke="#bdbdbd" stroke-width="2"/>` : '');
  return sprite(
    120,
    72,
    `<path d="M8 54 V38 Q8 32 16 30 L34 28 L46 10 H82 L96 28 L110 32 Q116 34 116 42 V54 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M50 14 H62 V28 H40 Z M66 14 H80 L90 28 H66 Z" fill="#b3e5fc"/>` +
      `<circle cx="112" cy="40" r="3" fill="#fff59d"/>` +
      wheel(32) +
      wheel(92),
  );
}

export function rocket(pose: Pose): Drawing {
  const flame =
    pose === 'a'
      ? `<path d="M36 100 Q45 124 54 100 Z" fill="#ff7043"/><path d="M40 100 Q45 114 50 100 Z" fill="#ffee58"/>`
      : `<path d="M34 100 Q45 134 56 100 Z" fill="#ff7043"/><path d="M39 100 Q45 122 51 100 Z" fill="#ffee58"/>`;
  return sprite(
    90,
    130,
    flame +
      `<path d="M30 70 L14 96 L32 94 Z M60 70 L76 96 L58 94 Z" fill="#e53935" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M45 4 C64 22 66 60 60 100 H30 C24 60 26 22 45 4 Z" fill="#eceff1" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<circle cx="45" cy="46" r="10" fill="#4fc3f7" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M36 20 Q45 12 54 20" fill="#e53935"/>`,
    45,
    60,
  );
}

export function tree(pose: Pose): Drawing {
  return sprite(
    100,
    130,
    `<rect x="42" y="80" width="16" height="48" fill="#795548" stroke="${OUTLINE}" stroke-width="2"/>` +
      swing(
        50,
        90,
        `<circle cx="50" cy="48" r="38" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
          `<circle cx="26" cy="70" r="22" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/><circle cx="74" cy="70" r="22" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
          `<circle cx="40" cy="40" r="5" fill="#e53935"/><circle cx="64" cy="56" r="5" fill="#e53935"/><circle cx="30" cy="70" r="5" fill="#e53935"/>`,
        pose,
      ),
    50,
    100,
  );
}

export function flower(pose: Pose, petal: string): Drawing {
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<ellipse cx="40" cy="18" rx="10" ry="16" fill="${petal}" stroke="${OUTLINE}" stroke-width="1.5" transform="rotate(${a} 40 36)"/>`,
    )
    .join('');
  return sprite(
    80,
    120,
    `<path d="M40 52 V118" stroke="#388e3c" stroke-width="5"/>` +
      `<path d="M40 92 Q22 78 16 90 Q28 100 40 92 Z M40 100 Q58 86 64 98 Q52 108 40 100 Z" fill="#66bb6a"/>` +
      swing(
        40,
        36,
        petals + `<circle cx="40" cy="36" r="12" fill="#ffca28" stroke="${OUTLINE}" stroke-width="1.5"/>`,
        pose,
      ),
    40,
    80,
  );
}

export function sun(pose: Pose): Drawing {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30)
    .map(
      (a) =>
        `<path d="M50 6 V20" stroke="#ffa000" stroke-width="5" stroke-linecap="round" transform="rotate(${a + (pose === 'a' ? 0 : 15)} 50 50)"/>`,
    )
    .join('');
  return sprite(
    100,
    100,
    rays +
      `<circle cx="50" cy="50" r="28" fill="#ffd54f" stroke="${OUTLINE}" stroke-width="2"/>` +
      eyes(41, 59, 46, 3.5, pose) +
      smile(50, 57, 7),
  );
}

export function moon(pose: Pose): Drawing {
  return sprite(
    80,
    90,
    swing(
      40,
      45,
      `<path d="M52 6 A40 40 0 1 0 52 84 A32 32 0 1 1 52 6 Z" fill="#fff59d" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<circle cx="26" cy="40" r="3" fill="${OUTLINE}"/>` +
        smile(26, 54, 5),
      pose,
    ),
  );
}

export function cloud(pose: Pose): Drawing {
  const drops =
    pose === 'b'
      ? `<path d="M34 68 l-4 10 M54 70 l-4 10 M74 68 l-4 10" stroke="#4fc3f7" stroke-width="4" stroke-linecap="round"/>`
      : '';
  return sprite(
    110,
    84,
    drops +
      `<path d="M20 62 C2 62 2 36 22 36 C22 16 48 10 58 24 C66 8 96 12 94 36 C110 38 110 62 92 62 Z" fill="#fafafa" stroke="${OUTLINE}" stroke-width="2"/>` +
      eyes(46, 66, 44, 3.5, 'a') +
      smile(56, 52, 5),
  );
}

export function house(pose: Pose): Drawing {
  const light = pose === 'a' ? '#b3e5fc' : '#fff176';
  return sprite(
    110,
    110,
    `<path d="M8 52 L55 10 L102 52 Z" fill="#e53935" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
      `<rect x="18" y="50" width="74" height="56" fill="#ffe0b2" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<rect x="46" y="72" width="20" height="34" fill="#8d6e63" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<rect x="26" y="60" width="14" height="14" fill="${light}" stroke="${OUTLINE}" stroke-width="1.5"/>` +
      `<rect x="72" y="60" width="14" height="14" fill="${light}" stroke="${OUTLINE}" stroke-width="1.5"/>`,
  );
}

export function crown(pose: Pose): Drawing {
  return sprite(
    100,
    70,
    swing(
      50,
      60,
      `<path d="M8 62 L4 14 L28 36 L50 6 L72 36 L96 14 L92 62 Z" fill="#ffca28" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        `<circle cx="30" cy="50" r="6" fill="#e53935"/><circle cx="50" cy="48" r="7" fill="#1e88e5"/><circle cx="70" cy="50" r="6" fill="#43a047"/>`,
      pose,
    ),
  );
}

export function gem(pose: Pose, color: string): Drawing {
  const shine =
    pose === 'b'
      ? `<path d="M62 8 v14 M55 15 h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`
      : '';
  return sprite(
    80,
    76,
    `<path d="M16 10 H64 L78 28 L40 72 L2 28 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M2 28 H78 M16 10 L28 28 L40 72 L52 28 L64 10 M28 28 L40 10 L52 28" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.6"/>` +
      shine,
  );
}

export function key(pose: Pose): Drawing {
  return sprite(
    100,
    50,
    swing(
      25,
      25,
      `<circle cx="22" cy="25" r="18" fill="none" stroke="#ffb300" stroke-width="9"/>` +
        `<path d="M40 25 H94 M80 25 V40 M90 25 V36" stroke="#ffb300" stroke-width="9" stroke-linecap="round"/>`,
      pose,
    ),
  );
}

export function drum(pose: Pose): Drawing {
  const stick =
    pose === 'a'
      ? `<path d="M80 4 L60 26" stroke="#8d6e63" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="M86 14 L56 30" stroke="#8d6e63" stroke-width="5" stroke-linecap="round"/>`;
  return sprite(
    100,
    100,
    `<path d="M12 34 V78 C12 98 88 98 88 78 V34" fill="#e53935" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M12 40 L30 84 L50 40 L70 84 L88 40" fill="none" stroke="#ffca28" stroke-width="3"/>` +
      `<ellipse cx="50" cy="34" rx="38" ry="12" fill="#fff8e1" stroke="${OUTLINE}" stroke-width="2"/>` +
      stick,
  );
}

export function musicNote(pose: Pose, color: string): Drawing {
  return sprite(
    70,
    90,
    swing(
      35,
      70,
      `<path d="M28 70 V12 L62 4 V60" fill="none" stroke="${color}" stroke-width="6" stroke-linejoin="round"/>` +
        `<ellipse cx="18" cy="72" rx="13" ry="10" fill="${color}"/><ellipse cx="52" cy="62" rx="13" ry="10" fill="${color}"/>`,
      pose,
    ),
  );
}

export function guitar(pose: Pose): Drawing {
  return sprite(
    70,
    130,
    swing(
      35,
      96,
      `<path d="M35 70 C6 60 0 96 14 108 C24 118 46 118 56 108 C70 96 64 60 35 70 Z" fill="#ef6c00" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<circle cx="35" cy="92" r="9" fill="${OUTLINE}"/><rect x="31" y="6" width="8" height="84" fill="#6d4c41"/>` +
        `<rect x="27" y="2" width="16" height="14" rx="3" fill="#4e342e"/>` +
        `<path d="M33 16 V104 M37 16 V104" stroke="#eeeeee" stroke-width="0.8"/>`,
      pose,
    ),
    35,
    80,
  );
}

export function cake(pose: Pose): Drawing {
  const flame = pose === 'a' ? 'M50 6 Q56 14 50 20 Q44 14 50 6 Z' : 'M50 4 Q58 14 50 20 Q46 12 50 4 Z';
  return sprite(
    100,
    100,
    `<path d="${flame}" fill="#ffa000"/><rect x="47" y="20" width="6" height="18" fill="#4fc3f7"/>` +
      `<rect x="14" y="38" width="72" height="26" rx="6" fill="#f8bbd0" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<rect x="6" y="62" width="88" height="32" rx="6" fill="#fff3e0" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M6 72 Q17 82 28 72 T50 72 T72 72 T94 72" fill="none" stroke="#ec407a" stroke-width="4"/>` +
      `<circle cx="30" cy="50" r="4" fill="#e53935"/><circle cx="70" cy="50" r="4" fill="#e53935"/>`,
  );
}

export function iceCream(pose: Pose): Drawing {
  return sprite(
    70,
    120,
    bounce(
      70,
      120,
      `<path d="M14 52 L35 116 L56 52 Z" fill="#ffcc80" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M20 64 L48 92 M50 64 L24 90" stroke="#e0a060" stroke-width="2"/>` +
        `<circle cx="35" cy="36" r="22" fill="#f48fb1" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<circle cx="22" cy="50" r="12" fill="#f48fb1"/><circle cx="48" cy="50" r="12" fill="#f48fb1"/>` +
        `<circle cx="35" cy="12" r="6" fill="#e53935"/>`,
      pose,
    ),
  );
}

export function banana(pose: Pose): Drawing {
  return sprite(
    100,
    70,
    swing(
      50,
      40,
      `<path d="M8 14 Q20 64 90 50 Q92 58 84 62 Q20 76 4 16 Z" fill="#ffeb3b" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M4 16 L6 6 L12 12" fill="#6d4c41"/>`,
      pose,
    ),
  );
}

export function carrot(pose: Pose): Drawing {
  return sprite(
    60,
    120,
    swing(
      30,
      30,
      `<path d="M30 26 Q14 4 20 0 Q28 10 30 20 Q32 6 42 2 Q44 14 30 26 Z" fill="#43a047"/>` +
        `<path d="M14 30 Q30 20 46 30 L32 116 Q30 120 28 116 Z" fill="#fb8c00" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M20 50 h8 M32 66 h8 M22 82 h7" stroke="#e65100" stroke-width="2"/>`,
      pose,
    ),
  );
}

export function watermelon(pose: Pose): Drawing {
  const bite = pose === 'b' ? `<circle cx="92" cy="12" r="12" fill="#fff"/>` : '';
  return sprite(
    110,
    64,
    `<path d="M4 6 A51 51 0 0 0 106 6 Z" fill="#43a047" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M12 6 A43 43 0 0 0 98 6 Z" fill="#ef5350"/>` +
      `<ellipse cx="34" cy="22" rx="2.5" ry="4" fill="${OUTLINE}"/><ellipse cx="55" cy="32" rx="2.5" ry="4" fill="${OUTLINE}"/><ellipse cx="76" cy="22" rx="2.5" ry="4" fill="${OUTLINE}"/>` +
      bite,
  );
}

export function tShirt(pose: Pose, color: string): Drawing {
  return sprite(
    100,
    90,
    swing(
      50,
      10,
      `<path d="M30 6 L6 22 L18 42 L28 36 V86 H72 V36 L82 42 L94 22 L70 6 Q50 20 30 6 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>` +
        star(50, 52, 12, '#fff'),
      pose,
    ),
  );
}

export function cap(pose: Pose, color: string): Drawing {
  return sprite(
    100,
    60,
    swing(
      50,
      40,
      `<path d="M14 44 C14 8 78 8 78 44 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<path d="M70 44 H98 Q98 52 70 52 Z" fill="${color}" stroke="${OUTLINE}" stroke-width="2"/>` +
        `<rect x="10" y="42" width="70" height="8" rx="3" fill="#fafafa" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        `<circle cx="46" cy="10" r="4" fill="#fafafa"/>`,
      pose,
    ),
  );
}

export function arrow(pose: Pose): Drawing {
  return sprite(
    100,
    60,
    swing(
      50,
      30,
      `<path d="M4 22 H60 V6 L96 30 L60 54 V38 H4 Z" fill="#1e88e5" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>`,
      pose,
    ),
  );
}

/** A button, which a game's start screen or a quiz needs. */
export function button(pose: Pose): Drawing {
  const fill = pose === 'a' ? '#43a047' : '#2e7d32';
  return sprite(
    120,
    56,
    `<rect x="2" y="${pose === 'a' ? 2 : 6}" width="116" height="48" rx="24" fill="${fill}" stroke="${OUTLINE}" stroke-width="2"/>` +
      `<path d="M52 ${pose === 'a' ? 14 : 18} L72 26 L52 ${pose === 'a' ? 38 : 42} Z" fill="#fff"/>`,
  );
}

// Backdrops

export const space = backdrop(
  `<rect width="480" height="360" fill="#0b1033"/>` +
    [
      [40, 40],
      [120, 90],
      [200, 30],
      [300, 70],
      [420, 40],
      [460, 150],
      [60, 200],
      [160, 260],
      [260, 180],
      [380, 230],
      [440, 320],
      [20, 320],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff"/>`)
      .join('') +
    `<circle cx="360" cy="110" r="50" fill="#ff8a65"/><ellipse cx="360" cy="110" rx="80" ry="14" fill="none" stroke="#ffe0b2" stroke-width="6"/>` +
    `<circle cx="100" cy="290" r="70" fill="#90a4ae"/><circle cx="80" cy="270" r="12" fill="#78909c"/><circle cx="130" cy="310" r="9" fill="#78909c"/>`,
);

export const city = backdrop(
  `<rect width="480" height="360" fill="#ffe0b2"/><circle cx="380" cy="90" r="40" fill="#ffb74d"/>` +
    [
      [10, 150, 70, '#90a4ae'],
      [90, 110, 60, '#78909c'],
      [160, 170, 80, '#b0bec5'],
      [250, 90, 60, '#607d8b'],
      [320, 140, 70, '#90a4ae'],
      [400, 120, 70, '#78909c'],
    ]
      .map(
        ([x, y, w, color]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${300 - Number(y)}" fill="${color}"/>` +
          Array.from(
            { length: 4 },
            (_, i) =>
              `<rect x="${Number(x) + 12}" y="${Number(y) + 16 + i * 30}" width="${Number(w) - 24}" height="12" fill="#fff59d" opacity="0.8"/>`,
          ).join(''),
      )
      .join('') +
    `<rect y="300" width="480" height="60" fill="#546e7a"/><path d="M0 330 H480" stroke="#fff" stroke-width="4" stroke-dasharray="30 20"/>`,
);

export const desert = backdrop(
  `<rect width="480" height="360" fill="#ffecb3"/><circle cx="90" cy="80" r="44" fill="#ffca28"/>` +
    `<path d="M0 260 Q120 200 240 250 T480 230 V360 H0 Z" fill="#ffcc80"/><path d="M0 300 Q160 270 320 310 T480 300 V360 H0 Z" fill="#ffb74d"/>` +
    `<path d="M360 290 V190 M360 230 H330 V200 M360 250 H392 V214" fill="none" stroke="#689f38" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
);

export const underwater = backdrop(
  `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#26c6da"/><stop offset="1" stop-color="#00695c"/></linearGradient></defs>` +
    `<rect width="480" height="360" fill="url(#deep)"/><path d="M0 320 Q120 300 240 320 T480 316 V360 H0 Z" fill="#ffe082"/>` +
    `<path d="M380 320 Q360 260 390 220 M400 320 Q430 250 410 200" fill="none" stroke="#ef5350" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M60 320 Q40 270 70 230 Q90 200 70 170" fill="none" stroke="#66bb6a" stroke-width="9" stroke-linecap="round"/>` +
    [
      [200, 200, 8],
      [210, 160, 5],
      [220, 130, 7],
      [300, 90, 6],
    ]
      .map(
        ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#e0f7fa" stroke-width="2"/>`,
      )
      .join(''),
);

export const snowMountain = backdrop(
  `<rect width="480" height="360" fill="#e3f2fd"/>` +
    `<path d="M-20 300 L140 80 L300 300 Z" fill="#90a4ae"/><path d="M140 80 L100 135 L125 128 L145 145 L165 125 L180 135 Z" fill="#fff"/>` +
    `<path d="M180 300 L340 110 L500 300 Z" fill="#78909c"/><path d="M340 110 L305 152 L330 146 L345 160 L362 144 L376 152 Z" fill="#fff"/>` +
    `<rect y="290" width="480" height="70" fill="#fafafa"/>`,
);

export const theatre = backdrop(
  `<rect width="480" height="360" fill="#4a148c"/><rect y="270" width="480" height="90" fill="#8d6e63"/>` +
    `<ellipse cx="240" cy="300" rx="180" ry="30" fill="#fff59d" opacity="0.5"/>` +
    `<path d="M0 0 H110 Q80 150 110 300 H0 Z M480 0 H370 Q400 150 370 300 H480 Z" fill="#c62828"/>` +
    `<path d="M0 0 H480 V40 Q420 60 360 40 Q300 60 240 40 Q180 60 120 40 Q60 60 0 40 Z" fill="#b71c1c"/>`,
);

export const soccerField = backdrop(
  `<rect width="480" height="360" fill="#43a047"/>` +
    Array.from({ length: 6 }, (_, i) => `<rect x="${i * 80}" width="40" height="360" fill="#4caf50"/>`).join(
      '',
    ) +
    `<rect x="20" y="20" width="440" height="320" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<path d="M240 20 V340" stroke="#fff" stroke-width="4"/><circle cx="240" cy="180" r="50" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<rect x="20" y="120" width="60" height="120" fill="none" stroke="#fff" stroke-width="4"/><rect x="400" y="120" width="60" height="120" fill="none" stroke="#fff" stroke-width="4"/>`,
);

export const rainbow = backdrop(
  `<rect width="480" height="360" fill="#b3e5fc"/>` +
    ['#ef5350', '#ffa726', '#ffee58', '#66bb6a', '#42a5f5', '#5c6bc0', '#ab47bc']
      .map(
        (color, i) =>
          `<path d="M${40 + i * 16} 300 A${200 - i * 16} ${200 - i * 16} 0 0 1 ${440 - i * 16} 300" fill="none" stroke="${color}" stroke-width="16"/>`,
      )
      .join('') +
    `<rect y="290" width="480" height="70" fill="#9ccc65"/>` +
    `<ellipse cx="60" cy="290" rx="60" ry="24" fill="#fff"/><ellipse cx="420" cy="290" rx="60" ry="24" fill="#fff"/>`,
);

export const castle = backdrop(
  `<rect width="480" height="360" fill="#f3e5f5"/><rect y="290" width="480" height="70" fill="#81c784"/>` +
    `<rect x="140" y="130" width="200" height="170" fill="#ce93d8"/><rect x="110" y="90" width="60" height="210" fill="#ba68c8"/><rect x="310" y="90" width="60" height="210" fill="#ba68c8"/>` +
    `<path d="M104 92 L140 30 L176 92 Z M304 92 L340 30 L376 92 Z" fill="#7b1fa2"/>` +
    `<path d="M210 300 V230 Q240 200 270 230 V300 Z" fill="#6a1b9a"/>` +
    `<rect x="130" y="140" width="20" height="30" rx="10" fill="#fff59d"/><rect x="330" y="140" width="20" height="30" rx="10" fill="#fff59d"/>` +
    `<path d="M140 30 V6 L160 14 L140 20" fill="#ffca28" stroke="#7b1fa2" stroke-width="2"/>`,
);

export const forest = backdrop(
  `<rect width="480" height="360" fill="#dcedc8"/><rect y="280" width="480" height="80" fill="#7cb342"/>` +
    [20, 100, 180, 260, 340, 420]
      .map(
        (x, i) =>
          `<rect x="${x + 22}" y="${200 + (i % 2) * 20}" width="14" height="90" fill="#6d4c41"/>` +
          `<path d="M${x} ${220 + (i % 2) * 20} L${x + 29} ${90 + (i % 2) * 30} L${x + 58} ${220 + (i % 2) * 20} Z" fill="${i % 2 ? '#2e7d32' : '#388e3c'}"/>`,
      )
      .join(''),
);

/** Scratch's stage coordinates drawn out: axes through (0, 0), a line every 40 steps. */
export const xyGrid = backdrop(
  `<rect width="480" height="360" fill="#ffffff"/>` +
    Array.from(
      { length: 13 },
      (_, i) => `<path d="M${i * 40} 0 V360" stroke="#e0e0e0" stroke-width="1"/>`,
    ).join('') +
    Array.from(
      { length: 10 },
      (_, i) => `<path d="M0 ${i * 40 - 20} H480" stroke="#e0e0e0" stroke-width="1"/>`,
    ).join('') +
    `<path d="M0 180 H480 M240 0 V360" stroke="#1e88e5" stroke-width="2"/>` +
    `<path d="M470 174 L480 180 L470 186 M234 10 L240 0 L246 10" fill="none" stroke="#1e88e5" stroke-width="2"/>`,
);

export const polkaDots = backdrop(
  `<rect width="480" height="360" fill="#fff8e1"/>` +
    Array.from({ length: 9 * 7 }, (_, i) => {
      const row = Math.floor(i / 9);
      const x = (i % 9) * 56 + (row % 2 ? 28 : 0) + 12;
      const colors = ['#f48fb1', '#81d4fa', '#a5d6a7', '#ffcc80'];
      return `<circle cx="${x}" cy="${row * 56 + 12}" r="12" fill="${colors[i % colors.length]}"/>`;
    }).join(''),
);

export const stripes = backdrop(
  ['#ffcdd2', '#fff9c4', '#c8e6c9', '#bbdefb', '#e1bee7', '#ffe0b2']
    .map((color, i) => `<rect y="${i * 60}" width="480" height="60" fill="${color}"/>`)
    .join(''),
);

export const bedroom = backdrop(
  `<rect width="480" height="360" fill="#e1f5fe"/><rect y="270" width="480" height="90" fill="#bcaaa4"/>` +
    `<rect x="300" y="60" width="110" height="90" fill="#1a237e" stroke="#fff" stroke-width="8"/><circle cx="380" cy="90" r="14" fill="#fff59d"/>` +
    `<rect x="40" y="200" width="200" height="70" rx="10" fill="#7986cb"/><rect x="40" y="180" width="60" height="40" rx="10" fill="#fafafa"/>` +
    `<rect x="30" y="160" width="14" height="120" fill="#5d4037"/><rect x="236" y="200" width="14" height="80" fill="#5d4037"/>` +
    `<rect x="300" y="210" width="60" height="60" fill="#a1887f"/><circle cx="330" cy="200" r="14" fill="#ffca28"/>`,
);
