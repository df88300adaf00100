/**
 * Original cover pictures of the seeded works (a stage screenshot's worth of shapes, 320 × 240) and
 * the classmates' avatars (128 × 128). Plain SVG without text: fonts differ between computers.
 * Everything is drawn from a seed, so regenerating gives the same bytes.
 */
import { seededRandom } from '../../core/seededRandom';
import type { RandomSource } from '../../core/seededRandom';
import type { SceneName } from '../../server/db/seed/works/catalogue';
import { hashOf } from '../../server/db/seed/works/textHash';

const r1 = (value: number) => Math.round(value * 10) / 10;
const between = (random: RandomSource, min: number, max: number) => r1(min + random() * (max - min));
const pick = <T>(random: RandomSource, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const W = 320;
const H = 240;

function cover(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>\n`;
}

function sky(top: string, bottom: string, id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

function cat(x: number, y: number, scale: number, fur: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-26 10 C-44 4 -46 -16 -34 -24" fill="none" stroke="${fur}" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="10" rx="26" ry="17" fill="${fur}"/>` +
    `<circle cx="22" cy="-12" r="17" fill="${fur}"/>` +
    `<path d="M10 -24 L12 -40 L22 -28 Z M26 -28 L34 -40 L36 -22 Z" fill="${fur}"/>` +
    `<circle cx="18" cy="-14" r="2.6" fill="#222"/><circle cx="29" cy="-14" r="2.6" fill="#222"/>` +
    `<path d="M20 -6 Q24 -3 28 -6" stroke="#222" stroke-width="1.6" fill="none"/>` +
    `<rect x="-18" y="22" width="7" height="12" rx="3" fill="${fur}"/><rect x="8" y="22" width="7" height="12" rx="3" fill="${fur}"/>` +
    `</g>`
  );
}

function fish(x: number, y: number, size: number, color: string, flip: boolean): string {
  const dir = flip ? -1 : 1;
  return (
    `<g transform="translate(${x} ${y}) scale(${dir * size} ${size})">` +
    `<ellipse cx="0" cy="0" rx="16" ry="9" fill="${color}"/><path d="M-14 0 L-26 -9 L-26 9 Z" fill="${color}"/>` +
    `<circle cx="8" cy="-2" r="2" fill="#fff"/><circle cx="8.6" cy="-2" r="1" fill="#222"/></g>`
  );
}

function star(x: number, y: number, size: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? size : size * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${r1(x + radius * Math.cos(angle))},${r1(y + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

const BRIGHT = ['#ff6b6b', '#ffd93d', '#6bcb77', '#4d96ff', '#c77dff', '#ff9f45', '#ff70a6'] as const;

/** One picture per kind of work; `variant` shifts colours and layout within the kind. */
const scenes: Record<SceneName, (random: RandomSource, variant: number) => string> = {
  ocean(random, variant) {
    const deep = ['#0b3d91', '#064663', '#1b4965'][variant % 3] as string;
    let body = sky('#6ec6ff', deep, `sea${variant}`);
    body += `<path d="M0 210 Q80 190 160 212 T320 206 L320 240 L0 240 Z" fill="#e9d8a6"/>`;
    for (let i = 0; i < 3; i += 1) {
      const x = between(random, 20, 300);
      body += `<path d="M${x} 215 q-6 -30 4 -52 q-12 24 -2 52" fill="#2d6a4f"/>`;
    }
    for (let i = 0; i < 5; i += 1)
      body += fish(
        between(random, 40, 280),
        between(random, 40, 180),
        between(random, 0.8, 1.6),
        pick(random, BRIGHT),
        random() > 0.5,
      );
    for (let i = 0; i < 8; i += 1)
      body += `<circle cx="${between(random, 10, 310)}" cy="${between(random, 10, 200)}" r="${between(random, 2, 6)}" fill="none" stroke="#e0f7ff" stroke-width="1.5"/>`;
    return body;
  },
  space(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#0d1b2a', '#1a1033', '#10002b'][variant % 3]}"/>`;
    for (let i = 0; i < 40; i += 1)
      body += `<circle cx="${between(random, 0, W)}" cy="${between(random, 0, H)}" r="${between(random, 0.6, 1.8)}" fill="#fff" opacity="${between(random, 0.4, 1)}"/>`;
    const px = between(random, 200, 270);
    const py = between(random, 50, 90);
    body += `<circle cx="${px}" cy="${py}" r="34" fill="${pick(random, ['#f4a261', '#90e0ef', '#e76f51'])}"/>`;
    body += `<ellipse cx="${px}" cy="${py}" rx="52" ry="10" fill="none" stroke="#ffe8a3" stroke-width="4" transform="rotate(-18 ${px} ${py})"/>`;
    body +=
      `<g transform="translate(${between(random, 70, 130)} ${between(random, 130, 170)}) rotate(35)">` +
      `<path d="M0 -44 C14 -30 14 10 10 24 L-10 24 C-14 10 -14 -30 0 -44 Z" fill="#e9ecef"/>` +
      `<circle cx="0" cy="-12" r="7" fill="#4d96ff" stroke="#adb5bd" stroke-width="2"/>` +
      `<path d="M-10 10 L-22 30 L-10 24 Z M10 10 L22 30 L10 24 Z" fill="#ff6b6b"/>` +
      `<path d="M-7 26 Q0 50 7 26 Z" fill="#ffd93d"/></g>`;
    return body;
  },
  forest(random, variant) {
    let body = sky('#bde0fe', '#e2f0cb', `forest${variant}`);
    body += `<rect y="180" width="${W}" height="60" fill="#80b918"/>`;
    for (let i = 0; i < 4; i += 1) {
      const x = between(random, 20, 300);
      body += `<rect x="${x - 6}" y="120" width="12" height="64" fill="#7f5539"/><circle cx="${x}" cy="112" r="${between(random, 24, 34)}" fill="${pick(random, ['#2d6a4f', '#40916c', '#52b788'])}"/>`;
    }
    body += `<ellipse cx="240" cy="206" rx="52" ry="14" fill="#48cae4"/>`;
    body += cat(between(random, 120, 170), 176, 1.1, pick(random, ['#f4a261', '#adb5bd', '#ffb703']));
    body += `<path d="M150 150 L232 196" stroke="#6c584c" stroke-width="2.5"/><path d="M232 196 L232 210" stroke="#333" stroke-width="1"/>`;
    return body;
  },
  maze(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#fefae0', '#f1faee', '#fff1e6'][variant % 3]}"/>`;
    const wall = pick(random, ['#264653', '#6d597a', '#3a5a40']);
    const size = 32;
    for (let row = 0; row < 7; row += 1) {
      for (let col = 0; col < 10; col += 1) {
        const x = col * size;
        const y = row * size + 8;
        if (random() > 0.55) body += `<rect x="${x}" y="${y}" width="${size}" height="5" fill="${wall}"/>`;
        else if (random() > 0.4)
          body += `<rect x="${x}" y="${y}" width="5" height="${size}" fill="${wall}"/>`;
      }
    }
    body += `<rect x="2" y="2" width="316" height="236" fill="none" stroke="${wall}" stroke-width="6"/>`;
    body += `<circle cx="22" cy="26" r="10" fill="#e63946"/>` + star(296, 214, 13, '#ffb703');
    return body;
  },
  snow(random, variant) {
    let body = sky(['#a2d2ff', '#cdb4db', '#90e0ef'][variant % 3] as string, '#f8f9fa', `snow${variant}`);
    body += `<path d="M0 190 Q90 170 170 192 T320 184 L320 240 L0 240 Z" fill="#ffffff"/>`;
    const x = between(random, 90, 230);
    body +=
      `<circle cx="${x}" cy="176" r="30" fill="#fff" stroke="#dee2e6"/><circle cx="${x}" cy="128" r="21" fill="#fff" stroke="#dee2e6"/>` +
      `<circle cx="${x - 7}" cy="123" r="2.5" fill="#222"/><circle cx="${x + 7}" cy="123" r="2.5" fill="#222"/>` +
      `<path d="M${x} 130 L${x + 16} 134 L${x} 136 Z" fill="#f77f00"/>` +
      `<path d="M${x - 22} 108 L${x + 22} 108 L${x + 14} 86 L${x - 14} 86 Z" fill="#d62828"/>`;
    for (let i = 0; i < 30; i += 1)
      body += `<circle cx="${between(random, 0, W)}" cy="${between(random, 0, 200)}" r="${between(random, 1.5, 4)}" fill="#fff"/>`;
    return body;
  },
  racing(random, variant) {
    let body = sky('#caf0f8', '#ade8f4', `race${variant}`);
    body += `<rect y="150" width="${W}" height="90" fill="#495057"/>`;
    for (let i = 0; i < 8; i += 1)
      body += `<rect x="${i * 44 + 6}" y="192" width="26" height="6" fill="#f8f9fa"/>`;
    for (let i = 0; i < 6; i += 1)
      body += `<rect x="${i * 56}" y="${between(random, 70, 110)}" width="44" height="90" fill="${pick(random, ['#8d99ae', '#adb5bd', '#b8c0ff'])}"/>`;
    const car = (cx: number, cy: number, color: string) =>
      `<g transform="translate(${cx} ${cy})"><rect x="-36" y="-14" width="72" height="20" rx="6" fill="${color}"/>` +
      `<path d="M-20 -14 L-10 -30 L14 -30 L24 -14 Z" fill="${color}"/><path d="M-8 -27 L10 -27 L18 -15 L-14 -15 Z" fill="#caf0f8"/>` +
      `<circle cx="-20" cy="8" r="9" fill="#212529"/><circle cx="20" cy="8" r="9" fill="#212529"/></g>`;
    body +=
      car(between(random, 70, 130), 178, pick(random, BRIGHT)) +
      car(between(random, 200, 260), 214, pick(random, BRIGHT));
    return body;
  },
  balloon(random, variant) {
    let body = sky(['#8ecae6', '#ffafcc', '#bde0fe'][variant % 3] as string, '#fff', `balloon${variant}`);
    for (let i = 0; i < 3; i += 1)
      body += `<ellipse cx="${between(random, 20, 300)}" cy="${between(random, 20, 90)}" rx="${between(random, 26, 40)}" ry="12" fill="#fff" opacity="0.9"/>`;
    for (let i = 0; i < 7; i += 1) {
      const x = between(random, 30, 290);
      const y = between(random, 60, 170);
      const color = pick(random, BRIGHT);
      body += `<path d="M${x} ${y + 24} q6 20 -2 46" stroke="#6c757d" stroke-width="1.2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="17" ry="22" fill="${color}"/><ellipse cx="${x - 6}" cy="${y - 8}" rx="4" ry="6" fill="#fff" opacity="0.5"/>`;
    }
    return body;
  },
  dino(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#fff8e7', '#f1faee', '#fdf0d5'][variant % 3]}"/>`;
    body += `<rect y="190" width="${W}" height="3" fill="#495057"/>`;
    for (let i = 0; i < 10; i += 1)
      body += `<rect x="${between(random, 0, 310)}" y="${between(random, 198, 230)}" width="8" height="2" fill="#adb5bd"/>`;
    for (let i = 0; i < 2; i += 1) {
      const x = between(random, 170, 300);
      body += `<rect x="${x}" y="150" width="12" height="40" rx="4" fill="#2a9d8f"/><rect x="${x - 10}" y="162" width="10" height="6" rx="3" fill="#2a9d8f"/><rect x="${x + 12}" y="158" width="10" height="6" rx="3" fill="#2a9d8f"/>`;
    }
    const color = pick(random, ['#588157', '#6a994e', '#386641']);
    body +=
      `<g transform="translate(80 150)"><rect x="-20" y="-10" width="44" height="32" rx="8" fill="${color}"/>` +
      `<rect x="10" y="-36" width="36" height="26" rx="6" fill="${color}"/><circle cx="36" cy="-28" r="3" fill="#fff"/>` +
      `<path d="M-20 0 L-40 -8 L-20 12 Z" fill="${color}"/><rect x="-12" y="20" width="8" height="20" fill="${color}"/><rect x="10" y="20" width="8" height="14" fill="${color}"/></g>`;
    body += `<circle cx="270" cy="40" r="18" fill="#ffd166"/>`;
    return body;
  },
  garden(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#ffffff', '#fdfcdc', '#f8f9fa'][variant % 3]}"/>`;
    for (let f = 0; f < 3; f += 1) {
      const cx = 60 + f * 100 + between(random, -10, 10);
      const cy = between(random, 80, 150);
      const petals = 6 + Math.floor(random() * 6);
      const color = pick(random, BRIGHT);
      for (let i = 0; i < petals; i += 1) {
        const angle = (360 / petals) * i;
        body += `<ellipse cx="${cx}" cy="${cy - 22}" rx="9" ry="22" fill="none" stroke="${color}" stroke-width="2" transform="rotate(${r1(angle)} ${cx} ${cy})"/>`;
      }
      body += `<circle cx="${cx}" cy="${cy}" r="7" fill="#ffb703"/><path d="M${cx} ${cy + 8} L${cx} 236" stroke="#52b788" stroke-width="3"/>`;
    }
    return body;
  },
  music(random, variant) {
    let body = sky(['#3c096c', '#14213d', '#240046'][variant % 3] as string, '#5a189a', `music${variant}`);
    for (let i = 0; i < 14; i += 1)
      body += `<rect x="${8 + i * 22}" y="150" width="20" height="82" rx="3" fill="#fff"/>`;
    for (let i = 0; i < 13; i += 1)
      if (i % 7 !== 2 && i % 7 !== 6)
        body += `<rect x="${22 + i * 22}" y="150" width="13" height="50" rx="2" fill="#212529"/>`;
    for (let i = 0; i < 5; i += 1) {
      const x = between(random, 30, 290);
      const y = between(random, 30, 110);
      const color = pick(random, BRIGHT);
      body += `<ellipse cx="${x}" cy="${y}" rx="8" ry="6" fill="${color}" transform="rotate(-20 ${x} ${y})"/><rect x="${r1(x + 6)}" y="${r1(y - 30)}" width="2.5" height="30" fill="${color}"/>`;
    }
    return body;
  },
  fruit(random, variant) {
    let body = sky('#caffbf', ['#fdffb6', '#e9f5db', '#fff'][variant % 3] as string, `fruit${variant}`);
    for (let i = 0; i < 7; i += 1) {
      const x = between(random, 20, 300);
      const y = between(random, 20, 150);
      body += `<circle cx="${x}" cy="${y}" r="12" fill="${pick(random, ['#e63946', '#ff9f1c', '#d90429'])}"/><path d="M${x} ${y - 12} q3 -8 8 -9" stroke="#6a994e" stroke-width="2.5" fill="none"/>`;
    }
    const x = between(random, 90, 230);
    body += `<path d="M${x - 40} 196 L${x + 40} 196 L${x + 30} 228 L${x - 30} 228 Z" fill="#bc6c25"/><path d="M${x - 40} 196 L${x + 40} 196" stroke="#7f4f24" stroke-width="4"/>`;
    return body;
  },
  castle(random, variant) {
    let body = sky(['#ffc8dd', '#cdb4db', '#bde0fe'][variant % 3] as string, '#fff', `castle${variant}`);
    body += `<rect y="200" width="${W}" height="40" fill="#95d5b2"/>`;
    const stone = pick(random, ['#adb5bd', '#e5e5e5', '#d6ccc2']);
    body += `<rect x="100" y="110" width="120" height="92" fill="${stone}"/>`;
    for (const x of [84, 204])
      body += `<rect x="${x}" y="80" width="32" height="122" fill="${stone}"/><path d="M${x - 6} 80 L${x + 16} 44 L${x + 38} 80 Z" fill="#9d4edd"/>`;
    body += `<path d="M144 202 L144 168 Q160 150 176 168 L176 202 Z" fill="#6c584c"/>`;
    const dx = between(random, 230, 280);
    body += `<g transform="translate(${dx} 60)"><ellipse cx="0" cy="0" rx="24" ry="12" fill="#e63946"/><path d="M-6 -6 L-26 -28 L6 -8 Z M4 -6 L12 -30 L16 -6 Z" fill="#c1121f"/><circle cx="16" cy="-3" r="2" fill="#fff"/></g>`;
    return body;
  },
  soccer(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#2d6a4f', '#40916c', '#1b4332'][variant % 3]}"/>`;
    for (let i = 0; i < 5; i += 1)
      body += `<rect x="${i * 64}" width="32" height="${H}" fill="#fff" opacity="0.05"/>`;
    body += `<rect x="220" y="60" width="90" height="110" fill="none" stroke="#fff" stroke-width="4"/>`;
    for (let i = 1; i < 6; i += 1)
      body += `<path d="M${220 + i * 15} 60 L${220 + i * 15} 170" stroke="#fff" stroke-width="1" opacity="0.6"/>`;
    const x = between(random, 70, 150);
    const y = between(random, 120, 190);
    body += `<circle cx="${x}" cy="${y}" r="16" fill="#fff" stroke="#222" stroke-width="1.5"/><polygon points="${x},${y - 6} ${x + 6},${y - 2} ${x + 4},${y + 5} ${x - 4},${y + 5} ${x - 6},${y - 2}" fill="#222"/>`;
    body += `<path d="M${x + 18} ${y - 6} Q180 70 250 100" stroke="#fff" stroke-dasharray="6 6" stroke-width="2" fill="none"/>`;
    return body;
  },
  festival(random, variant) {
    let body = sky(['#03045e', '#370617', '#0b090a'][variant % 3] as string, '#6a040f', `festival${variant}`);
    body += `<circle cx="${between(random, 220, 280)}" cy="60" r="30" fill="#ffe066"/>`;
    for (let i = 0; i < 4; i += 1) {
      const x = between(random, 30, 290);
      const y = between(random, 90, 150);
      body += `<path d="M${x} ${y - 30} L${x} ${y - 18}" stroke="#ffd60a" stroke-width="1.5"/><ellipse cx="${x}" cy="${y}" rx="16" ry="19" fill="#d00000"/><rect x="${x - 10}" y="${y - 22}" width="20" height="5" fill="#ffba08"/><rect x="${x - 10}" y="${y + 17}" width="20" height="5" fill="#ffba08"/>`;
    }
    body += `<path d="M0 210 Q160 190 320 210 L320 240 L0 240 Z" fill="#0077b6"/>`;
    body += `<path d="M70 206 L250 206 L236 222 L84 222 Z" fill="#f77f00"/><path d="M250 206 q18 -20 10 -34" stroke="#f77f00" stroke-width="6" fill="none"/>`;
    return body;
  },
  spiral(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#0b132b', '#ffffff', '#1d3557'][variant % 3]}"/>`;
    const colors = [pick(random, BRIGHT), pick(random, BRIGHT), pick(random, BRIGHT)];
    let x = 160;
    let y = 120;
    let heading = between(random, 0, 360);
    const turn = pick(random, [89, 91, 121, 59, 144]);
    let d = '';
    for (let i = 0; i < 70; i += 1) {
      const length = i * 2.6;
      const nx = r1(x + length * Math.cos((heading * Math.PI) / 180));
      const ny = r1(y + length * Math.sin((heading * Math.PI) / 180));
      if (nx < -40 || nx > 360 || ny < -40 || ny > 280) break;
      d += `<path d="M${r1(x)} ${r1(y)} L${nx} ${ny}" stroke="${colors[i % 3]}" stroke-width="1.6"/>`;
      x = nx;
      y = ny;
      heading += turn;
    }
    body += d + `<path d="M${r1(x)} ${r1(y)} l-8 -5 l0 10 z" fill="#52b788"/>`;
    return body;
  },
  starfield(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#001233', '#03071e', '#240046'][variant % 3]}"/>`;
    for (let i = 0; i < 18; i += 1)
      body += star(
        between(random, 10, 310),
        between(random, 10, 230),
        between(random, 4, 14),
        pick(random, ['#ffd60a', '#fff', '#ffc300', '#caf0f8']),
      );
    return body;
  },
  code(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="#1e1e2e"/><rect width="${W}" height="22" fill="#313244"/>`;
    for (const [i, color] of ['#f38ba8', '#f9e2af', '#a6e3a1'].entries())
      body += `<circle cx="${14 + i * 16}" cy="11" r="5" fill="${color}"/>`;
    const palette = ['#89b4fa', '#f5c2e7', '#a6e3a1', '#fab387', '#cdd6f4', '#94e2d5'];
    for (let line = 0; line < 11; line += 1) {
      const y = 36 + line * 18;
      body += `<rect x="10" y="${y}" width="14" height="6" rx="2" fill="#585b70"/>`;
      let x = 34 + (line % 4 === 0 ? 0 : 16 * ((line + variant) % 3));
      const words = 1 + Math.floor(random() * 4);
      for (let w = 0; w < words && x < 290; w += 1) {
        const width = between(random, 18, 64);
        body += `<rect x="${r1(x)}" y="${y}" width="${width}" height="7" rx="3" fill="${pick(random, palette)}"/>`;
        x += width + 8;
      }
    }
    return body;
  },
  chart(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#ffffff', '#f8f9fa', '#fffcf2'][variant % 3]}"/>`;
    body += `<path d="M36 20 L36 206 L306 206" stroke="#343a40" stroke-width="2" fill="none"/>`;
    for (let i = 1; i < 5; i += 1)
      body += `<path d="M36 ${206 - i * 40} L306 ${206 - i * 40}" stroke="#dee2e6"/>`;
    const color = pick(random, ['#4d96ff', '#6bcb77', '#ff6b6b', '#c77dff']);
    const points: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const height = between(random, 30, 170);
      body += `<rect x="${48 + i * 32}" y="${r1(206 - height)}" width="20" height="${height}" fill="${color}" opacity="0.85"/>`;
      points.push(`${58 + i * 32},${r1(206 - height - 8)}`);
    }
    body += `<polyline points="${points.join(' ')}" fill="none" stroke="#ff9f45" stroke-width="2.5"/>`;
    return body;
  },
  clock(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#fff3e0', '#e3f2fd', '#f1f8e9'][variant % 3]}"/>`;
    body += `<circle cx="160" cy="120" r="96" fill="#fff" stroke="#5d4037" stroke-width="8"/>`;
    for (let i = 0; i < 12; i += 1)
      body += `<rect x="157" y="32" width="6" height="${i % 3 === 0 ? 18 : 10}" fill="#5d4037" transform="rotate(${i * 30} 160 120)"/>`;
    const hour = Math.floor(random() * 12) * 30;
    const minute = Math.floor(random() * 60) * 6;
    body += `<rect x="155" y="70" width="10" height="52" rx="5" fill="#3e2723" transform="rotate(${hour} 160 120)"/>`;
    body += `<rect x="157" y="44" width="6" height="78" rx="3" fill="#6d4c41" transform="rotate(${minute} 160 120)"/>`;
    body += `<rect x="159" y="36" width="2" height="86" fill="#e53935" transform="rotate(${r1(random() * 360)} 160 120)"/>`;
    return body + `<circle cx="160" cy="120" r="7" fill="#3e2723"/>`;
  },
  fireworks(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#0d1442', '#1a1033', '#03071e'][variant % 3]}"/>`;
    for (let i = 0; i < 4; i += 1) {
      const cx = between(random, 50, 270);
      const cy = between(random, 40, 130);
      const color = pick(random, BRIGHT);
      for (let ray = 0; ray < 12; ray += 1)
        body += `<path d="M${cx} ${cy} l0 -${between(random, 22, 36)}" stroke="${color}" stroke-width="2.5" stroke-linecap="round" transform="rotate(${ray * 30} ${cx} ${cy})"/>`;
    }
    for (let i = 0; i < 7; i += 1)
      body += `<rect x="${i * 48}" y="${between(random, 170, 200)}" width="40" height="80" fill="#1a237e"/>`;
    return body;
  },
  quiz(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="#efebe9"/>`;
    body += `<rect x="24" y="20" width="272" height="150" rx="6" fill="${['#2e7d32', '#1b5e20', '#33691e'][variant % 3]}" stroke="#795548" stroke-width="8"/>`;
    for (let line = 0; line < 4; line += 1) {
      const y = 46 + line * 32;
      let x = 44;
      for (let part = 0; part < 5; part += 1) {
        const width = between(random, 10, 26);
        body += `<rect x="${r1(x)}" y="${y}" width="${width}" height="6" rx="3" fill="#e8f5e9" opacity="0.85"/>`;
        x += width + 12;
      }
      body += `<circle cx="${r1(x + 14)}" cy="${y + 3}" r="7" fill="none" stroke="#ffeb3b" stroke-width="2.5"/>`;
    }
    return body + `<rect y="196" width="${W}" height="44" fill="#bcaaa4"/>`;
  },
  rain(random, variant) {
    let body = sky(['#cfd8dc', '#b0bec5', '#e1f5fe'][variant % 3] as string, '#e3f2fd', `rain${variant}`);
    body += `<path d="M0 190 Q80 170 160 192 T320 186 L320 240 L0 240 Z" fill="#7cb342"/>`;
    body += `<path d="M0 214 Q120 200 220 218 T320 212 L320 240 L0 240 Z" fill="#4fc3f7"/>`;
    body += `<ellipse cx="110" cy="50" rx="56" ry="22" fill="#fff"/><circle cx="92" cy="40" r="22" fill="#fff"/><circle cx="126" cy="36" r="24" fill="#fff"/>`;
    body += `<circle cx="266" cy="46" r="24" fill="#ffd54f"/>`;
    for (let i = 0; i < 12; i += 1) {
      const x = between(random, 70, 160);
      const y = between(random, 80, 170);
      body += `<path d="M${x} ${y} q4 8 0 12 q-4 -4 0 -12 Z" fill="#29b6f6"/>`;
    }
    return body;
  },
  mole(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#aed581', '#c5e1a5', '#9ccc65'][variant % 3]}"/>`;
    const up = Math.floor(random() * 9);
    for (let i = 0; i < 9; i += 1) {
      const x = 70 + (i % 3) * 90;
      const y = 60 + Math.floor(i / 3) * 70;
      if (i === up)
        body += `<ellipse cx="${x}" cy="${y - 6}" rx="20" ry="22" fill="#8d6e63"/><circle cx="${x - 7}" cy="${y - 12}" r="3" fill="#222"/><circle cx="${x + 7}" cy="${y - 12}" r="3" fill="#222"/><ellipse cx="${x}" cy="${y - 2}" rx="5" ry="3.5" fill="#e57373"/>`;
      body += `<ellipse cx="${x}" cy="${y + 12}" rx="32" ry="10" fill="#5d4037"/>`;
    }
    return body;
  },
  recycle(random, variant) {
    let body = sky('#dcedc8', ['#f1f8e9', '#fff', '#e8f5e9'][variant % 3] as string, `recycle${variant}`);
    body += `<rect y="200" width="${W}" height="40" fill="#a1887f"/>`;
    const x = between(random, 110, 210);
    body += `<rect x="${x - 34}" y="146" width="68" height="10" rx="3" fill="#2e7d32"/><path d="M${x - 30} 156 L${x + 30} 156 L${x + 24} 212 L${x - 24} 212 Z" fill="#43a047"/>`;
    body += `<path d="M${x} 168 L${x + 9} 184 L${x - 9} 184 Z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
    for (let i = 0; i < 5; i += 1) {
      const bx = between(random, 30, 290);
      const by = between(random, 20, 120);
      body +=
        random() > 0.5
          ? `<path d="M${bx - 6} ${by} h12 l4 10 v24 h-20 v-24 Z" fill="#81d4fa" stroke="#0277bd" stroke-width="1.5"/>`
          : `<circle cx="${bx}" cy="${by}" r="10" fill="#eeeeee" stroke="#9e9e9e" stroke-width="1.5"/>`;
    }
    return body;
  },
  shapes(random, variant) {
    let body = `<rect width="${W}" height="${H}" fill="${['#ffffff', '#fffde7', '#f3e5f5'][variant % 3]}"/>`;
    const rings = ['#1e88e5', '#212121', '#e53935', '#fbc02d', '#43a047'];
    rings.forEach((color, i) => {
      const x = i < 3 ? 90 + i * 70 : 125 + (i - 3) * 70;
      body += `<circle cx="${x}" cy="${i < 3 ? 90 : 126}" r="32" fill="none" stroke="${color}" stroke-width="6"/>`;
    });
    const dark = pick(random, ['#212121', '#6d4c41', '#283593']);
    for (let i = 0; i < 6; i += 1)
      body += `<rect x="${88 + i * 24}" y="188" width="24" height="24" fill="${i % 2 === 0 ? dark : '#fff'}" stroke="${dark}"/>`;
    return body;
  },
};

export function coverSvg(scene: SceneName, key: string, variant: number): string {
  return cover(scenes[scene](seededRandom(hashOf(key)), variant));
}

const SKIN = ['#fbd9be', '#f6c9a8', '#f1c27d', '#e0ac69'] as const;
const HAIR = ['#3b2a26', '#2b2b2b', '#4a3728', '#5c4033', '#1f1b18'] as const;
const BACKGROUND = ['#ffd6e0', '#d0f4de', '#cde7ff', '#fff3b0', '#e4c1f9', '#ffe5d9', '#c9f2ef'] as const;
const SHIRT = ['#f08ba8', '#4d96ff', '#6bcb77', '#ff9f45', '#9b5de5', '#00bbf9', '#f15bb5'] as const;

/** A child's face in the style of the demo accounts' avatars: long hair and a clip for girls. */
export function avatarSvg(key: string, girl: boolean): string {
  const random = seededRandom(hashOf(key));
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const shirt = pick(random, SHIRT);
  const longHair = girl
    ? `<path d="M30 62 C26 34 44 22 64 22 C84 22 102 34 98 62 L100 96 L86 96 L86 60 L42 60 L42 96 L28 96 Z" fill="${hair}"/>`
    : '';
  const fringe = girl
    ? `<path d="M38 54 C40 36 52 30 64 30 C78 30 90 38 90 54 C80 46 70 42 58 44 C50 46 44 50 38 54 Z" fill="${hair}"/>`
    : `<path d="M36 58 C34 34 50 26 64 26 C80 26 94 34 92 58 C86 46 76 40 64 42 C52 40 42 46 36 58 Z" fill="${hair}"/>`;
  const clip = girl ? `<circle cx="92" cy="40" r="7" fill="${shirt}"/>` : '';
  const glasses =
    random() > 0.75
      ? `<circle cx="53" cy="62" r="8" fill="none" stroke="#343a40" stroke-width="2"/><circle cx="75" cy="62" r="8" fill="none" stroke="#343a40" stroke-width="2"/><path d="M61 62 L67 62" stroke="#343a40" stroke-width="2"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="avatar">` +
    `<rect width="128" height="128" rx="64" fill="${pick(random, BACKGROUND)}"/>` +
    longHair +
    `<path d="M28 128 C30 104 44 94 64 94 C84 94 98 104 100 128 Z" fill="${shirt}"/>` +
    `<rect x="56" y="80" width="16" height="16" rx="6" fill="${skin}"/>` +
    `<circle cx="64" cy="60" r="28" fill="${skin}"/>` +
    fringe +
    clip +
    `<circle cx="53" cy="62" r="3.5" fill="#2b2b2b"/><circle cx="75" cy="62" r="3.5" fill="#2b2b2b"/>` +
    glasses +
    `<circle cx="47" cy="71" r="4" fill="#f7a6a6" opacity="0.7"/><circle cx="81" cy="71" r="4" fill="#f7a6a6" opacity="0.7"/>` +
    `<path d="M56 74 Q64 81 72 74" stroke="#b5533c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `</svg>\n`
  );
}
