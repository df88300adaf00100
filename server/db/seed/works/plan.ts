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

/** Fixed view counts for a few works, so the K and W formats show on the demo's page. */
const featuredViews: Record<string, number> = {
  'xiaoyu:彩色螺旋': 12860,
  'demo:海底探险': 1536,
  'haoran:赛车小将': 2318,
};

const PYTHON_CLASS = 'Python进阶B班';

export interface PlannedWork {
  key: string;
  username: string;
  title: WorkTitle;
  createdAt: number;
  published: boolean;
  schoolPublished: boolean;
  viewNumber: number;
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

    const first = (firstTitles[username] ?? []).map(
      (name) => workTitles.find((title) => title.title === name) as WorkTitle,
    );
    const rest = titlePool(classOf.get(username) ?? null, random).filter((title) => !first.includes(title));
    const titles = [...first, ...rest];

    times.forEach((createdAt, index) => {
      const title = titles[index % titles.length] as WorkTitle;
      const privacy = random();
      const featured = featuredViews[`${username}:${title.title}`];
      const ageDays = (now - createdAt) / 86_400_000;
      const popular = random() < 0.08;
      works.push({
        key: `opus-${username}-${times.length - index}`,
        username,
        title,
        createdAt,
        // About one in seven stays private; most are open to the school, half to everyone.
        published: featured !== undefined || privacy >= 0.55,
        schoolPublished: featured !== undefined || privacy >= 0.15,
        viewNumber:
          featured ??
          Math.round((popular ? 1000 + random() * 3000 : 12 + random() * 260) + ageDays * (2 + random() * 4)),
      });
    });
  }
  return works;
}
