/**
 * Turns one slide (server/db/seed/content/slides.ts) into a self-contained HTML page (854×480) for a given moment:
 * the current step and, during an animated step, the animation frame.
 */
import type { Block, CodeBox, Figure, Point, Slide, Video } from '../../server/db/seed/content/slides';

export const WIDTH = 854;
export const HEIGHT = 480;

/** The moment to draw: step index, animation frame, and progress 0…1 of the step's animation. */
export interface Moment {
  step: number;
  frame: number;
  progress: number;
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const THEMES = {
  scratch: { bg1: '#FFF6D8', bg2: '#FFE3C2', accent: '#FF8C1A', ink: '#3D2A12', badge: 'Scratch' },
  python: { bg1: '#E4F3FF', bg2: '#E6F8EC', accent: '#2F7FD8', ink: '#173450', badge: 'Python' },
};

const BLOCK_COLORS: Record<Block['cat'], [string, string]> = {
  events: ['#FFBF00', '#CC9900'],
  motion: ['#4C97FF', '#3373CC'],
  looks: ['#9966FF', '#774DCB'],
  sound: ['#CF63CF', '#BD42BD'],
  control: ['#FFAB19', '#CF8B17'],
  sensing: ['#5CB1D6', '#2E8EB8'],
  operators: ['#59C059', '#389438'],
  variables: ['#FF8C1A', '#DB6E00'],
  pen: ['#0FBD8C', '#0B8E69'],
};

/** Visibility of an element that appears at step `at`. */
const shown = (at: number | undefined, m: Moment): boolean => (at ?? 0) <= m.step;
const vis = (at: number | undefined, m: Moment): string => (shown(at, m) ? '' : ' hidden');
/** Progress of something animated during step `s`: 0 before it, `m.progress` during, 1 after. */
const progressOf = (s: number, m: Moment): number => (m.step < s ? 0 : m.step > s ? 1 : m.progress);

// ------------------------------------------------------------------------------ drawings

const FLAG =
  '<svg class="flag" viewBox="0 0 20 20" width="22" height="22"><path d="M4 2v17" stroke="#45993D" stroke-width="2.4" stroke-linecap="round"/>' +
  '<path d="M5 3c4-2 6 2 11 0v8c-5 2-7-2-11 0z" fill="#4CBF56" stroke="#45993D" stroke-width="1.4"/></svg>';

/** A friendly orange cat facing right; costume 2 has its legs in a walking pose. */
export function cat(costume: 1 | 2, size: number, flip = false): string {
  const legs =
    costume === 1
      ? '<rect x="62" y="140" width="14" height="34" rx="7"/><rect x="84" y="142" width="14" height="32" rx="7"/>' +
        '<rect x="108" y="142" width="14" height="32" rx="7"/><rect x="128" y="140" width="14" height="34" rx="7"/>'
      : '<rect x="62" y="140" width="14" height="34" rx="7" transform="rotate(24 69 142)"/>' +
        '<rect x="84" y="142" width="14" height="32" rx="7" transform="rotate(-22 91 144)"/>' +
        '<rect x="108" y="142" width="14" height="32" rx="7" transform="rotate(22 115 144)"/>' +
        '<rect x="128" y="140" width="14" height="34" rx="7" transform="rotate(-24 135 142)"/>';
  const tail = costume === 1 ? 'M56 124 C30 118 22 92 36 74' : 'M56 124 C28 126 14 104 22 84';
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 200 200"${flip ? ' style="transform:scaleX(-1)"' : ''}>` +
    `<path d="${tail}" fill="none" stroke="#C9790A" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${tail}" fill="none" stroke="#FFAB19" stroke-width="10" stroke-linecap="round"/>` +
    `<g fill="#FFAB19" stroke="#C9790A" stroke-width="3">${legs}` +
    '<ellipse cx="100" cy="126" rx="50" ry="32"/>' +
    '<path d="M118 60 L124 20 L146 46 Z"/><path d="M156 46 L178 22 L182 62 Z"/>' +
    '<circle cx="150" cy="74" r="38"/></g>' +
    '<ellipse cx="100" cy="134" rx="30" ry="16" fill="#FFE2B0"/>' +
    '<path d="M124 26 L128 44 L140 48 Z M176 30 L170 48 L178 56 Z" fill="#FFD9E2"/>' +
    '<ellipse cx="140" cy="68" rx="9" ry="11" fill="#fff"/><ellipse cx="166" cy="68" rx="9" ry="11" fill="#fff"/>' +
    '<circle cx="143" cy="70" r="5" fill="#2B1A0A"/><circle cx="169" cy="70" r="5" fill="#2B1A0A"/>' +
    '<circle cx="145" cy="67" r="1.8" fill="#fff"/><circle cx="171" cy="67" r="1.8" fill="#fff"/>' +
    '<path d="M152 84 l8 0 l-4 5 z" fill="#FF7A9A"/>' +
    '<path d="M148 94 q8 7 16 0" fill="none" stroke="#6B3D0A" stroke-width="2.5" stroke-linecap="round"/>' +
    '<g stroke="#6B3D0A" stroke-width="2" stroke-linecap="round"><path d="M132 86 l-20 -4"/><path d="M132 92 l-20 4"/>' +
    '<path d="M178 86 l18 -4"/><path d="M178 92 l18 4"/></g></svg>'
  );
}

function bubble(text: string, extraClass = ''): string {
  return `<div class="bubble${extraClass}">${esc(text)}</div>`;
}

/** Point along a polyline at fraction t (by length). Returns the point and the heading (1 right, -1 left). */
function along(points: Point[], t: number): { at: Point; dx: number; dy: number } {
  if (points.length === 1) return { at: points[0], dx: 1, dy: 0 };
  const segs = points.slice(1).map((p, i) => {
    const a = points[i];
    return { a, b: p, len: Math.hypot(p[0] - a[0], p[1] - a[1]) };
  });
  const total = segs.reduce((s, x) => s + x.len, 0);
  let d = Math.max(0, Math.min(1, t)) * total;
  for (const s of segs) {
    if (d <= s.len || s === segs[segs.length - 1]) {
      const f = s.len === 0 ? 1 : Math.min(1, d / s.len);
      return {
        at: [s.a[0] + (s.b[0] - s.a[0]) * f, s.a[1] + (s.b[1] - s.a[1]) * f],
        dx: Math.sign(s.b[0] - s.a[0]),
        dy: Math.sign(s.b[1] - s.a[1]),
      };
    }
    d -= s.len;
  }
  return { at: points[points.length - 1], dx: 1, dy: 0 };
}

function stageFigure(f: Extract<Figure, { type: 'stage' }>, m: Moment): string {
  const W = f.size ?? 360;
  const H = W * 0.75;
  const k = W / 480;
  const PAD = 6;
  const sx = (x: number): number => W / 2 + x * k;
  const sy = (y: number): number => H / 2 - y * k;
  // Which path applies now: this step's, else the last one before it (finished), else the first (not started).
  const keys = Object.keys(f.paths)
    .map(Number)
    .sort((a, b) => a - b);
  const current = keys.filter((s) => s <= m.step).pop();
  const key = current ?? keys[0];
  const path = f.paths[key];
  const t = current === undefined ? 0 : progressOf(key, m);
  let pos: { at: Point; dx: number; dy: number };
  if (path.jump) {
    pos = { at: t >= 1 ? path.points[path.points.length - 1] : path.points[0], dx: 1, dy: 0 };
  } else {
    pos = along(path.points, t);
  }
  const [x, y] = pos.at;
  let svg = `<svg width="${W + 2 * PAD}" height="${H + 2 * PAD}" viewBox="${-PAD} ${-PAD} ${W + 2 * PAD} ${H + 2 * PAD}">`;
  svg += `<rect x="0" y="0" width="${W}" height="${H}" rx="10" fill="${f.grid ? '#FFFFFF' : '#EAF6FF'}" stroke="#9AA9B8" stroke-width="2"/>`;
  if (f.grid) {
    for (let gx = -240; gx <= 240; gx += 60) {
      svg += `<line x1="${sx(gx)}" y1="0" x2="${sx(gx)}" y2="${H}" stroke="#E3E8EE" stroke-width="1.5"/>`;
    }
    for (let gy = -180; gy <= 180; gy += 60) {
      svg += `<line x1="0" y1="${sy(gy)}" x2="${W}" y2="${sy(gy)}" stroke="#E3E8EE" stroke-width="1.5"/>`;
    }
    const xHot = path.hint === 'x' && m.step === key;
    const yHot = path.hint === 'y' && m.step === key;
    svg += `<line x1="0" y1="${sy(0)}" x2="${W}" y2="${sy(0)}" stroke="${xHot ? '#E8484E' : '#7D8B99'}" stroke-width="${xHot ? 5 : 2}"/>`;
    svg += `<line x1="${sx(0)}" y1="0" x2="${sx(0)}" y2="${H}" stroke="${yHot ? '#2F7FD8' : '#7D8B99'}" stroke-width="${yHot ? 5 : 2}"/>`;
    const lbl = (tx: number, ty: number, s: string, anchor: string): string =>
      `<text x="${tx}" y="${ty}" font-size="15" fill="#5A6775" text-anchor="${anchor}" font-family="DejaVu Sans Mono">${s}</text>`;
    svg += lbl(4, sy(0) - 6, '-240', 'start') + lbl(W - 4, sy(0) - 6, '240', 'end');
    svg += lbl(sx(0) + 6, 16, '180', 'start') + lbl(sx(0) + 6, H - 6, '-180', 'start');
    svg += `<text x="${W - 8}" y="${sy(0) + 22}" font-size="20" font-weight="bold" fill="#E8484E" text-anchor="end">x</text>`;
    svg += `<text x="${sx(0) - 10}" y="20" font-size="20" font-weight="bold" fill="#2F7FD8" text-anchor="end">y</text>`;
    // The token: a cat face, and a pill with its coordinates.
    svg += `<g transform="translate(${sx(x)} ${sy(y)})"><path d="M-14 -6 L-12 -22 L-2 -14 Z M14 -6 L12 -22 L2 -14 Z" fill="#FFAB19" stroke="#C9790A" stroke-width="2"/>`;
    svg +=
      '<circle r="15" fill="#FFAB19" stroke="#C9790A" stroke-width="2.5"/><circle cx="-5" cy="-2" r="2.6" fill="#2B1A0A"/><circle cx="5" cy="-2" r="2.6" fill="#2B1A0A"/><path d="M-3 6 q3 3 6 0" stroke="#6B3D0A" stroke-width="2" fill="none"/></g>';
    if (path.showCoords) {
      const text = `(${Math.round(x)}, ${Math.round(y)})`;
      const w = text.length * 11 + 18;
      const px = Math.min(W - w - 4, Math.max(4, sx(x) + 18));
      const py = sy(y) < 50 ? sy(y) + 22 : sy(y) - 46;
      svg += `<rect x="${px}" y="${py}" width="${w}" height="30" rx="15" fill="#3D2A12" opacity="0.9"/>`;
      svg += `<text x="${px + w / 2}" y="${py + 21}" font-size="19" fill="#fff" text-anchor="middle" font-family="DejaVu Sans Mono">${text}</text>`;
    }
    svg += '</svg>';
    return `<div class="fig">${svg}</div>`;
  }
  // No grid: a sky-blue stage with clouds, grass and a small walking cat.
  const ground = H - 44;
  svg +=
    `<ellipse cx="${W * 0.22}" cy="46" rx="38" ry="16" fill="#fff"/><ellipse cx="${W * 0.22 + 26}" cy="36" rx="26" ry="16" fill="#fff"/>` +
    `<ellipse cx="${W * 0.72}" cy="70" rx="32" ry="13" fill="#fff"/><ellipse cx="${W * 0.72 - 20}" cy="62" rx="20" ry="12" fill="#fff"/>` +
    `<rect x="1" y="${ground}" width="${W - 2}" height="${H - ground - 1}" fill="#CDEBC0"/>` +
    `<rect x="0" y="0" width="${W}" height="${H}" rx="10" fill="none" stroke="#9AA9B8" stroke-width="2"/>`;
  svg += '</svg>';
  const size = 84;
  const left = PAD + sx(x) - size / 2;
  const top = PAD + ground - size + 12 - y * k;
  const costume: 1 | 2 = m.frame % 2 === 0 ? 1 : 2;
  const catHtml = `<div class="sprite" style="left:${left}px;top:${top}px">${cat(costume, size, pos.dx < 0)}</div>`;
  const showBubble = f.bubble && m.step >= f.bubble.step && progressOf(f.bubble.step, m) >= 1;
  const bub =
    showBubble && f.bubble
      ? `<div class="sprite" style="left:${left + (pos.dx < 0 ? 10 : -60)}px;top:${top - 50}px">${bubble(f.bubble.text)}</div>`
      : '';
  return `<div class="fig"><div class="stagebox" style="width:${W + 2 * PAD}px;height:${H + 2 * PAD}px">${svg}${catHtml}${bub}</div></div>`;
}

function compass(m: Moment, at?: number): string {
  const arrow = (angle: number, label: string, color: string): string =>
    `<g transform="rotate(${angle} 150 150)"><line x1="150" y1="150" x2="150" y2="42" stroke="${color}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M150 24 L166 50 L134 50 Z" fill="${color}"/></g>` +
    label;
  const t = (x: number, y: number, s: string, c: string): string =>
    `<text x="${x}" y="${y}" font-size="24" font-weight="bold" fill="${c}" text-anchor="middle">${s}</text>`;
  const body =
    '<circle cx="150" cy="150" r="118" fill="#fff" stroke="#C9D3DD" stroke-width="3" stroke-dasharray="8 8"/>' +
    arrow(0, t(150, 16, '0 向上', '#2F7FD8'), '#2F7FD8') +
    arrow(90, t(270, 196, '90 向右', '#E8484E'), '#E8484E') +
    arrow(180, t(150, 300, '180 向下', '#0FA37F'), '#0FA37F') +
    arrow(270, t(36, 196, '-90 向左', '#9966FF'), '#9966FF');
  const catSvg = `<foreignObject x="112" y="112" width="76" height="76"><div xmlns="http://www.w3.org/1999/xhtml">${cat(1, 76)}</div></foreignObject>`;
  return `<div class="fig${vis(at, m)}"><svg width="370" height="320" viewBox="-35 -8 370 320">${body}${catSvg}</svg></div>`;
}

function squares(step: number, m: Moment): string {
  const pts: Point[] = [[0, 0]];
  let x = 0;
  for (let i = 0; i < 3; i++) {
    pts.push([x + 60, 0], [x + 60, -60], [x, -60], [x, 0], [x + 90, 0]);
    x += 90;
  }
  const p = progressOf(step, m);
  const segs = pts.length - 1;
  const done = p * segs;
  const s = 1.45;
  const ox = 20;
  const oy = 40;
  const P = (q: Point): string => `${ox + q[0] * s},${oy - q[1] * s}`;
  const drawn: string[] = [P(pts[0])];
  let head = pts[0];
  for (let i = 0; i < segs; i++) {
    if (done <= i) break;
    const f = Math.min(1, done - i);
    const a = pts[i];
    const b = pts[i + 1];
    head = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    drawn.push(P(head));
  }
  const [hx, hy] = P(head).split(',').map(Number);
  const loops = Math.min(3, Math.floor(done / 5) + (done >= 15 ? 0 : 1));
  return (
    `<div class="fig"><div class="squares"><svg width="${ox * 2 + 330 * s}" height="${150}" viewBox="0 0 ${ox * 2 + 330 * s} 150">` +
    `<polyline points="${drawn.join(' ')}" fill="none" stroke="#0FBD8C" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="${hx}" cy="${hy}" r="9" fill="#FFAB19" stroke="#C9790A" stroke-width="3"/></svg>` +
    `<div class="counter">外层第 <b>${Math.max(1, loops)}</b> / 3 次</div></div></div>`
  );
}

function loopArrow(label: string): string {
  return (
    '<div class="fig"><svg width="290" height="290" viewBox="0 0 200 200">' +
    '<circle cx="100" cy="100" r="92" fill="#fff" opacity="0.7"/>' +
    '<path d="M100 34 A66 66 0 1 1 40 72" fill="none" stroke="#FFAB19" stroke-width="18" stroke-linecap="round"/>' +
    '<path d="M14 74 L44 44 L62 84 Z" fill="#FFAB19" transform="rotate(8 40 70)"/>' +
    `<text x="100" y="114" font-size="38" font-weight="bold" fill="#CF8B17" text-anchor="middle">${esc(label)}</text>` +
    '</svg></div>'
  );
}

function repeatTrack(f: Extract<Figure, { type: 'repeatTrack' }>, m: Moment): string {
  const p = progressOf(f.step, m);
  const n = Math.round(p * f.times);
  const W = 380;
  const left = 10 + (n / f.times) * (W - 90);
  const ticks = Array.from({ length: f.times + 1 }, (_, i) => {
    const tx = 10 + 36 + (i / f.times) * (W - 90);
    return `<div class="tick${i <= n ? ' on' : ''}" style="left:${tx - 4}px"></div>`;
  }).join('');
  const showBubble = f.bubble && m.step >= f.bubble.step;
  return (
    `<div class="fig"><div class="track"><div class="counter">第 <b>${n}</b> 次</div>` +
    `<div class="lane">${ticks}<div class="sprite" style="left:${left}px;top:-6px">${cat(n % 2 === 0 ? 1 : 2, 76)}</div>` +
    (showBubble && f.bubble
      ? `<div class="sprite" style="left:${left - 40}px;top:-52px">${bubble(f.bubble.text)}</div>`
      : '') +
    `</div><div class="lanecap">每次移动 10 步，一共 ${n * 10} 步</div></div></div>`
  );
}

function varBox(name: string, value: string, m: Moment, at?: number): string {
  return (
    `<div class="fig${vis(at, m)}"><div class="varbox"><svg width="250" height="230" viewBox="0 0 250 230">` +
    '<path d="M30 80 L125 50 L220 80 L220 200 L30 200 Z" fill="#F3C98B" stroke="#B9853F" stroke-width="4" stroke-linejoin="round"/>' +
    '<path d="M30 80 L125 110 L220 80" fill="none" stroke="#B9853F" stroke-width="4"/>' +
    '<path d="M125 110 L125 200" stroke="#B9853F" stroke-width="3" opacity="0.5"/>' +
    '<path d="M30 80 L8 46 L100 20 L125 50 Z M220 80 L242 46 L150 20 L125 50 Z" fill="#F8DAA8" stroke="#B9853F" stroke-width="4" stroke-linejoin="round"/>' +
    `</svg><div class="varval">${esc(value)}</div><div class="vartag">${esc(name)}</div></div></div>`
  );
}

function typeCards(f: Extract<Figure, { type: 'typeCards' }>, m: Moment): string {
  const colors = ['#2F7FD8', '#0FA37F', '#E8484E', '#9966FF'];
  const cards = f.cards
    .map(
      (c, i) =>
        `<div class="tcard${vis(c.at, m)}" style="--c:${colors[i % colors.length]}"><div class="tname">${esc(c.name)}</div>` +
        `<div class="tzh">${esc(c.zh)}</div><div class="tex">${esc(c.example)}</div></div>`,
    )
    .join('');
  return `<div class="fig wide"><div class="tcards">${cards}</div></div>`;
}

const CHECK =
  '<svg width="30" height="30" viewBox="0 0 30 30"><circle cx="15" cy="15" r="14" fill="#0FA37F"/><path d="M8 15 l5 5 l9 -10" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const CROSS =
  '<svg width="30" height="30" viewBox="0 0 30 30"><circle cx="15" cy="15" r="14" fill="#E8484E"/><path d="M9 9 l12 12 M21 9 l-12 12" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>';

function nameRules(f: Extract<Figure, { type: 'nameRules' }>, m: Moment): string {
  const good = f.good.map((g) => `<div class="chip good">${esc(g)}</div>`).join('');
  const bad = f.bad
    .map(
      (b) =>
        `<div class="badrow${vis(b.at, m)}"><div class="chip bad">${esc(b.name)}</div><span>${esc(b.why)}</span></div>`,
    )
    .join('');
  const badAt = Math.min(...f.bad.map((b) => b.at));
  return (
    '<div class="fig wide"><div class="rules">' +
    `<div class="rcol${vis(f.goodAt, m)}"><div class="rhead">${CHECK}可以</div><div class="rnote">字母、数字、下划线</div>${good}</div>` +
    `<div class="rcol${vis(badAt, m)}"><div class="rhead">${CROSS}不可以</div>${bad}</div>` +
    '</div></div>'
  );
}

function rangeTable(f: Extract<Figure, { type: 'rangeTable' }>, m: Moment): string {
  const rows = f.rows
    .map(
      (r) =>
        `<div class="rrow${vis(r.at, m)}${r.at === m.step && m.step > 0 ? ' now' : ''}"><div class="chip code">${esc(r.code)}</div><div class="arrow">→</div>` +
        r.values.map((v) => `<div class="ball">${v}</div>`).join('') +
        (r.note ? `<div class="rnote2">${esc(r.note)}</div>` : '') +
        '</div>',
    )
    .join('');
  return `<div class="fig wide"><div class="rtable">${rows}</div></div>`;
}

function figure(f: Figure, m: Moment): string {
  switch (f.type) {
    case 'cat': {
      const costume: 1 | 2 = f.costume ?? (m.frame % 2 === 0 ? 1 : 2);
      const b = f.bubble && shown(f.bubbleAt, m) ? bubble(f.bubble, ' catbubble') : '';
      const label = f.label ? `<div class="catlabel">${esc(f.label)}</div>` : '';
      return `<div class="fig"><div class="catstage${f.stage ? ' framed' : ''}">${b}${cat(costume, f.stage ? 190 : 250)}${label}</div></div>`;
    }
    case 'costumes': {
      const chosen = f.selected[Math.min(m.step, f.selected.length - 1)];
      const selected = chosen === -1 ? m.frame % 2 : chosen;
      return (
        `<div class="fig"><div class="costumes"><div class="tabbar"><span class="tab">代码</span><span class="tab on">${esc(f.caption)}</span><span class="tab">声音</span></div>` +
        f.labels
          .map(
            (l, i) =>
              `<div class="costume${i === selected ? ' sel' : ''}"><div class="num">${i + 1}</div>${cat(i === 0 ? 1 : 2, 112)}<div>${esc(l)}</div></div>`,
          )
          .join('') +
        '</div></div>'
      );
    }
    case 'stage':
      return stageFigure(f, m);
    case 'compass':
      return compass(m, f.at);
    case 'squares':
      return squares(f.step, m);
    case 'loopArrow':
      return loopArrow(f.label);
    case 'repeatTrack':
      return repeatTrack(f, m);
    case 'varBox':
      return varBox(f.name, f.value, m, f.at);
    case 'typeCards':
      return typeCards(f, m);
    case 'nameRules':
      return nameRules(f, m);
    case 'rangeTable':
      return rangeTable(f, m);
  }
}

// ------------------------------------------------------------------------------ blocks and code

function blockText(text: string): string {
  const parts = text.split(/(\([^)]*\)|\[[^\]]*\]|<[^>]*>)/).filter((s) => s !== '');
  return parts
    .map((p) => {
      if (p.startsWith('(')) return `<span class="slot num">${esc(p.slice(1, -1).trim())}</span>`;
      if (p.startsWith('[')) return `<span class="slot">${esc(p.slice(1, -1).trim())}</span>`;
      if (p.startsWith('<')) {
        return `<span class="hex" style="background:${BLOCK_COLORS.sensing[0]}">${blockText(p.slice(1, -1).trim())}</span>`;
      }
      return p
        .trim()
        .split(/\s+/)
        .map((w) => (w === '绿旗' ? FLAG : `<span>${esc(w)}</span>`))
        .join('');
    })
    .join('');
}

function block(b: Block, m: Moment): string {
  const [c, dark] = BLOCK_COLORS[b.cat];
  const style = `--c:${c};--d:${dark}`;
  const v = vis(b.at, m);
  const now = b.at !== undefined && b.at === m.step && m.step > 0 ? ' now' : '';
  if (b.inner) {
    return (
      `<div class="cblk${v}${now}" style="${style}"><div class="blk ctop">${blockText(b.text)}</div>` +
      `<div class="cmid"><div class="arm"></div><div class="mouth">${b.inner.map((x) => block(x, m)).join('')}</div></div>` +
      `<div class="cbot${b.cap ? ' cap' : ''}"></div></div>`
    );
  }
  return `<div class="blk${b.hat ? ' hat' : ''}${v}${now}" style="${style}">${blockText(b.text)}</div>`;
}

const PY_TOKEN =
  /("[^"]*"|'[^']*'|\b(?:for|in|while|if|else|elif|break|continue|True|False|and|or|not)\b|\b(?:print|range|type|int|str|float|input|len)\b|\b\d+(?:\.\d+)?\b)/;

function highlight(code: string): string {
  return code
    .split(PY_TOKEN)
    .map((t, i) => {
      if (i % 2 === 0) return esc(t);
      if (t.startsWith('"') || t.startsWith("'")) return `<span class="s">${esc(t)}</span>`;
      if (/^\d/.test(t)) return `<span class="n">${t}</span>`;
      if (/^(print|range|type|int|str|float|input|len)$/.test(t)) return `<span class="b">${t}</span>`;
      return `<span class="k">${t}</span>`;
    })
    .join('');
}

function codeBox(c: CodeBox, m: Moment, side: boolean): string {
  let out = '';
  if (c.output) {
    const at = c.outputAt ?? 0;
    let lines = shown(at, m) ? c.output.length : 0;
    if (c.typeOut && m.step === at)
      lines = Math.min(c.output.length, Math.floor(m.progress * (c.output.length - 1) + 1e-6) + 1);
    const body = c.output.map((l, i) => `<div${i < lines ? '' : ' class="hidden"'}>${esc(l)}</div>`).join('');
    out = `<div class="out${lines === 0 ? ' dim' : ''}"><div class="outlabel">输出</div><div class="outbody">${body}</div></div>`;
  }
  return (
    `<div class="codewrap${side ? ' side' : ''}${vis(c.at, m)}"><div class="code"><div class="dots"><i></i><i></i><i></i></div>` +
    `<pre>${highlight(c.code)}</pre></div>${out}</div>`
  );
}

// ------------------------------------------------------------------------------ page

const CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:'Noto Sans CJK SC','Noto Sans CJK',sans-serif;color:var(--ink);
  background:linear-gradient(135deg,var(--bg1),var(--bg2));position:relative}
.hidden{visibility:hidden}
.deco{position:absolute;border-radius:50%;opacity:.35}
header{position:absolute;left:32px;right:32px;top:22px;display:flex;align-items:center;gap:14px}
.badge{background:var(--accent);color:#fff;font-weight:700;font-size:18px;padding:4px 14px;border-radius:16px;font-family:'DejaVu Sans','Noto Sans CJK SC',sans-serif}
h1{font-size:38px;font-weight:900;letter-spacing:1px}
main{position:absolute;left:32px;right:32px;top:88px;bottom:46px;display:flex;gap:26px;align-items:center}
.col{display:flex;flex-direction:column;gap:16px;justify-content:center;min-width:0}
.col.left{flex:1 1 auto}
.col.right{flex:0 0 auto;align-items:center}
ul{list-style:none;display:flex;flex-direction:column;gap:14px}
li{font-size:26px;line-height:1.35;padding-left:30px;position:relative;font-weight:500}
li::before{content:'';position:absolute;left:4px;top:12px;width:14px;height:14px;border-radius:50%;background:var(--accent)}
.now{animation:none;filter:drop-shadow(0 0 6px rgba(255,200,0,.9))}
li.now{background:rgba(255,255,255,.65);border-radius:10px}
.tip{display:flex;align-items:center;gap:10px;background:#FFF3B0;border:2px solid #F2C94C;border-radius:14px;padding:8px 16px;font-size:23px;font-weight:700;color:#6B4E00;align-self:flex-start}
.tip svg{flex:0 0 auto}
footer{position:absolute;left:32px;right:32px;bottom:14px;display:flex;align-items:center;justify-content:space-between;font-size:15px;opacity:.75}
.pdots{display:flex;gap:8px}.pdots i{width:12px;height:12px;border-radius:50%;background:rgba(0,0,0,.18)}.pdots i.on{background:var(--accent);width:28px;border-radius:6px}
/* cover */
.cover main{top:40px}
.out .hidden{visibility:hidden}
.cover .title{font-size:76px;font-weight:900;line-height:1.1;color:var(--ink)}
.cover .sub{font-size:30px;margin-top:18px;font-weight:500}
.cover .kicker{font-size:24px;font-weight:700;color:var(--accent);margin-bottom:14px}
/* blocks */
.stack{display:flex;flex-direction:column;align-items:flex-start;gap:0}
.stack.sep{gap:22px}
.blk{display:inline-flex;align-items:center;gap:7px;background:var(--c);border:2px solid var(--d);color:#fff;
  font-size:22px;font-weight:700;padding:7px 16px;border-radius:8px;min-height:43px;position:relative;white-space:nowrap}
.blk.hat{border-radius:28px 28px 8px 8px;padding-top:14px;min-width:200px}
.slot{background:#fff;color:#575E75;border-radius:16px;padding:1px 10px;font-size:20px;font-weight:700;border:1px solid rgba(0,0,0,.15)}
.hex{display:inline-flex;align-items:center;gap:6px;padding:3px 18px;clip-path:polygon(12px 0,calc(100% - 12px) 0,100% 50%,calc(100% - 12px) 100%,12px 100%,0 50%);color:#fff}
.flag{display:inline-block}
.cblk{display:inline-flex;flex-direction:column;align-items:flex-start}
.cblk .ctop{border-bottom-left-radius:0;border-bottom:none;min-width:210px}
.cmid{display:flex;align-items:stretch}
.arm{width:24px;background:var(--c);border-left:2px solid var(--d)}
.mouth{display:flex;flex-direction:column;align-items:flex-start;padding:3px 0 3px 2px;min-height:40px;min-width:150px}
.cbot{width:210px;height:20px;background:var(--c);border:2px solid var(--d);border-top:none;border-radius:0 0 8px 8px;position:relative}
.cbot:not(.cap)::after{content:'';position:absolute;left:18px;bottom:-8px;width:26px;height:8px;background:var(--c);border:2px solid var(--d);border-top:none;border-radius:0 0 5px 5px}
.cbot.cap{border-radius:0 0 8px 8px}
.blockrow{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.blockrow .what{font-size:26px;font-weight:600;padding-left:6px}
/* figures */
.fig{display:flex;align-items:center;justify-content:center;position:relative}
.catstage{position:relative;display:flex;flex-direction:column;align-items:center}
.catstage.framed{background:#fff;border:3px solid #C9D3DD;border-radius:16px;padding:26px 22px 10px;width:300px}
.catlabel{font-size:22px;font-weight:700;background:#EEF3F8;border-radius:10px;padding:2px 14px;margin-top:2px}
.bubble{position:relative;display:inline-block;background:#fff;border:3px solid #9AA9B8;border-radius:18px;padding:4px 14px;font-size:22px;font-weight:700;white-space:nowrap;color:#3D2A12}
.bubble::after{content:'';position:absolute;left:18px;bottom:-12px;width:16px;height:16px;background:#fff;border-right:3px solid #9AA9B8;border-bottom:3px solid #9AA9B8;transform:rotate(45deg) skew(10deg,10deg)}
.catbubble{position:absolute;right:6px;top:8px}
.stagebox{position:relative}
.stagebox svg{position:absolute;left:0;top:0}
.sprite{position:absolute}
.costumes{background:#fff;border:3px solid #C9D3DD;border-radius:16px;padding:12px;display:flex;gap:14px;flex-wrap:wrap;width:320px;justify-content:center}
.tabbar{width:100%;display:flex;gap:6px;font-size:18px}
.tab{padding:3px 12px;border-radius:8px 8px 0 0;background:#EEF3F8;color:#6A7480}
.tab.on{background:#9966FF;color:#fff;font-weight:700}
.costume{border:3px solid #DDE3EA;border-radius:12px;padding:4px 6px 6px;text-align:center;font-size:19px;font-weight:700;position:relative;background:#FAFBFC}
.costume.sel{border-color:#9966FF;background:#F3EDFF}
.costume .num{position:absolute;left:6px;top:2px;font-size:15px;color:#6A7480}
.squares{display:flex;flex-direction:column;align-items:center;gap:8px;background:#fff;border:3px solid #C9D3DD;border-radius:16px;padding:16px 10px 12px}
.counter{font-size:24px;font-weight:700;background:#FFF0D6;border-radius:12px;padding:2px 14px;color:#8A5300}
.counter b{color:#E8730C;font-size:30px}
.track{display:flex;flex-direction:column;align-items:center;gap:10px;background:#fff;border:3px solid #C9D3DD;border-radius:16px;padding:16px 18px;width:420px}
.lane{position:relative;width:380px;height:110px;border-bottom:6px solid #CDEBC0;margin-top:46px}
.tick{position:absolute;bottom:-18px;width:8px;height:8px;border-radius:50%;background:#D5DCE3}
.tick.on{background:#4C97FF}
.lanecap{font-size:21px;margin-top:14px;font-weight:600}
.varbox{position:relative;width:250px;height:230px}
.varbox svg{position:absolute;left:0;top:0}
.varval{position:absolute;left:0;right:0;top:118px;text-align:center;font-family:'DejaVu Sans Mono',monospace;font-size:54px;font-weight:700;color:#7A4A0E}
.vartag{position:absolute;left:70px;top:-14px;background:#2F7FD8;color:#fff;font-family:'DejaVu Sans Mono',monospace;font-size:30px;font-weight:700;padding:2px 18px;border-radius:10px;transform:rotate(-6deg)}
.wide{flex:1}
.tcards{display:grid;grid-template-columns:1fr 1fr;gap:16px;width:100%}
.tcard{background:#fff;border-radius:16px;border:3px solid var(--c);padding:10px 18px;display:grid;grid-template-columns:auto 1fr;grid-template-rows:auto auto;column-gap:14px;align-items:center}
.tname{grid-row:1/3;font-family:'DejaVu Sans Mono',monospace;font-weight:700;font-size:34px;color:#fff;background:var(--c);border-radius:10px;padding:6px 12px;min-width:104px;text-align:center}
.tzh{font-size:28px;font-weight:900;color:var(--c)}
.tex{font-family:'DejaVu Sans Mono','Noto Sans Mono CJK SC',monospace;font-size:24px;color:#333}
.rules{display:flex;gap:22px;width:100%}
.rcol{flex:1;background:#fff;border-radius:16px;padding:14px 18px;display:flex;flex-direction:column;gap:10px;align-items:flex-start}
.rhead{display:flex;align-items:center;gap:10px;font-size:28px;font-weight:900}
.rnote{font-size:21px;color:#4E5A66}
.chip{font-family:'DejaVu Sans Mono','Noto Sans Mono CJK SC',monospace;font-size:25px;font-weight:700;padding:3px 14px;border-radius:10px;white-space:nowrap}
.chip.good{background:#DDF5EC;color:#08785B}
.chip.bad{background:#FDE3E4;color:#C0282F;text-decoration:line-through;text-decoration-thickness:3px}
.chip.code{background:#1E2A3A;color:#FFD866;min-width:220px;text-align:center}
.badrow{display:flex;align-items:center;gap:12px;font-size:22px;font-weight:600}
.rtable{display:flex;flex-direction:column;gap:20px;width:100%}
.rrow{display:flex;align-items:center;gap:10px;background:rgba(255,255,255,.7);border-radius:14px;padding:8px 12px}
.arrow{font-size:28px;font-weight:900;color:#6A7480}
.ball{width:44px;height:44px;border-radius:50%;background:#2F7FD8;color:#fff;font-family:'DejaVu Sans Mono',monospace;font-size:24px;font-weight:700;display:flex;align-items:center;justify-content:center}
.rnote2{font-size:21px;font-weight:700;color:#E8730C;margin-left:8px}
/* code */
.codes{display:flex;gap:18px;width:100%;align-items:stretch}
.codewrap{display:flex;flex-direction:column;gap:10px;flex:1;min-width:0}
.code{background:#1E2A3A;border-radius:14px;padding:10px 18px 14px;box-shadow:0 4px 0 rgba(0,0,0,.12)}
.dots{display:flex;gap:6px;margin-bottom:6px}.dots i{width:10px;height:10px;border-radius:50%;background:#FF6B6B}.dots i:nth-child(2){background:#FFD166}.dots i:nth-child(3){background:#06D6A0}
pre{font-family:'DejaVu Sans Mono','Noto Sans Mono CJK SC',monospace;font-size:23px;line-height:1.45;color:#E8EEF5;white-space:pre}
pre .k{color:#FF8FB1;font-weight:700}pre .b{color:#7CC7FF}pre .s{color:#A5E887}pre .n{color:#FFB86B}
.out{background:#fff;border:2px solid #C9D3DD;border-radius:14px;padding:6px 16px 8px;display:flex;gap:14px;align-items:flex-start}
.out.dim{opacity:.55}
.outlabel{font-size:18px;font-weight:700;color:#fff;background:#0FA37F;border-radius:8px;padding:1px 10px;margin-top:4px;flex:0 0 auto}
.outbody{font-family:'DejaVu Sans Mono','Noto Sans Mono CJK SC',monospace;font-size:23px;line-height:1.32;color:#173450;display:flex;flex-direction:column;min-height:30px}
.codewrap.side{flex-direction:row;align-items:stretch;gap:16px}
.codewrap.side .code{flex:1}
.codewrap.side .out{flex-direction:column;gap:6px;min-width:210px}
`;

const BULB =
  '<svg width="28" height="28" viewBox="0 0 24 24"><path d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" fill="#FFC83D" stroke="#B8860B" stroke-width="1.5"/><rect x="8.5" y="18" width="7" height="3" rx="1" fill="#B8860B"/></svg>';

export function renderSlide(video: Video, slideIndex: number, m: Moment): string {
  const slide: Slide = video.slides[slideIndex];
  const theme = THEMES[video.subject];
  const vars = `--bg1:${theme.bg1};--bg2:${theme.bg2};--accent:${theme.accent};--ink:${theme.ink}`;
  const deco =
    `<div class="deco" style="width:220px;height:220px;right:-70px;top:-80px;background:${theme.accent}"></div>` +
    `<div class="deco" style="width:140px;height:140px;left:-50px;bottom:-60px;background:${theme.accent};opacity:.2"></div>`;
  const pdots = video.slides.map((_, i) => `<i${i === slideIndex ? ' class="on"' : ''}></i>`).join('');
  const footer = `<footer><div class="pdots">${pdots}</div><div>码芽 CodeSprout · ${esc(theme.badge)} · ${esc(video.title)}</div></footer>`;

  let body: string;
  if (slide.cover) {
    body =
      `<main><div class="col left"><div class="kicker">码芽小课堂</div><div><span class="badge">${theme.badge}</span></div>` +
      `<div class="title" style="margin-top:14px">${esc(slide.heading)}</div><div class="sub">${esc(slide.cover.subtitle)}</div></div>` +
      `<div class="col right">${slide.figure ? figure(slide.figure, m) : ''}</div></main>`;
  } else {
    const left: string[] = [];
    const blocksOnly = slide.blocks && slide.points && slide.blocks.length === slide.points.length;
    if (blocksOnly && slide.blocks && slide.points) {
      // Each block with its explanation beside it.
      const pts = slide.points;
      left.push(
        `<div class="stack sep">${slide.blocks
          .map(
            (b, i) =>
              `<div class="blockrow${vis(b.at, m)}">${block({ ...b, at: undefined }, m)}<div class="what">→ ${esc(pts[i].text)}</div></div>`,
          )
          .join('')}</div>`,
      );
    } else {
      if (slide.points) {
        left.push(
          `<ul>${slide.points.map((p) => `<li class="${vis(p.at, m)}${p.at === m.step && m.step > 0 ? ' now' : ''}">${esc(p.text)}</li>`).join('')}</ul>`,
        );
      }
      if (slide.blocks) {
        const sep = slide.blocks.every((b) => !b.hat) && slide.blocks.some((b) => b.at !== undefined);
        left.push(
          `<div class="stack${sep ? ' sep' : ''}">${slide.blocks.map((b) => block(b, m)).join('')}</div>`,
        );
      }
    }
    if (slide.code) {
      const side = slide.code.length === 1 && !slide.figure;
      left.push(`<div class="codes">${slide.code.map((c) => codeBox(c, m, side)).join('')}</div>`);
    }
    if (
      slide.figure &&
      (slide.figure.type === 'typeCards' ||
        slide.figure.type === 'nameRules' ||
        slide.figure.type === 'rangeTable')
    ) {
      left.push(figure(slide.figure, m));
    }
    if (slide.tip) left.push(`<div class="tip${vis(slide.tip.at, m)}">${BULB}${esc(slide.tip.text)}</div>`);
    const fullWidth = slide.figure && ['typeCards', 'nameRules', 'rangeTable'].includes(slide.figure.type);
    const right = slide.figure && !fullWidth ? `<div class="col right">${figure(slide.figure, m)}</div>` : '';
    body = `<header><span class="badge">${theme.badge}</span><h1>${esc(slide.heading)}</h1></header><main><div class="col left">${left.join('')}</div>${right}</main>`;
  }
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${CSS}</style></head>` +
    `<body class="${slide.cover ? 'cover' : ''}" style="${vars}">${deco}${body}${footer}</body></html>`
  );
}
