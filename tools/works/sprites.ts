/**
 * Costumes of the demo school's Scratch works beyond the starters' (tools/materials/art.ts): plain
 * SVG drawn around the rotation centre, no text (fonts differ between computers).
 */
import { sprite } from '../materials/art';
import type { Drawing } from '../materials/art';

export const rocket = sprite(
  60,
  110,
  `<path d="M30 4 C48 22 48 66 42 84 L18 84 C12 66 12 22 30 4 Z" fill="#eceff1" stroke="#90a4ae" stroke-width="3"/>` +
    `<circle cx="30" cy="40" r="9" fill="#4d96ff" stroke="#90a4ae" stroke-width="3"/>` +
    `<path d="M18 62 L4 88 L18 82 Z M42 62 L56 88 L42 82 Z" fill="#ff6b6b"/>` +
    `<path d="M22 86 Q30 110 38 86 Z" fill="#ffd93d"/>`,
);

export const rock = sprite(
  60,
  52,
  `<path d="M8 20 L22 4 L44 6 L58 24 L50 46 L24 50 L4 38 Z" fill="#8d6e63" stroke="#5d4037" stroke-width="3"/>` +
    `<circle cx="24" cy="22" r="5" fill="#6d4c41"/><circle cx="40" cy="34" r="4" fill="#6d4c41"/>`,
);

export const laser = sprite(10, 30, `<rect x="2" y="0" width="6" height="30" rx="3" fill="#ffeb3b"/>`);

export function star(color: string, size = 40): Drawing {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? size / 2 : size / 4.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(size / 2 + radius * Math.cos(angle)).toFixed(1)},${(size / 2 + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return sprite(size, size, `<polygon points="${points.join(' ')}" fill="${color}"/>`);
}

export const moon = sprite(
  90,
  90,
  `<circle cx="45" cy="45" r="40" fill="#fff59d" stroke="#fbc02d" stroke-width="3"/>` +
    `<circle cx="30" cy="34" r="7" fill="#fff176"/><circle cx="56" cy="56" r="10" fill="#fff176"/><circle cx="58" cy="28" r="5" fill="#fff176"/>`,
);

export const rabbit = sprite(
  70,
  90,
  `<ellipse cx="26" cy="18" rx="7" ry="18" fill="#fff" stroke="#bdbdbd" stroke-width="2"/>` +
    `<ellipse cx="44" cy="18" rx="7" ry="18" fill="#fff" stroke="#bdbdbd" stroke-width="2"/>` +
    `<ellipse cx="35" cy="66" rx="24" ry="20" fill="#fff" stroke="#bdbdbd" stroke-width="2"/>` +
    `<circle cx="35" cy="40" r="16" fill="#fff" stroke="#bdbdbd" stroke-width="2"/>` +
    `<circle cx="29" cy="38" r="2.5" fill="#e91e63"/><circle cx="41" cy="38" r="2.5" fill="#e91e63"/>` +
    `<path d="M31 46 Q35 49 39 46" stroke="#9e9e9e" stroke-width="2" fill="none"/>`,
);

export function dino(step: 0 | 1): Drawing {
  const legs = step === 0 ? 'M34 64 L30 82 M52 64 L56 82' : 'M34 64 L38 82 M52 64 L48 82';
  return sprite(
    90,
    86,
    `<path d="${legs}" stroke="#2e7d32" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M10 40 L0 30 L14 36 Z" fill="#43a047"/><rect x="10" y="34" width="54" height="34" rx="14" fill="#43a047"/>` +
      `<rect x="46" y="6" width="40" height="32" rx="10" fill="#43a047"/>` +
      `<circle cx="74" cy="18" r="4" fill="#fff"/><circle cx="75" cy="18" r="2" fill="#222"/>` +
      `<path d="M70 30 h12" stroke="#1b5e20" stroke-width="2"/>`,
  );
}

export const cactus = sprite(
  50,
  80,
  `<rect x="18" y="4" width="14" height="76" rx="7" fill="#2a9d8f"/>` +
    `<path d="M18 40 H8 V22" stroke="#2a9d8f" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M32 34 H42 V16" stroke="#2a9d8f" stroke-width="10" fill="none" stroke-linecap="round"/>`,
);

export function car(color: string): Drawing {
  return sprite(
    60,
    100,
    `<rect x="8" y="10" width="44" height="82" rx="12" fill="${color}" stroke="#333" stroke-width="3"/>` +
      `<rect x="14" y="24" width="32" height="18" rx="4" fill="#bbdefb"/><rect x="14" y="62" width="32" height="14" rx="4" fill="#bbdefb"/>` +
      `<rect x="0" y="18" width="8" height="18" rx="3" fill="#222"/><rect x="52" y="18" width="8" height="18" rx="3" fill="#222"/>` +
      `<rect x="0" y="66" width="8" height="18" rx="3" fill="#222"/><rect x="52" y="66" width="8" height="18" rx="3" fill="#222"/>`,
  );
}

/** A side view of a small car driving right. */
export function sideCar(color: string): Drawing {
  return sprite(
    100,
    56,
    `<rect x="4" y="20" width="92" height="24" rx="8" fill="${color}"/>` +
      `<path d="M24 20 L36 4 L66 4 L80 20 Z" fill="${color}"/><path d="M38 8 L64 8 L74 19 L30 19 Z" fill="#bbdefb"/>` +
      `<circle cx="26" cy="46" r="10" fill="#212121"/><circle cx="76" cy="46" r="10" fill="#212121"/>`,
  );
}

/** A traffic light showing one lamp: 0 red, 1 yellow, 2 green. */
export function trafficLight(lit: 0 | 1 | 2): Drawing {
  const lamps = ['#e53935', '#fdd835', '#43a047']
    .map((color, i) => `<circle cx="25" cy="${22 + i * 36}" r="13" fill="${i === lit ? color : '#424242'}"/>`)
    .join('');
  return sprite(
    50,
    170,
    `<rect x="20" y="110" width="10" height="60" fill="#616161"/><rect x="4" y="2" width="42" height="112" rx="10" fill="#212121"/>${lamps}`,
  );
}

export const ball = sprite(
  44,
  44,
  `<circle cx="22" cy="22" r="20" fill="#fff" stroke="#222" stroke-width="2"/>` +
    `<polygon points="22,14 30,19 27,28 17,28 14,19" fill="#222"/>`,
);

export const bouncyBall = sprite(
  50,
  50,
  `<circle cx="25" cy="25" r="22" fill="#ff7043" stroke="#d84315" stroke-width="3"/>` +
    `<path d="M6 20 Q25 32 44 20" stroke="#fff" stroke-width="3" fill="none"/><ellipse cx="17" cy="14" rx="5" ry="3" fill="#fff" opacity="0.6"/>`,
);

export const keeper = sprite(
  60,
  90,
  `<circle cx="30" cy="16" r="12" fill="#f2c29b"/><rect x="14" y="28" width="32" height="34" rx="8" fill="#fbc02d"/>` +
    `<path d="M14 34 L2 18 M46 34 L58 18" stroke="#f2c29b" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M22 62 L20 88 M38 62 L40 88" stroke="#1565c0" stroke-width="8" stroke-linecap="round"/>`,
);

export const dragon = sprite(
  130,
  100,
  `<path d="M40 40 L10 6 L56 30 Z M70 34 L84 0 L90 36 Z" fill="#c1121f"/>` +
    `<ellipse cx="60" cy="58" rx="42" ry="24" fill="#e63946"/><path d="M20 60 Q0 70 6 92 Q14 76 26 72 Z" fill="#e63946"/>` +
    `<circle cx="102" cy="42" r="20" fill="#e63946"/><circle cx="108" cy="36" r="4" fill="#fff"/><circle cx="109" cy="36" r="2" fill="#222"/>` +
    `<path d="M112 50 L126 48" stroke="#7a0c14" stroke-width="2"/>` +
    `<path d="M44 80 L40 96 M74 80 L78 96" stroke="#7a0c14" stroke-width="8" stroke-linecap="round"/>`,
);

export const wand = sprite(
  60,
  60,
  `<path d="M8 52 L40 20" stroke="#6d4c41" stroke-width="5" stroke-linecap="round"/>` +
    `<polygon points="44,4 48,14 58,16 50,22 52,32 44,26 36,32 38,22 30,16 40,14" fill="#ffd54f"/>`,
);

export const lantern = sprite(
  50,
  70,
  `<path d="M25 0 V10" stroke="#ffb300" stroke-width="2"/><rect x="13" y="8" width="24" height="6" fill="#ffb300"/>` +
    `<ellipse cx="25" cy="34" rx="22" ry="20" fill="#e53935"/><path d="M25 14 V54 M14 17 Q8 34 14 51 M36 17 Q42 34 36 51" stroke="#ffcdd2" stroke-width="1.5" fill="none"/>` +
    `<rect x="13" y="52" width="24" height="6" fill="#ffb300"/><path d="M20 58 V70 M25 58 V70 M30 58 V70" stroke="#ffb300" stroke-width="2"/>`,
);

export function boat(color: string): Drawing {
  return sprite(
    140,
    50,
    `<path d="M4 24 L136 24 L120 44 L20 44 Z" fill="${color}" stroke="#5d4037" stroke-width="2"/>` +
      `<path d="M136 24 Q146 8 132 2 L128 10 Q136 12 130 24 Z" fill="${color}"/>` +
      [30, 56, 82, 108]
        .map(
          (x) =>
            `<circle cx="${x}" cy="16" r="6" fill="#f2c29b"/><rect x="${x - 5}" y="20" width="10" height="6" fill="#1976d2"/>`,
        )
        .join(''),
  );
}

export const snowballBig = sprite(
  100,
  100,
  `<circle cx="50" cy="50" r="46" fill="#fff" stroke="#b0bec5" stroke-width="3"/>`,
);
export const snowballSmall = sprite(
  70,
  70,
  `<circle cx="35" cy="35" r="31" fill="#fff" stroke="#b0bec5" stroke-width="3"/>` +
    `<circle cx="25" cy="30" r="3.5" fill="#222"/><circle cx="45" cy="30" r="3.5" fill="#222"/>` +
    `<path d="M35 36 L54 42 L35 44 Z" fill="#f77f00"/>`,
);
export const hat = sprite(
  60,
  44,
  `<rect x="0" y="34" width="60" height="8" rx="3" fill="#263238"/><rect x="12" y="2" width="36" height="34" rx="3" fill="#263238"/><rect x="12" y="26" width="36" height="6" fill="#d32f2f"/>`,
);

/** A clock hand pointing up from the clock's centre (its rotation centre), `length` px long. */
export function clockHand(length: number, width: number, color: string): Drawing {
  return sprite(
    width + 4,
    length + 10,
    `<rect x="2" y="0" width="${width}" height="${length}" rx="${width / 2}" fill="${color}"/>`,
    width / 2 + 2,
    length,
  );
}

export const spark = sprite(20, 20, `<circle cx="10" cy="10" r="7" fill="#fff"/>`);

export const mole = sprite(
  70,
  70,
  `<ellipse cx="35" cy="42" rx="28" ry="28" fill="#8d6e63"/><ellipse cx="35" cy="52" rx="16" ry="12" fill="#d7ccc8"/>` +
    `<circle cx="25" cy="34" r="4" fill="#222"/><circle cx="45" cy="34" r="4" fill="#222"/>` +
    `<ellipse cx="35" cy="44" rx="6" ry="4" fill="#e57373"/>`,
);

export function butterfly(open: boolean): Drawing {
  const wing = open ? 26 : 12;
  return sprite(
    70,
    60,
    `<ellipse cx="${35 - wing / 2 - 4}" cy="22" rx="${wing / 2 + 4}" ry="16" fill="#ba68c8"/>` +
      `<ellipse cx="${35 + wing / 2 + 4}" cy="22" rx="${wing / 2 + 4}" ry="16" fill="#ba68c8"/>` +
      `<ellipse cx="${35 - wing / 2}" cy="42" rx="${wing / 2 + 2}" ry="11" fill="#f06292"/>` +
      `<ellipse cx="${35 + wing / 2}" cy="42" rx="${wing / 2 + 2}" ry="11" fill="#f06292"/>` +
      `<rect x="32" y="12" width="6" height="40" rx="3" fill="#4e342e"/>` +
      `<path d="M34 12 L28 2 M36 12 L42 2" stroke="#4e342e" stroke-width="2"/>`,
  );
}

export function bird(up: boolean): Drawing {
  return sprite(
    70,
    56,
    `<ellipse cx="34" cy="30" rx="24" ry="18" fill="#ffca28"/>` +
      `<path d="M26 30 ${up ? 'L14 6 L40 24' : 'L14 52 L40 36'} Z" fill="#ffa000"/>` +
      `<circle cx="46" cy="24" r="5" fill="#fff"/><circle cx="48" cy="24" r="2.5" fill="#222"/>` +
      `<path d="M56 30 L68 34 L56 38 Z" fill="#ff7043"/>`,
  );
}

export const pipe = sprite(
  70,
  520,
  `<rect x="8" y="0" width="54" height="200" fill="#43a047" stroke="#1b5e20" stroke-width="3"/>` +
    `<rect x="2" y="186" width="66" height="22" fill="#66bb6a" stroke="#1b5e20" stroke-width="3"/>` +
    `<rect x="8" y="320" width="54" height="200" fill="#43a047" stroke="#1b5e20" stroke-width="3"/>` +
    `<rect x="2" y="312" width="66" height="22" fill="#66bb6a" stroke="#1b5e20" stroke-width="3"/>`,
);

export const drop = sprite(
  50,
  66,
  `<path d="M25 2 C34 22 46 34 46 44 A21 21 0 0 1 4 44 C4 34 16 22 25 2 Z" fill="#4fc3f7" stroke="#0288d1" stroke-width="3"/>` +
    `<circle cx="18" cy="42" r="3" fill="#222"/><circle cx="32" cy="42" r="3" fill="#222"/>` +
    `<path d="M19 51 Q25 56 31 51" stroke="#222" stroke-width="2" fill="none"/>`,
);

export const cloud = sprite(
  140,
  80,
  `<ellipse cx="70" cy="48" rx="62" ry="26" fill="#fff"/><circle cx="50" cy="34" r="24" fill="#fff"/><circle cx="86" cy="30" r="28" fill="#fff"/>`,
);

export const sun = sprite(
  100,
  100,
  Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M50 50 L50 4" stroke="#ffb300" stroke-width="6" transform="rotate(${i * 45} 50 50)"/>`,
  ).join('') + `<circle cx="50" cy="50" r="28" fill="#ffd54f" stroke="#ffb300" stroke-width="3"/>`,
);

export const bin = sprite(
  90,
  90,
  `<rect x="4" y="10" width="82" height="12" rx="4" fill="#2e7d32"/><path d="M10 22 L80 22 L72 88 L18 88 Z" fill="#43a047"/>` +
    `<path d="M45 36 L55 54 L35 54 Z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`,
);

export const bottle = sprite(
  30,
  60,
  `<rect x="11" y="0" width="8" height="10" fill="#1565c0"/><path d="M9 10 H21 L26 22 V58 H4 V22 Z" fill="#81d4fa" stroke="#0277bd" stroke-width="2"/>`,
);
export const paperBall = sprite(
  40,
  40,
  `<circle cx="20" cy="20" r="17" fill="#eeeeee" stroke="#9e9e9e" stroke-width="2"/><path d="M8 16 L20 22 L30 12 M14 30 L24 24" stroke="#9e9e9e" stroke-width="2" fill="none"/>`,
);
export const peel = sprite(
  50,
  40,
  `<path d="M25 6 Q30 20 46 30 Q30 26 25 16 Q20 26 4 30 Q20 20 25 6 Z" fill="#ffee58" stroke="#f9a825" stroke-width="2"/>`,
);

export const sapling = sprite(
  60,
  80,
  `<rect x="27" y="40" width="6" height="40" fill="#795548"/><ellipse cx="20" cy="34" rx="16" ry="9" fill="#66bb6a" transform="rotate(-30 20 34)"/>` +
    `<ellipse cx="40" cy="30" rx="16" ry="9" fill="#43a047" transform="rotate(30 40 30)"/>`,
);

export const fire = sprite(
  50,
  64,
  `<path d="M25 2 C40 20 48 34 44 48 C40 60 10 60 6 48 C2 34 14 28 18 14 C22 24 28 24 25 2 Z" fill="#ff7043"/>` +
    `<path d="M25 26 C32 36 36 44 32 52 C28 58 20 58 18 52 C16 44 22 40 25 26 Z" fill="#ffd54f"/>`,
);

export const drum = sprite(
  90,
  70,
  `<ellipse cx="45" cy="18" rx="40" ry="14" fill="#ffe0b2" stroke="#6d4c41" stroke-width="3"/>` +
    `<path d="M5 18 V52 Q45 76 85 52 V18 Q45 42 5 18 Z" fill="#e53935" stroke="#6d4c41" stroke-width="3"/>` +
    `<path d="M12 28 L30 60 M45 34 V66 M78 28 L60 60" stroke="#ffca28" stroke-width="3"/>`,
);

export function note(color: string): Drawing {
  return sprite(
    40,
    56,
    `<ellipse cx="14" cy="44" rx="11" ry="8" fill="${color}" transform="rotate(-20 14 44)"/>` +
      `<rect x="22" y="4" width="4" height="40" fill="${color}"/><path d="M26 4 Q38 12 34 26 Q32 16 26 14 Z" fill="${color}"/>`,
  );
}

export const chest = sprite(
  80,
  60,
  `<rect x="4" y="22" width="72" height="36" rx="4" fill="#8d6e63" stroke="#4e342e" stroke-width="3"/>` +
    `<path d="M4 24 Q40 0 76 24 Z" fill="#a1887f" stroke="#4e342e" stroke-width="3"/>` +
    `<rect x="34" y="26" width="12" height="14" fill="#ffd54f"/><circle cx="22" cy="46" r="3" fill="#ffd54f"/><circle cx="58" cy="46" r="3" fill="#ffd54f"/>`,
);

export const bubble = sprite(
  30,
  30,
  `<circle cx="15" cy="15" r="12" fill="#e1f5fe" fill-opacity="0.35" stroke="#e1f5fe" stroke-width="2"/><circle cx="11" cy="10" r="3" fill="#fff"/>`,
);

export const anemone = sprite(
  110,
  70,
  Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M55 66 Q${10 + i * 11} 30 ${10 + i * 11} 8" stroke="#f06292" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  ).join('') + `<ellipse cx="55" cy="64" rx="30" ry="8" fill="#ad1457"/>`,
);

export const teacher = sprite(
  80,
  130,
  `<path d="M30 100 L28 126 M50 100 L52 126" stroke="#333" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="18" y="48" width="44" height="56" rx="10" fill="#3949ab"/>` +
    `<path d="M22 60 L8 84 M58 60 L72 84" stroke="#f2c29b" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="40" cy="28" r="18" fill="#f9d9bd"/><path d="M22 26 Q40 2 58 26 Q48 16 40 16 Q30 16 22 26 Z" fill="#333"/>` +
    `<circle cx="33" cy="28" r="6" fill="none" stroke="#333" stroke-width="2"/><circle cx="47" cy="28" r="6" fill="none" stroke="#333" stroke-width="2"/>` +
    `<path d="M34 38 Q40 42 46 38" fill="none" stroke="#c0392b" stroke-width="2" stroke-linecap="round"/>`,
);

/** A coloured square tile, e.g. a kaleidoscope's piece stamped around the centre. */
export function petal(color: string): Drawing {
  return sprite(
    40,
    100,
    `<ellipse cx="20" cy="50" rx="16" ry="46" fill="${color}" fill-opacity="0.7" stroke="#fff" stroke-width="2"/>`,
    20,
    100,
  );
}
