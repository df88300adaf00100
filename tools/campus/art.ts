/**
 * Pictures of the home content, drawn as SVG from the seed data: course pictures, activity and
 * article covers, ad banners and the avatars of the children in the news. Pure functions;
 * tools/campus/generate.ts writes them under public/content/.
 */
import type { ActivitySeed } from '../../server/db/seed/campus/activities';
import type { CourseSeed } from '../../server/db/seed/campus/courses';
import type { AdSeed, ArticleSeed } from '../../server/db/seed/campus/news';

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei','Source Han Sans SC',sans-serif"`;

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of text in em: CJK characters are 1 em wide, Latin letters and digits about half. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) < 0x100 ? 0.56 : 1;
  return width;
}

const CLOSING = /[，。、：；！？”》）]/;
const OPENING = /[《“（]/;
const WORD_CHAR = /[A-Za-z0-9]/;

/**
 * Where to end the line when `text` (the line plus the next character) no longer fits: at a
 * space or punctuation if `natural`, never inside a Latin word nor after opening punctuation.
 */
function cutOf(text: string, natural: boolean): number {
  const end = text.length - 1;
  if (natural) {
    for (let i = end - 1; i > end / 2; i--) {
      if (/[ ，、：｜”》）]/.test(text[i])) return i + 1;
      if (OPENING.test(text[i])) return i;
    }
  }
  let cut = end;
  while (cut > 1 && WORD_CHAR.test(text[cut - 1]) && WORD_CHAR.test(text[cut])) cut--;
  if (cut > 1 && OPENING.test(text[cut - 1])) cut--;
  return cut > 1 ? cut : end;
}

function greedyLines(text: string, limit: number, natural: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && textWidth(line + char) > limit && !CLOSING.test(char)) {
      const cut = cutOf(line + char, natural);
      lines.push(line.slice(0, cut).trim());
      line = line.slice(cut);
    }
    line += char;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/**
 * Breaks text into lines of at most `maxEm`, as even as possible (no lone last character),
 * preferring breaks at spaces and punctuation; a line never starts with closing punctuation,
 * ends with opening punctuation, or splits a Latin word.
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const total = textWidth(text);
  const lineCount = Math.ceil(total / maxEm);
  const limit = lineCount <= 1 ? maxEm : Math.min(maxEm, total / lineCount + 1.5);
  let lines = greedyLines(text, limit, true);
  if (lines.length > lineCount) lines = greedyLines(text, limit, false);
  if (lines.length > lineCount) lines = greedyLines(text, maxEm, false);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, -1)}…`;
  return kept;
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.3}" font-size="${size}" ${FONT} ${attrs}>${esc(line)}</text>`,
    )
    .join('');
}

// ------------------------------------------------------------------------------ emblems

/** A round orange cat face, the Scratch courses' mascot. */
function catFace(cx: number, cy: number, r: number): string {
  const k = r / 60;
  const p = (x: number, y: number) => `${cx + x * k} ${cy + y * k}`;
  return (
    `<path d="M${p(-52, -20)} L${p(-44, -78)} L${p(-8, -52)} Z M${p(52, -20)} L${p(44, -78)} L${p(8, -52)} Z" fill="#FFAB19" stroke="#C9790A" stroke-width="${4 * k}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFAB19" stroke="#C9790A" stroke-width="${4 * k}"/>` +
    `<ellipse cx="${cx}" cy="${cy + 22 * k}" rx="${30 * k}" ry="${20 * k}" fill="#FFE2B0"/>` +
    `<ellipse cx="${cx - 20 * k}" cy="${cy - 8 * k}" rx="${9 * k}" ry="${12 * k}" fill="#fff"/><ellipse cx="${cx + 20 * k}" cy="${cy - 8 * k}" rx="${9 * k}" ry="${12 * k}" fill="#fff"/>` +
    `<circle cx="${cx - 18 * k}" cy="${cy - 6 * k}" r="${5.5 * k}" fill="#2B1A0A"/><circle cx="${cx + 22 * k}" cy="${cy - 6 * k}" r="${5.5 * k}" fill="#2B1A0A"/>` +
    `<path d="M${p(-6, 10)} l${12 * k} 0 l${-6 * k} ${7 * k} z" fill="#FF7A9A"/>` +
    `<path d="M${p(-12, 24)} q${12 * k} ${10 * k} ${24 * k} 0" fill="none" stroke="#6B3D0A" stroke-width="${3 * k}" stroke-linecap="round"/>`
  );
}

/** Two interlocking snakes in Python's blue and yellow, drawn as rounded blocks. */
function pythonMark(cx: number, cy: number, r: number): string {
  const k = r / 60;
  const block = (dx: number, dy: number, fill: string, eye: number) =>
    `<rect x="${cx + dx * k}" y="${cy + dy * k}" width="${62 * k}" height="${62 * k}" rx="${18 * k}" fill="${fill}" stroke="#fff" stroke-width="${4 * k}"/>` +
    `<circle cx="${cx + (dx + eye) * k}" cy="${cy + (dy + 14) * k}" r="${5 * k}" fill="#fff"/>`;
  return block(-56, -56, '#3776AB', 16) + block(-6, -6, '#FFD43B', 46);
}

/** A light bulb: ideas and thinking. */
function bulb(cx: number, cy: number, r: number): string {
  const k = r / 60;
  return (
    `<circle cx="${cx}" cy="${cy - 10 * k}" r="${44 * k}" fill="#FFE066" stroke="#E0A800" stroke-width="${4 * k}"/>` +
    `<rect x="${cx - 20 * k}" y="${cy + 28 * k}" width="${40 * k}" height="${24 * k}" rx="${6 * k}" fill="#8A9BB0"/>` +
    `<path d="M${cx - 14 * k} ${cy - 6 * k} q${14 * k} ${-22 * k} ${28 * k} 0" fill="none" stroke="#E0A800" stroke-width="${4 * k}" stroke-linecap="round"/>` +
    `<path d="M${cx} ${cy - 8 * k} v${36 * k}" stroke="#E0A800" stroke-width="${4 * k}"/>`
  );
}

/** A game pad: the game design course. */
function gamepad(cx: number, cy: number, r: number): string {
  const k = r / 60;
  return (
    `<rect x="${cx - 62 * k}" y="${cy - 32 * k}" width="${124 * k}" height="${66 * k}" rx="${32 * k}" fill="#5B5F97" stroke="#fff" stroke-width="${4 * k}"/>` +
    `<path d="M${cx - 38 * k} ${cy} h${24 * k} M${cx - 26 * k} ${cy - 12 * k} v${24 * k}" stroke="#fff" stroke-width="${7 * k}" stroke-linecap="round"/>` +
    `<circle cx="${cx + 26 * k}" cy="${cy - 8 * k}" r="${7 * k}" fill="#FFC145"/><circle cx="${cx + 40 * k}" cy="${cy + 8 * k}" r="${7 * k}" fill="#FF6B6C"/>`
  );
}

/** A green turtle seen from above. */
function turtle(cx: number, cy: number, r: number): string {
  const k = r / 60;
  const leg = (x: number, y: number) =>
    `<ellipse cx="${cx + x * k}" cy="${cy + y * k}" rx="${12 * k}" ry="${9 * k}" fill="#7BC67E"/>`;
  return (
    leg(-36, -30) +
    leg(36, -30) +
    leg(-36, 30) +
    leg(36, 30) +
    `<circle cx="${cx + 58 * k}" cy="${cy}" r="${15 * k}" fill="#7BC67E"/><circle cx="${cx + 63 * k}" cy="${cy - 5 * k}" r="${3 * k}" fill="#1E3A1E"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${48 * k}" ry="${40 * k}" fill="#2E8B57" stroke="#1E6B40" stroke-width="${4 * k}"/>` +
    `<path d="M${cx - 20 * k} ${cy - 30 * k} l${20 * k} ${16 * k} l${20 * k} ${-16 * k} M${cx - 20 * k} ${cy + 30 * k} l${20 * k} ${-16 * k} l${20 * k} ${16 * k} M${cx} ${cy - 14 * k} v${28 * k}" fill="none" stroke="#A5D6A7" stroke-width="${3 * k}"/>`
  );
}

type Emblem = ActivitySeed['cover']['emblem'];

function activityEmblem(kind: Emblem, cx: number, cy: number): string {
  const white = 'fill="#fff" fill-opacity="0.92"';
  switch (kind) {
    case 'snow': {
      const arms = [0, 60, 120]
        .map(
          (a) =>
            `<g transform="rotate(${a} ${cx} ${cy})"><path d="M${cx} ${cy - 62} v124 M${cx - 14} ${cy - 50} l14 14 l14 -14 M${cx - 14} ${cy + 50} l14 -14 l14 14" stroke="#fff" stroke-width="9" stroke-linecap="round" fill="none"/></g>`,
        )
        .join('');
      return arms + `<circle cx="${cx}" cy="${cy}" r="12" fill="#fff"/>`;
    }
    case 'rocket':
      return (
        `<path d="M${cx} ${cy - 70} c30 24 34 70 22 100 h-44 c-12 -30 -8 -76 22 -100z" ${white}/>` +
        `<circle cx="${cx}" cy="${cy - 16}" r="14" fill="#2F7FD8"/>` +
        `<path d="M${cx - 22} ${cy + 10} l-22 26 h22z M${cx + 22} ${cy + 10} l22 26 h-22z" ${white}/>` +
        `<path d="M${cx - 12} ${cy + 34} q12 34 24 0z" fill="#FFC145"/>`
      );
    case 'home':
      return (
        `<path d="M${cx - 70} ${cy - 4} L${cx} ${cy - 64} L${cx + 70} ${cy - 4}" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<rect x="${cx - 50}" y="${cy - 12}" width="100" height="74" rx="8" ${white}/>` +
        `<rect x="${cx - 14}" y="${cy + 20}" width="28" height="42" rx="4" fill="#FF8C1A"/>`
      );
    case 'leaf':
      return (
        `<path d="M${cx - 56} ${cy + 56} C${cx - 60} ${cy - 30} ${cx + 10} ${cy - 70} ${cx + 64} ${cy - 64} C${cx + 66} ${cy + 6} ${cx + 20} ${cy + 62} ${cx - 56} ${cy + 56}z" ${white}/>` +
        `<path d="M${cx - 56} ${cy + 56} Q${cx} ${cy} ${cx + 50} ${cy - 50}" stroke="#3DAA6E" stroke-width="6" fill="none" stroke-linecap="round"/>`
      );
    case 'trophy':
      return (
        `<path d="M${cx - 46} ${cy - 60} h92 v30 c0 40 -22 62 -46 62 c-24 0 -46 -22 -46 -62z" fill="#FFD54F" stroke="#fff" stroke-width="6"/>` +
        `<path d="M${cx - 46} ${cy - 46} h-22 c0 30 14 40 30 40 M${cx + 46} ${cy - 46} h22 c0 30 -14 40 -30 40" fill="none" stroke="#fff" stroke-width="7"/>` +
        `<rect x="${cx - 10}" y="${cy + 30}" width="20" height="22" fill="#FFD54F"/><rect x="${cx - 36}" y="${cy + 52}" width="72" height="16" rx="6" ${white}/>` +
        `<text x="${cx}" y="${cy - 10}" font-size="34" font-weight="bold" text-anchor="middle" fill="#E8484E" ${FONT}>1</text>`
      );
    case 'cake':
      return (
        `<rect x="${cx - 64}" y="${cy - 6}" width="128" height="64" rx="12" ${white}/>` +
        `<path d="M${cx - 64} ${cy + 14} q16 14 32 0 t32 0 t32 0 t32 0" fill="none" stroke="#FF9A8B" stroke-width="7"/>` +
        [-32, 0, 32]
          .map(
            (dx) =>
              `<rect x="${cx + dx - 5}" y="${cy - 40}" width="10" height="32" rx="4" fill="#FFD54F"/><ellipse cx="${cx + dx}" cy="${cy - 48}" rx="7" ry="11" fill="#FFC145"/>`,
          )
          .join('')
      );
    case 'family':
      return (
        `<circle cx="${cx - 36}" cy="${cy - 36}" r="22" ${white}/><rect x="${cx - 64}" y="${cy - 8}" width="56" height="70" rx="26" ${white}/>` +
        `<circle cx="${cx + 36}" cy="${cy - 36}" r="22" ${white}/><rect x="${cx + 8}" y="${cy - 8}" width="56" height="70" rx="26" ${white}/>` +
        `<circle cx="${cx}" cy="${cy + 4}" r="16" fill="#FFE29F"/><rect x="${cx - 20}" y="${cy + 24}" width="40" height="40" rx="18" fill="#FFE29F"/>`
      );
    case 'clock':
      return (
        `<circle cx="${cx}" cy="${cy}" r="64" ${white}/><circle cx="${cx}" cy="${cy}" r="64" fill="none" stroke="#fff" stroke-width="6"/>` +
        `<path d="M${cx} ${cy - 40} V${cy} L${cx + 28} ${cy + 18}" stroke="#00A6C8" stroke-width="9" stroke-linecap="round" fill="none"/>` +
        `<text x="${cx}" y="${cy + 52}" font-size="20" font-weight="bold" text-anchor="middle" fill="#00A6C8" ${FONT}>1 小时</text>`
      );
  }
}

function bubbles(width: number, height: number): string {
  return (
    `<circle cx="${width * 0.92}" cy="${height * 0.08}" r="${height * 0.42}" fill="#fff" fill-opacity="0.13"/>` +
    `<circle cx="${width * 0.06}" cy="${height * 0.98}" r="${height * 0.3}" fill="#fff" fill-opacity="0.1"/>` +
    `<circle cx="${width * 0.55}" cy="${height * 1.05}" r="${height * 0.18}" fill="#fff" fill-opacity="0.08"/>`
  );
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

// ------------------------------------------------------------------------------ pictures

const COURSE_THEMES: Record<
  string,
  { from: string; to: string; emblem: (cx: number, cy: number, r: number) => string }
> = {
  'scratch-start': { from: '#FFD26F', to: '#FF8C1A', emblem: catFace },
  'coding-thinking': { from: '#C3F0CA', to: '#2BB673', emblem: bulb },
  'scratch-creative': { from: '#F9A8D4', to: '#9966FF', emblem: catFace },
  'python-advanced': { from: '#8FD3F4', to: '#2F6FD8', emblem: pythonMark },
  'scratch-game': { from: '#A5B4FC', to: '#4F46E5', emblem: gamepad },
  'python-turtle': { from: '#B7F8DB', to: '#2AA876', emblem: turtle },
};

/** 640×360: the course name, its subject and lesson count, and the course's emblem. */
export function coursePicture(course: CourseSeed): string {
  const theme = COURSE_THEMES[course.key] ?? { from: '#FFD26F', to: '#FF8C1A', emblem: catFace };
  const badge = course.subject === 'python' ? 'Python' : 'Scratch';
  return svg(
    640,
    360,
    `<defs>${gradient('bg', theme.from, theme.to)}</defs><rect width="640" height="360" rx="24" fill="url(#bg)"/>` +
      bubbles(640, 360) +
      `<rect x="40" y="44" width="${badge.length * 16 + 32}" height="40" rx="20" fill="#fff" fill-opacity="0.9"/>` +
      `<text x="56" y="72" font-size="24" font-weight="bold" fill="${theme.to}" ${FONT}>${badge}</text>` +
      textLines(
        [course.name],
        40,
        180,
        Math.min(58, Math.floor(380 / textWidth(course.name))),
        'font-weight="bold" fill="#fff"',
      ) +
      `<text x="42" y="300" font-size="26" fill="#fff" fill-opacity="0.92" ${FONT}>${course.lessons.length} 课时 · 码芽少儿编程</text>` +
      `<g>${theme.emblem(500, 196, 78)}</g>`,
  );
}

/** 640×360: the activity's emblem and name on its colours. */
export function activityCover(activity: ActivitySeed): string {
  const lines = wrapText(activity.name, 9.5, 3);
  const top = 190 - ((lines.length - 1) * 38 * 1.3) / 2;
  return svg(
    640,
    360,
    `<defs>${gradient('bg', activity.cover.from, activity.cover.to)}</defs><rect width="640" height="360" rx="24" fill="url(#bg)"/>` +
      bubbles(640, 360) +
      `<text x="40" y="70" font-size="22" fill="#fff" fill-opacity="0.9" letter-spacing="4" ${FONT}>码芽创意活动</text>` +
      textLines(lines, 40, top, 38, 'font-weight="bold" fill="#fff"') +
      `<g>${activityEmblem(activity.cover.emblem, 520, 200)}</g>`,
  );
}

/** 640×360: the article's headline (after the column name) on a soft gradient. */
export function newsCover(article: ArticleSeed): string {
  const [column, headline] = article.title.includes('｜')
    ? (article.title.split('｜') as [string, string])
    : ['校园动态', article.title];
  const mark =
    article.cover.subject === 'python'
      ? pythonMark(530, 250, 52)
      : article.cover.subject === 'scratch'
        ? catFace(530, 258, 56)
        : bulb(530, 250, 56);
  return svg(
    640,
    360,
    `<defs>${gradient('bg', article.cover.from, article.cover.to)}</defs><rect width="640" height="360" rx="24" fill="url(#bg)"/>` +
      bubbles(640, 360) +
      `<rect x="36" y="36" width="${column.length * 24 + 36}" height="44" rx="22" fill="#fff" fill-opacity="0.92"/>` +
      `<text x="54" y="66" font-size="24" font-weight="bold" fill="${article.cover.to}" ${FONT}>${esc(column)}</text>` +
      textLines(wrapText(headline, 11, 3), 40, 150, 38, 'font-weight="bold" fill="#fff"') +
      `<g>${mark}</g>`,
  );
}

/** Category 2: a 1200×200 strip; category 4: a 720×400 carousel slide. */
export function adBanner(ad: AdSeed): string {
  if (ad.category === 2) {
    return svg(
      1200,
      200,
      `<defs>${gradient('bg', ad.art.from, ad.art.to)}</defs><rect width="1200" height="200" rx="20" fill="url(#bg)"/>` +
        bubbles(1200, 200) +
        `<text x="64" y="96" font-size="54" font-weight="bold" fill="#fff" ${FONT}>${esc(ad.title)}</text>` +
        `<text x="66" y="150" font-size="30" fill="#fff" fill-opacity="0.92" ${FONT}>${esc(ad.subtitle)}</text>` +
        `<rect x="960" y="70" width="176" height="60" rx="30" fill="#fff"/>` +
        `<text x="1048" y="111" font-size="28" font-weight="bold" text-anchor="middle" fill="${ad.art.to}" ${FONT}>去看看 →</text>`,
    );
  }
  return svg(
    720,
    400,
    `<defs>${gradient('bg', ad.art.from, ad.art.to)}</defs><rect width="720" height="400" rx="24" fill="url(#bg)"/>` +
      bubbles(720, 400) +
      textLines(wrapText(ad.title, 11, 2), 48, 120, 50, 'font-weight="bold" fill="#fff"') +
      textLines(wrapText(ad.subtitle, 20, 2), 50, 240, 28, 'fill="#fff" fill-opacity="0.92"') +
      `<rect x="48" y="310" width="176" height="56" rx="28" fill="#fff"/>` +
      `<text x="136" y="348" font-size="26" font-weight="bold" text-anchor="middle" fill="${ad.art.to}" ${FONT}>立即体验</text>`,
  );
}

/** 120×120: a coloured disc with the person's given name (the last one or two characters). */
export function avatar(name: string, hue: number): string {
  const given = name.length > 3 ? name.slice(0, 2) : name.slice(-2);
  return svg(
    120,
    120,
    `<defs>${gradient('bg', `hsl(${hue},75%,72%)`, `hsl(${(hue + 30) % 360},70%,52%)`)}</defs>` +
      `<circle cx="60" cy="60" r="60" fill="url(#bg)"/>` +
      `<text x="60" y="73" font-size="36" font-weight="bold" text-anchor="middle" fill="#fff" ${FONT}>${esc(given)}</text>`,
  );
}
