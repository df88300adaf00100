/**
 * Backdrops (480 × 360, the stage) of the demo school's Scratch works beyond the starters'
 * (tools/materials/art.ts). Plain SVG without text.
 */
import { backdrop } from '../materials/art';

/** Fixed star positions from a low-discrepancy sequence, so the picture is the same every run. */
function stars(count: number, colour: string, maxY = 360): string {
  return Array.from({ length: count }, (_, i) => {
    const x = (((0.5 + i * 0.7548776662) % 1) * 480).toFixed(1);
    const y = (((0.5 + i * 0.569840291) % 1) * maxY).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3) * 0.6}" fill="${colour}"/>`;
  }).join('');
}

export const space = backdrop(
  `<rect width="480" height="360" fill="#0d1b2a"/>${stars(70, '#ffffff')}` +
    `<circle cx="400" cy="70" r="30" fill="#f4a261"/><ellipse cx="400" cy="70" rx="46" ry="9" fill="none" stroke="#ffe8a3" stroke-width="4" transform="rotate(-18 400 70)"/>`,
);

export const moonSky = backdrop(
  `<rect width="480" height="360" fill="#10002b"/>${stars(50, '#fff', 240)}` +
    `<path d="M0 300 Q120 270 240 300 T480 296 V360 H0 Z" fill="#9e9e9e"/><circle cx="120" cy="320" r="14" fill="#757575"/><circle cx="360" cy="330" r="10" fill="#757575"/>`,
);

export const road = backdrop(
  `<rect width="480" height="360" fill="#66bb6a"/><rect x="110" width="260" height="360" fill="#546e7a"/>` +
    `<rect x="104" width="8" height="360" fill="#fff"/><rect x="368" width="8" height="360" fill="#fff"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="236" y="${i * 64 + 10}" width="8" height="36" fill="#ffeb3b"/>`,
    ).join(''),
);

export const street = backdrop(
  `<rect width="480" height="360" fill="#b3e5fc"/>` +
    [20, 110, 220, 330, 400]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${60 + (i % 3) * 30}" width="70" height="${200 - (i % 3) * 30}" fill="${['#90a4ae', '#b0bec5', '#9fa8da'][i % 3]}"/>`,
      )
      .join('') +
    `<rect y="250" width="480" height="110" fill="#455a64"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="${i * 64 + 8}" y="302" width="36" height="6" fill="#fff"/>`,
    ).join(''),
);

export const desert = backdrop(
  `<rect width="480" height="360" fill="#fff8e1"/><circle cx="400" cy="70" r="30" fill="#ffd54f"/>` +
    `<rect y="270" width="480" height="4" fill="#6d4c41"/><rect y="274" width="480" height="86" fill="#ffe0b2"/>` +
    `<ellipse cx="120" cy="90" rx="50" ry="14" fill="#fff"/><ellipse cx="280" cy="60" rx="40" ry="12" fill="#fff"/>`,
);

export const garden = backdrop(
  `<rect width="480" height="360" fill="#e1f5fe"/><rect y="250" width="480" height="110" fill="#9ccc65"/>` +
    [40, 130, 260, 360, 440]
      .map(
        (x, i) =>
          `<path d="M${x} 330 V280" stroke="#558b2f" stroke-width="4"/><circle cx="${x}" cy="276" r="12" fill="${['#f06292', '#ffca28', '#ba68c8', '#ff7043', '#4fc3f7'][i]}"/><circle cx="${x}" cy="276" r="4" fill="#fff59d"/>`,
      )
      .join(''),
);

export const concertHall = backdrop(
  `<rect width="480" height="360" fill="#311b92"/><path d="M0 0 H480 V40 Q240 80 0 40 Z" fill="#b71c1c"/>` +
    `<rect y="270" width="480" height="90" fill="#8d6e63"/><ellipse cx="240" cy="270" rx="200" ry="16" fill="#a1887f"/>` +
    `<path d="M60 0 L120 270 M420 0 L360 270" stroke="#ffe082" stroke-width="2" opacity="0.4"/>`,
);

export const castleHill = backdrop(
  `<rect width="480" height="360" fill="#e1bee7"/><rect y="280" width="480" height="80" fill="#81c784"/>` +
    `<rect x="300" y="130" width="140" height="150" fill="#d7ccc8"/>` +
    `<rect x="284" y="90" width="36" height="190" fill="#d7ccc8"/><rect x="420" y="90" width="36" height="190" fill="#d7ccc8"/>` +
    `<path d="M278 90 L302 44 L326 90 Z M414 90 L438 44 L462 90 Z" fill="#7b1fa2"/>` +
    `<path d="M352 280 V236 Q370 214 388 236 V280 Z" fill="#6d4c41"/>`,
);

export const pitch = backdrop(
  `<rect width="480" height="360" fill="#2e7d32"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="${i * 80}" width="40" height="360" fill="#fff" opacity="0.05"/>`,
    ).join('') +
    `<rect x="150" y="20" width="180" height="90" fill="none" stroke="#fff" stroke-width="6"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<path d="M${170 + i * 20} 20 V110" stroke="#fff" stroke-width="1" opacity="0.5"/>`,
    ).join('') +
    `<path d="M0 300 H480" stroke="#fff" stroke-width="3" opacity="0.6"/>`,
);

export const riverNight = backdrop(
  `<rect width="480" height="360" fill="#1a237e"/>${stars(30, '#fff', 180)}` +
    `<rect y="200" width="480" height="160" fill="#0277bd"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${i * 100} ${240 + (i % 2) * 40} q25 -8 50 0" stroke="#81d4fa" stroke-width="3" fill="none"/>`,
    ).join(''),
);

export const riverDay = backdrop(
  `<rect width="480" height="360" fill="#b3e5fc"/><rect y="150" width="480" height="210" fill="#29b6f6"/>` +
    `<rect y="140" width="480" height="14" fill="#8bc34a"/><rect x="440" y="60" width="6" height="90" fill="#6d4c41"/><path d="M446 62 L476 74 L446 86 Z" fill="#e53935"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M${i * 84} ${200 + (i % 3) * 50} q20 -8 40 0" stroke="#e1f5fe" stroke-width="3" fill="none"/>`,
    ).join(''),
);

export const clockFace = backdrop(
  `<rect width="480" height="360" fill="#fff3e0"/><circle cx="240" cy="180" r="150" fill="#fff" stroke="#5d4037" stroke-width="10"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="236" y="40" width="8" height="${i % 3 === 0 ? 26 : 14}" fill="#5d4037" transform="rotate(${i * 30} 240 180)"/>`,
    ).join('') +
    `<circle cx="240" cy="180" r="8" fill="#5d4037"/>`,
);

export const cityNight = backdrop(
  `<rect width="480" height="360" fill="#0d1442"/>${stars(25, '#c5cae9', 160)}` +
    [0, 70, 150, 230, 300, 380, 430]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${230 - (i % 3) * 30}" width="60" height="${130 + (i % 3) * 30}" fill="#1a237e"/>`,
      )
      .join('') +
    Array.from(
      { length: 14 },
      (_, i) => `<rect x="${12 + i * 33}" y="${290 - (i % 4) * 12}" width="8" height="10" fill="#ffee58"/>`,
    ).join(''),
);

export const blackboard = backdrop(
  `<rect width="480" height="360" fill="#efebe9"/><rect x="40" y="30" width="400" height="200" rx="8" fill="#2e7d32" stroke="#795548" stroke-width="12"/>` +
    `<rect y="290" width="480" height="70" fill="#bcaaa4"/><rect x="60" y="230" width="360" height="8" fill="#8d6e63"/>`,
);

/** Three rows of three holes; the mole pops out of one at a time. */
export const moleField = backdrop(
  `<rect width="480" height="360" fill="#aed581"/>` +
    [-120, 0, 120]
      .flatMap((x) =>
        [-100, 0, 100].map(
          (y) => `<ellipse cx="${240 + x}" cy="${180 - y + 26}" rx="46" ry="14" fill="#5d4037"/>`,
        ),
      )
      .join(''),
);

export const skyHills = backdrop(
  `<rect width="480" height="360" fill="#81d4fa"/><ellipse cx="100" cy="70" rx="50" ry="16" fill="#fff"/><ellipse cx="330" cy="110" rx="60" ry="18" fill="#fff"/>` +
    `<path d="M0 320 Q120 280 240 320 T480 310 V360 H0 Z" fill="#66bb6a"/>`,
);

export const rainyHills = backdrop(
  `<rect width="480" height="360" fill="#cfd8dc"/><path d="M0 260 Q120 230 240 262 T480 250 V360 H0 Z" fill="#7cb342"/>` +
    `<path d="M0 300 Q160 280 300 310 T480 300 V360 H0 Z" fill="#4fc3f7"/>`,
);

export const recyclePark = backdrop(
  `<rect width="480" height="360" fill="#dcedc8"/><rect y="290" width="480" height="70" fill="#a1887f"/>` +
    `<rect x="30" y="160" width="14" height="130" fill="#6d4c41"/><circle cx="37" cy="150" r="44" fill="#66bb6a"/>` +
    `<rect x="430" y="180" width="12" height="110" fill="#6d4c41"/><circle cx="436" cy="170" r="36" fill="#81c784"/>`,
);

export const burntForest = backdrop(
  `<rect width="480" height="360" fill="#ffe0b2"/><rect y="250" width="480" height="110" fill="#8d6e63"/>` +
    [60, 180, 300, 420]
      .map(
        (x) =>
          `<rect x="${x - 6}" y="170" width="12" height="90" fill="#5d4037"/><circle cx="${x}" cy="160" r="30" fill="#9ccc65"/>`,
      )
      .join(''),
);

export const celebration = backdrop(
  `<rect width="480" height="360" fill="#c62828"/>` +
    [
      [60, 60, 30],
      [120, 30, 12],
      [140, 80, 12],
      [130, 130, 12],
      [100, 160, 12],
    ]
      .map(([x, y, size]) => {
        const points: string[] = [];
        for (let i = 0; i < 10; i += 1) {
          const radius = i % 2 === 0 ? (size as number) : (size as number) * 0.4;
          const angle = (Math.PI / 5) * i - Math.PI / 2;
          points.push(
            `${((x as number) + radius * Math.cos(angle)).toFixed(1)},${((y as number) + radius * Math.sin(angle)).toFixed(1)}`,
          );
        }
        return `<polygon points="${points.join(' ')}" fill="#ffd600"/>`;
      })
      .join('') +
    `<path d="M0 300 Q240 260 480 300 V360 H0 Z" fill="#b71c1c"/>`,
);

/** A second maze for 走出迷宫: walls pure black like the first, a different winding path. */
export const mazeTwo = backdrop(
  `<rect width="480" height="360" fill="#fffde7"/>` +
    `<rect x="0" y="0" width="480" height="8" fill="#000000"/><rect x="0" y="352" width="480" height="8" fill="#000000"/>` +
    `<rect x="0" y="0" width="8" height="360" fill="#000000"/><rect x="472" y="0" width="8" height="360" fill="#000000"/>` +
    `<rect x="96" y="0" width="8" height="280" fill="#000000"/><rect x="192" y="80" width="8" height="280" fill="#000000"/>` +
    `<rect x="288" y="0" width="8" height="280" fill="#000000"/><rect x="384" y="80" width="8" height="280" fill="#000000"/>`,
);
