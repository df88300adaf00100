/**
 * Original costume and backdrop drawings (plain SVG) for the starter projects. Sprites are drawn
 * around their centre, which becomes Scratch's rotation centre; backdrops are 480 × 360, the stage.
 * No text in the pictures: fonts differ between computers, Chinese labels live in Scratch itself.
 */

export interface Drawing {
  svg: string;
  /** Rotation centre in the drawing's own pixels. */
  centerX: number;
  centerY: number;
}

export function sprite(
  width: number,
  height: number,
  body: string,
  centerX = width / 2,
  centerY = height / 2,
): Drawing {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    centerX,
    centerY,
  };
}

export function backdrop(body: string): Drawing {
  return sprite(480, 360, body, 240, 180);
}

/** 小喵, an orange cat seen from the side; `step` 0/1 swaps the legs, so switching costumes walks. */
export function cat(step: 0 | 1): Drawing {
  const legs =
    step === 0
      ? [
          [34, 6],
          [46, -6],
          [60, 6],
          [72, -6],
        ]
      : [
          [34, -6],
          [46, 6],
          [60, -6],
          [72, 6],
        ];
  const legPaths = legs
    .map(
      ([x, dx]) =>
        `<path d="M${x} 74 L${x + dx} 94" stroke="#c46a12" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');
  return sprite(
    110,
    100,
    `<path d="M24 62 C6 56 4 34 16 26" fill="none" stroke="#c46a12" stroke-width="8" stroke-linecap="round"/>` +
      legPaths +
      `<ellipse cx="52" cy="64" rx="30" ry="19" fill="#f7a13a" stroke="#c46a12" stroke-width="3"/>` +
      `<ellipse cx="56" cy="70" rx="16" ry="9" fill="#fff3e0"/>` +
      `<path d="M66 22 L70 4 L82 18 Z M86 18 L98 6 L100 26 Z" fill="#f7a13a" stroke="#c46a12" stroke-width="3" stroke-linejoin="round"/>` +
      `<circle cx="84" cy="34" r="20" fill="#f7a13a" stroke="#c46a12" stroke-width="3"/>` +
      `<ellipse cx="92" cy="40" rx="9" ry="7" fill="#fff3e0"/>` +
      `<ellipse cx="80" cy="30" rx="3.5" ry="5" fill="#2b2b2b"/><ellipse cx="93" cy="29" rx="3" ry="4.5" fill="#2b2b2b"/>` +
      `<circle cx="99" cy="37" r="3" fill="#e0566b"/>` +
      `<path d="M94 44 Q98 47 102 44" fill="none" stroke="#2b2b2b" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M100 40 L110 37 M100 43 L110 45" stroke="#7a4a1a" stroke-width="1.5"/>`,
  );
}

export const fish = sprite(
  100,
  64,
  `<path d="M18 32 L0 12 L4 32 L0 52 Z" fill="#ff7b39" stroke="#c8501a" stroke-width="3" stroke-linejoin="round"/>` +
    `<ellipse cx="56" cy="32" rx="40" ry="24" fill="#ffa53b" stroke="#c8501a" stroke-width="3"/>` +
    `<path d="M46 10 Q56 0 70 10" fill="#ff7b39" stroke="#c8501a" stroke-width="3"/>` +
    `<path d="M40 14 Q50 32 40 50 M54 10 Q64 32 54 54" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>` +
    `<circle cx="80" cy="26" r="6" fill="#fff"/><circle cx="82" cy="26" r="3" fill="#222"/>` +
    `<path d="M90 40 Q86 44 82 41" fill="none" stroke="#c8501a" stroke-width="2"/>`,
);

export const balloon = sprite(
  70,
  120,
  `<path d="M35 86 C30 96 42 104 34 118" fill="none" stroke="#777" stroke-width="2"/>` +
    `<ellipse cx="35" cy="42" rx="30" ry="38" fill="#ef3e5c" stroke="#b01f3a" stroke-width="3"/>` +
    `<path d="M30 80 L40 80 L35 88 Z" fill="#b01f3a"/>` +
    `<ellipse cx="24" cy="28" rx="7" ry="12" fill="#fff" opacity="0.45"/>`,
  35,
  42,
);

export const girl = sprite(
  80,
  130,
  `<path d="M30 100 L28 126 M50 100 L52 126" stroke="#f2c29b" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M28 124 h-8 M52 124 h8" stroke="#5b3a29" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M40 48 L12 104 L68 104 Z" fill="#e85d9c" stroke="#b23a72" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M24 62 L8 82 M56 62 L72 82" stroke="#f2c29b" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="40" cy="30" r="22" fill="#5b3a29"/><circle cx="40" cy="34" r="18" fill="#f9d9bd"/>` +
    `<path d="M22 28 Q40 8 58 28 Q48 20 40 22 Q30 20 22 28 Z" fill="#5b3a29"/>` +
    `<circle cx="16" cy="36" r="7" fill="#5b3a29"/><circle cx="64" cy="36" r="7" fill="#5b3a29"/>` +
    `<circle cx="33" cy="34" r="2.5" fill="#222"/><circle cx="47" cy="34" r="2.5" fill="#222"/>` +
    `<path d="M34 42 Q40 47 46 42" fill="none" stroke="#c0392b" stroke-width="2" stroke-linecap="round"/>`,
);

/** A pencil whose tip is the rotation centre, so the pen draws exactly at its point. */
export const pencil = sprite(
  80,
  80,
  `<g transform="rotate(-45 40 40)"><path d="M40 40 L50 34 L50 46 Z" fill="#333"/>` +
    `<path d="M50 34 L58 30 L58 50 L50 46 Z" fill="#f1c27d"/>` +
    `<rect x="58" y="30" width="16" height="20" fill="#4c97ff" stroke="#2f6fcc" stroke-width="2"/>` +
    `<rect x="74" y="30" width="6" height="20" rx="2" fill="#f48fb1"/></g>`,
  40,
  40,
);

export const flag = sprite(
  50,
  70,
  `<rect x="6" y="4" width="5" height="64" rx="2" fill="#6d4c41"/>` +
    `<path d="M11 6 L46 16 L11 28 Z" fill="#2ecc71" stroke="#1e9e55" stroke-width="2" stroke-linejoin="round"/>`,
);

export const apple = sprite(
  50,
  54,
  `<path d="M25 14 Q28 4 34 2" fill="none" stroke="#6d4c41" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M27 10 Q38 2 44 10 Q36 16 27 10 Z" fill="#4caf50"/>` +
    `<path d="M25 16 C10 6 0 22 4 36 C8 50 18 54 25 50 C32 54 42 50 46 36 C50 22 40 6 25 16 Z" fill="#e53935" stroke="#b71c1c" stroke-width="2"/>` +
    `<ellipse cx="15" cy="28" rx="4" ry="7" fill="#fff" opacity="0.4"/>`,
);

export const basket = sprite(
  110,
  60,
  `<path d="M20 18 Q55 -14 90 18" fill="none" stroke="#8d5a2b" stroke-width="5"/>` +
    `<path d="M4 18 L106 18 L92 58 L18 58 Z" fill="#c68642" stroke="#8d5a2b" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M10 30 H100 M14 44 H96 M32 18 L36 58 M55 18 V58 M78 18 L74 58" stroke="#8d5a2b" stroke-width="2"/>`,
);

const arm = `<path d="M40 40 V6 M40 16 L32 8 M40 16 L48 8 M40 27 L30 19 M40 27 L50 19" stroke="#e3f2fd" stroke-width="4" stroke-linecap="round"/>`;
export const snowflake = sprite(
  80,
  80,
  [0, 60, 120, 180, 240, 300].map((angle) => `<g transform="rotate(${angle} 40 40)">${arm}</g>`).join('') +
    `<circle cx="40" cy="40" r="6" fill="#ffffff"/>`,
);

export const park = backdrop(
  `<rect width="480" height="360" fill="#aee1ff"/><circle cx="410" cy="60" r="34" fill="#ffd54f"/>` +
    `<path d="M0 250 Q120 220 240 245 T480 240 V360 H0 Z" fill="#7cc96a"/><rect y="300" width="480" height="60" fill="#d8b98a"/>` +
    `<rect x="70" y="170" width="16" height="90" fill="#8d6e63"/><circle cx="78" cy="160" r="42" fill="#43a047"/>` +
    `<rect x="380" y="190" width="14" height="70" fill="#8d6e63"/><circle cx="387" cy="180" r="32" fill="#66bb6a"/>` +
    `<ellipse cx="170" cy="80" rx="44" ry="16" fill="#fff"/><ellipse cx="300" cy="110" rx="36" ry="13" fill="#fff"/>`,
);

export const classroom = backdrop(
  `<rect width="480" height="360" fill="#fdf1d6"/><rect y="280" width="480" height="80" fill="#c8a27a"/>` +
    `<rect x="90" y="50" width="300" height="150" rx="6" fill="#2e6b4f" stroke="#8d6e63" stroke-width="10"/>` +
    `<path d="M120 90 h80 M120 120 h140 M120 150 h60" stroke="#e8f5e9" stroke-width="4" stroke-linecap="round" opacity="0.7"/>` +
    `<rect x="20" y="70" width="50" height="70" fill="#90caf9" stroke="#fff" stroke-width="5"/>` +
    `<rect x="410" y="70" width="50" height="70" fill="#90caf9" stroke="#fff" stroke-width="5"/>` +
    `<rect x="150" y="250" width="180" height="16" fill="#a1887f"/><rect x="165" y="266" width="10" height="40" fill="#795548"/>` +
    `<rect x="305" y="266" width="10" height="40" fill="#795548"/>`,
);

export const sea = backdrop(
  `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fc3f7"/>` +
    `<stop offset="1" stop-color="#01579b"/></linearGradient></defs><rect width="480" height="360" fill="url(#w)"/>` +
    `<path d="M0 320 Q120 300 240 318 T480 312 V360 H0 Z" fill="#f3d9a4"/>` +
    `<path d="M60 330 Q40 290 60 260 Q80 230 62 200 M90 330 Q110 290 92 250" fill="none" stroke="#2e7d32" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M400 330 Q420 280 400 240" fill="none" stroke="#388e3c" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="300" cy="120" r="8" fill="none" stroke="#e1f5fe" stroke-width="2"/><circle cx="310" cy="90" r="5" fill="none" stroke="#e1f5fe" stroke-width="2"/>` +
    `<circle cx="150" cy="70" r="6" fill="none" stroke="#e1f5fe" stroke-width="2"/>`,
);

/** One landscape in four seasons: sky, ground and tree colours change; winter adds snow. */
function season(sky: string, ground: string, leaves: string, extra: string): Drawing {
  return backdrop(
    `<rect width="480" height="360" fill="${sky}"/><rect y="250" width="480" height="110" fill="${ground}"/>` +
      `<rect x="220" y="150" width="30" height="120" fill="#6d4c41"/>` +
      `<circle cx="235" cy="130" r="70" fill="${leaves}"/><circle cx="180" cy="160" r="40" fill="${leaves}"/>` +
      `<circle cx="290" cy="160" r="40" fill="${leaves}"/>${extra}`,
  );
}

export const spring = season(
  '#c8e9ff',
  '#9ccc65',
  '#f8bbd0',
  '<circle cx="200" cy="120" r="8" fill="#fff"/><circle cx="260" cy="100" r="8" fill="#fff"/><circle cx="240" cy="160" r="8" fill="#fff"/>',
);
export const summer = season(
  '#81d4fa',
  '#43a047',
  '#2e7d32',
  '<circle cx="410" cy="60" r="40" fill="#ffca28"/>',
);
export const autumn = season(
  '#ffe0b2',
  '#d7a35b',
  '#ef6c00',
  '<ellipse cx="120" cy="280" rx="8" ry="4" fill="#e65100"/><ellipse cx="340" cy="300" rx="8" ry="4" fill="#bf360c"/>',
);
export const winter = season(
  '#cfd8dc',
  '#fafafa',
  '#eceff1',
  '<circle cx="80" cy="60" r="5" fill="#fff"/><circle cx="400" cy="90" r="5" fill="#fff"/><circle cx="320" cy="40" r="5" fill="#fff"/><circle cx="140" cy="120" r="5" fill="#fff"/>',
);

/**
 * A winding maze with pure black walls (the task tests "touching colour black"). The cat starts
 * bottom left at (-200, -150); the flag waits top right at (200, 144). Corridors are 72 px high,
 * wide enough for the cat at size 30.
 */
export const maze = backdrop(
  `<rect width="480" height="360" fill="#ffffff"/>` +
    `<rect x="0" y="0" width="480" height="8" fill="#000000"/><rect x="0" y="352" width="480" height="8" fill="#000000"/>` +
    `<rect x="0" y="0" width="8" height="360" fill="#000000"/><rect x="472" y="0" width="8" height="360" fill="#000000"/>` +
    `<rect x="0" y="284" width="390" height="8" fill="#000000"/><rect x="90" y="212" width="390" height="8" fill="#000000"/>` +
    `<rect x="0" y="140" width="390" height="8" fill="#000000"/><rect x="90" y="68" width="390" height="8" fill="#000000"/>` +
    `<rect x="200" y="292" width="8" height="34" fill="#000000"/><rect x="280" y="220" width="8" height="34" fill="#000000"/>` +
    `<rect x="160" y="148" width="8" height="34" fill="#000000"/><rect x="300" y="76" width="8" height="34" fill="#000000"/>`,
);

export const victory = backdrop(
  `<rect width="480" height="360" fill="#fff59d"/>` +
    [
      [80, 70, '#ef5350'],
      [400, 80, '#42a5f5'],
      [240, 60, '#66bb6a'],
      [120, 280, '#ab47bc'],
      [380, 270, '#ffa726'],
      [240, 300, '#ec407a'],
    ]
      .map(
        ([x, y, color]) =>
          `<path transform="translate(${x} ${y})" d="M0 -26 L7 -8 L26 -8 L11 4 L17 24 L0 12 L-17 24 L-11 4 L-26 -8 L-7 -8 Z" fill="${color}"/>`,
      )
      .join('') +
    `<circle cx="240" cy="180" r="60" fill="#ffd54f" stroke="#f9a825" stroke-width="6"/>` +
    `<path d="M212 180 L232 200 L270 160" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
);

export const night = backdrop(
  `<rect width="480" height="360" fill="#1a237e"/><circle cx="400" cy="70" r="36" fill="#fff9c4"/><circle cx="386" cy="60" r="32" fill="#1a237e"/>` +
    `<path d="M0 300 L40 260 L80 300 V360 H0 Z M100 290 h70 v70 h-70 Z M95 292 L135 250 L175 292 Z M320 280 h90 v80 h-90 Z M312 282 L365 236 L418 282 Z" fill="#0d1442"/>` +
    `<rect y="330" width="480" height="30" fill="#e8eaf6"/><rect x="122" y="310" width="14" height="14" fill="#ffee58"/><rect x="345" y="300" width="16" height="16" fill="#ffee58"/>`,
);

/** Squared paper for the pen tasks: the grid makes lengths and angles easy to see. */
export const paper = backdrop(
  `<rect width="480" height="360" fill="#ffffff"/>` +
    Array.from(
      { length: 11 },
      (_, i) => `<path d="M${i * 48 - 0} 0 V360" stroke="#e3eaf5" stroke-width="1"/>`,
    ).join('') +
    Array.from(
      { length: 9 },
      (_, i) => `<path d="M0 ${i * 45} H480" stroke="#e3eaf5" stroke-width="1"/>`,
    ).join('') +
    `<path d="M240 0 V360 M0 180 H480" stroke="#c5d3ea" stroke-width="2"/>`,
);

export const orchard = backdrop(
  `<rect width="480" height="360" fill="#b3e5fc"/><rect y="230" width="480" height="130" fill="#8bc34a"/>` +
    [40, 160, 330, 440]
      .map(
        (x) =>
          `<rect x="${x - 8}" y="150" width="16" height="90" fill="#795548"/><circle cx="${x}" cy="140" r="45" fill="#388e3c"/>` +
          `<circle cx="${x - 15}" cy="130" r="6" fill="#e53935"/><circle cx="${x + 18}" cy="150" r="6" fill="#e53935"/>`,
      )
      .join(''),
);
