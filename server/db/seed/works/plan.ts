import { seededRandom } from '../../../../core/seededRandom';
import { monthRange } from '../../../services/months';
import { hashOf } from './textHash';
import { workTitles } from './catalogue';
import type { WorkTitle } from './catalogue';

/**
 * Who made how many works in each month of the term, this month first. Chosen so the ranking
 * moves: xiaoyu leads this month, demo climbs to second (fifth last month), haoran drops from
 * first, and newbie and the trial class only start.
 */
export const monthlyWorks: Record<string, number[]> = {
  demo: [5, 3, 3, 2, 2],
  xiaoyu: [6, 5, 2, 2, 1],
  haoran: [3, 6, 2, 1, 1],
  newbie: [1, 0, 0, 0, 0],
  trial: [1, 1, 0, 0, 0],
  zhouzihan: [4, 4, 2, 1, 1],
  wusiyuan: [2, 1, 1, 1, 0],
  zhengkexin: [3, 1, 1, 0, 1],
  sunyuhang: [1, 2, 0, 1, 0],
  hejiayi: [2, 0, 1, 0, 0],
  majunxi: [0, 1, 1, 0, 0],
  gaoshiqi: [1, 1, 0, 0, 0],
  liutianyou: [2, 2, 1, 1, 0],
  huangyutong: [3, 2, 1, 0, 0],
  xumingze: [1, 1, 0, 0, 1],
  huzixuan: [0, 1, 0, 0, 0],
  zhuhaoyu: [2, 0, 0, 0, 0],
  linmuyang: [2, 4, 1, 1, 0],
  luozhiruo: [1, 2, 0, 1, 0],
  tangyiming: [3, 0, 0, 1, 0],
  songyuxuan: [0, 1, 1, 0, 0],
  hanzixuan: [1, 0, 0, 0, 0],
  dengxiaobei: [1, 0, 0, 0, 0],
};

/** Titles a student made, newest first, before the rest are drawn (the news items name them). */
const firstTitles: Record<string, string[]> = {
  demo: ['海底探险', '公主与巨龙', '节奏大师', '画笔花园', '端午赛龙舟', '小猫钓鱼', '九九乘法表'],
  xiaoyu: ['彩色螺旋', '猜数字游戏'],
  haoran: ['赛车小将'],
};

/** A teacher's picks (精选): the work the news calls excellent, and the one in the school show. */
const featuredWorks = new Set(['demo:海底探险', 'xiaoyu:彩色螺旋']);

/**
 * Works entered in the school's activities, made about `daysAgo` days before seeding (inside the
 * activity's dates; server/db/seed/campus/activities.ts). The winners of the autumn contest are
 * the works its results name.
 */
const activityEntries: { username: string; title: string; daysAgo: number }[] = [
  { username: 'haoran', title: '垃圾分类大作战', daysAgo: 50 },
  { username: 'demo', title: '小水滴的旅行', daysAgo: 45 },
  { username: 'xiaoyu', title: '森林守护者', daysAgo: 55 },
  { username: 'wusiyuan', title: '国庆贺卡', daysAgo: 48 },
  { username: 'zhengkexin', title: '家乡的四季', daysAgo: 20 },
  { username: 'zhouzihan', title: '新年烟花', daysAgo: 5 },
  { username: 'linmuyang', title: '下雪啦', daysAgo: 4 },
  { username: 'liutianyou', title: '打地鼠', daysAgo: 3 },
  { username: 'huangyutong', title: '恐龙快跑', daysAgo: 1 },
];

/** About one in three later works of a title a schoolmate made first is a remix of that one. */
const REMIX_SHARE = 0.35;

const PYTHON_CLASS = 'Python进阶B班';
/** Trial students may not open their works to everyone. */
const TRIAL_CLASS = 'Scratch体验班';
const DAY_MS = 86_400_000;

export interface PlannedWork {
  key: string;
  username: string;
  title: WorkTitle;
  /** The title, or the remix's own name. */
  name: string;
  createdAt: number;
  published: boolean;
  schoolPublished: boolean;
  /** Much liked and viewed: about one work in twelve. */
  popular: boolean;
  /** A teacher's pick. */
  featured: boolean;
  /** The key of the schoolmate's work it remixes. */
  remixOf: string | null;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function titlePool(className: string | null, random: () => number): WorkTitle[] {
  const python = workTitles.filter((title) => title.opusType === 2);
  const scratch = workTitles.filter((title) => title.opusType === 1);
  return className === PYTHON_CLASS
    ? [...shuffled(python, random), ...shuffled(scratch, random)]
    : shuffled(scratch, random);
}

/** Indexes (newest first) of a student's works that carry a named title, and those titles. */
function namedSlots(username: string, times: number[], now: number): Map<number, string> {
  const slots = new Map<number, string>();
  (firstTitles[username] ?? []).forEach((title, index) => slots.set(index, title));
  for (const entry of activityEntries.filter((one) => one.username === username)) {
    const target = now - entry.daysAgo * DAY_MS;
    const free = times.map((_, index) => index).filter((index) => !slots.has(index));
    const nearest = free.sort(
      (a, b) => Math.abs((times[a] as number) - target) - Math.abs((times[b] as number) - target),
    )[0];
    if (nearest === undefined) continue;
    slots.set(nearest, entry.title);
    // Moved onto the day only within its month, so the monthly counts (the ranking) stay.
    const month = monthRange(times[nearest] as number);
    if (target >= month.start && target < month.end) times[nearest] = target;
  }
  return slots;
}

/**
 * Every seeded work with its time: this month's between the 1st and `now`, earlier months' spread
 * over the month. Deterministic for a given `now`, so the ranking is the same on every fresh start
 * within a month.
 */
export function planWorks(classOf: Map<string, string | null>, now: number): PlannedWork[] {
  const works: PlannedWork[] = [];
  for (const [username, perMonth] of Object.entries(monthlyWorks)) {
    const random = seededRandom(hashOf(`works:${username}`));
    const times: number[] = [];
    perMonth.forEach((count, monthsAgo) => {
      const month = monthRange(now, -monthsAgo);
      const end = Math.min(month.end, now);
      for (let j = 0; j < count; j += 1) {
        const fraction = (j + 0.15 + 0.7 * random()) / count;
        times.push(Math.floor(month.start + fraction * (end - month.start)));
      }
    });
    times.sort((a, b) => b - a);

    const slots = namedSlots(username, times, now);
    const named = new Set(slots.values());
    const rest = titlePool(classOf.get(username) ?? null, random).filter((title) => !named.has(title.title));
    let next = 0;
    const trial = classOf.get(username) === TRIAL_CLASS;

    times.forEach((createdAt, index) => {
      const name = slots.get(index);
      const title = name
        ? (workTitles.find((one) => one.title === name) as WorkTitle)
        : (rest[next++ % rest.length] as WorkTitle);
      const privacy = random();
      const featured = featuredWorks.has(`${username}:${title.title}`);
      works.push({
        key: `opus-${username}-${times.length - index}`,
        username,
        title,
        name: title.title,
        createdAt,
        // About one in seven stays private; most are open to the school, half to everyone.
        published: featured || (!trial && privacy >= 0.55),
        schoolPublished: featured || privacy >= 0.15,
        popular: random() < 0.08,
        featured,
        remixOf: null,
      });
    });
  }
  return withRemixes(withEveryTitle(works, classOf));
}

/**
 * Every title of the catalogue is someone's work: a title nobody drew takes the place of a
 * repeated one (a Python title only in the Python class). Named titles stay where they are.
 */
function withEveryTitle(works: PlannedWork[], classOf: Map<string, string | null>): PlannedWork[] {
  const named = namedWorks();
  const count = new Map<string, number>();
  for (const work of works) count.set(work.title.title, (count.get(work.title.title) ?? 0) + 1);
  for (const title of workTitles.filter((one) => !count.has(one.title))) {
    const spare = works.find(
      (work) =>
        (count.get(work.title.title) ?? 0) > 1 &&
        work.title.opusType === title.opusType &&
        !named.has(`${work.username}:${work.title.title}`) &&
        (title.opusType === 1 || classOf.get(work.username) === PYTHON_CLASS),
    );
    if (!spare) continue;
    count.set(spare.title.title, (count.get(spare.title.title) ?? 0) - 1);
    count.set(title.title, 1);
    spare.title = title;
    spare.name = title.title;
  }
  return works;
}

/** `username:title` of the works whose title is named above: first titles, entries, picks. */
function namedWorks(): Set<string> {
  return new Set([
    ...Object.entries(firstTitles).flatMap(([username, titles]) =>
      titles.map((title) => `${username}:${title}`),
    ),
    ...activityEntries.map((entry) => `${entry.username}:${entry.title}`),
    ...featuredWorks,
  ]);
}

/**
 * Some works are remixes of the same title a schoolmate opened earlier: they keep the original's
 * project, take a name of their own and point at it. Works with a named title stay as they are.
 */
function withRemixes(works: PlannedWork[]): PlannedWork[] {
  const random = seededRandom(hashOf('remixes'));
  const named = namedWorks();
  const firstOpen = new Map<string, PlannedWork>();
  for (const work of [...works].sort((a, b) => a.createdAt - b.createdAt)) {
    const original = firstOpen.get(work.title.title);
    if (!original) {
      if (work.schoolPublished) firstOpen.set(work.title.title, work);
      continue;
    }
    if (original.username === work.username || named.has(`${work.username}:${work.title.title}`)) continue;
    if (random() >= REMIX_SHARE) continue;
    work.remixOf = original.key;
    work.name = `${work.title.title}（改编）`;
  }
  return works;
}
