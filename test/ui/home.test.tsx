import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { renderWithProviders } from '../helpers/renderWithProviders';
import { API, CLASSMATE_NEWS, KINDS, homeServer } from './homeFakeServer';
import type { HomeServer } from './homeFakeServer';

const region = async (name: string | RegExp) => within(await screen.findByRole('region', { name }));
const queryRegion = (name: string | RegExp) => screen.queryByRole('region', { name });

/**
 * A modal by its title. Under test every antd component id is the same, so a modal's
 * aria-labelledby may point at another popup's title; the visible title is what a child reads.
 */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest('[role="dialog"]') as HTMLElement);
}

/** Lets every card's first answer arrive, so a missing card is missing and not merely loading. */
async function settled(http: HomeServer) {
  await screen.findByRole('heading', { name: /^你好，/ });
  await (await region('我的成就')).findByText('15');
  await waitFor(() => expect(http.callsTo(API('myDynamic'))).toHaveLength(1));
  // The lists show one after another once answered (LoadState): none is still a skeleton.
  await waitFor(() => expect(document.querySelector('.ant-skeleton-paragraph')).toBeNull());
}

function renderHome(kind: keyof typeof KINDS, http: HomeServer = homeServer(KINDS[kind])) {
  return renderPage('/home', { user: KINDS[kind], http }).then((view) => ({ ...view, http }));
}

describe('home dashboard for a school student', () => {
  it('shows every card of a school student and none of the trial or no-school ones', async () => {
    const { http } = await renderHome('school');
    await settled(http);
    expect(screen.getByRole('heading', { name: '你好，林小满！' })).toBeInTheDocument();
    for (const name of [
      '我的成长树',
      '本月作品排行榜',
      '课程安排',
      '公开课',
      '创意活动',
      '同学动态',
      '我的消息',
      '学习手册',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of ['精选推荐', '视频资讯', '最新资讯', '我的课程']) {
      expect(queryRegion(name)).not.toBeInTheDocument();
    }
    expect(http.callsTo(API('getVideoNewsList'))).toHaveLength(0);
    expect(http.callsTo(API('getNewsArticleList'))).toHaveLength(0);
    expect(http.callsTo(API('getMyCourseList'))).toHaveLength(0);
  });

  it('achievements, creation entries and the manual download', async () => {
    const { http } = await renderHome('school');
    await settled(http);
    const achievements = await region('我的成就');
    expect(achievements.getByText('作品数').nextSibling).toHaveTextContent('15');
    expect(achievements.getByText('上榜次数').nextSibling).toHaveTextContent('5');
    expect(achievements.getByText('超过同学').nextSibling).toHaveTextContent('96%');

    const entries = screen.getByRole('navigation', { name: '开始创作' });
    const scratch = within(entries).getByRole('link', { name: /图形化创作/ });
    expect(scratch).toHaveAttribute('href', '/peixun/showScratch');
    expect(scratch).toHaveAttribute('target', '_blank');
    expect(within(entries).getByRole('link', { name: /Python 创作/ })).toHaveAttribute(
      'href',
      '/peixun/showPython',
    );

    const manual = await region('学习手册');
    const download = await manual.findByRole('link', { name: '下载手册：码芽学生使用手册.pdf' });
    expect(download).toHaveAttribute('href', '/content/manual/student-manual.pdf');
    expect(download).toHaveAttribute('download', '码芽学生使用手册.pdf');
    expect(manual.getByText('PDF · 0.6 MB')).toBeInTheDocument();
  });

  it('the growth tree shows apples by value, a list view, the help image, the radar and the ability modal', async () => {
    const { user, http } = await renderHome('school');
    await settled(http);
    const growth = await region('我的成长树');
    expect(await growth.findByRole('img', { name: '认识舞台与角色：闪亮苹果' })).toBeInTheDocument();
    expect(growth.getByRole('img', { name: '让角色动起来：半红苹果' })).toBeInTheDocument();
    expect(growth.getByRole('img', { name: '造型与动画：黄苹果' })).toBeInTheDocument();
    expect(growth.getByRole('img', { name: '广播与消息：还没开始' })).toBeInTheDocument();
    expect(await growth.findByRole('img', { name: 'Scratch启蒙A班的能力雷达图' })).toBeInTheDocument();

    await user.click(growth.getByRole('radio', { name: /列表/ }));
    const list = growth.getByRole('list', { name: '课程单元' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['认识舞台与角色闪亮苹果', '让角色动起来半红苹果', '造型与动画黄苹果', '广播与消息还没开始']);

    await user.click(growth.getByRole('button', { name: '成长树说明' }));
    const help = await screen.findByRole('tooltip');
    expect(within(help).getByText(/苹果越红/)).toBeInTheDocument();

    await user.click(growth.getByRole('button', { name: '能力说明' }));
    const modal = await dialogTitled('能力维度说明');
    expect(modal.getByText('逻辑思维')).toBeInTheDocument();
    expect(modal.getByText('4.2 / 5')).toBeInTheDocument();
    expect(modal.getByText('理清步骤的先后与因果。')).toBeInTheDocument();
  });

  it('the monthly ranking: medals for 1-3, trends, short names and K counts', async () => {
    const { http } = await renderHome('school');
    await settled(http);
    const ranking = await region('本月作品排行榜');
    const rows = await ranking.findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByRole('img', { name: '第1名' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('img', { name: '排名上升' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('1.2K 个作品')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: '排名下降' })).toBeInTheDocument();
    expect(within(rows[2]).getByText('欧阳子涵...')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: '第3名' })).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('img', { name: '第4名' })).not.toBeInTheDocument();
    expect(within(rows[3]).getByLabelText('第4名')).toHaveTextContent('4');
    expect(http.queriesTo('getWeeklyOpusCountTop')).toEqual([{ limit: 10 }]);
  });

  it('four open courses with 更多, asked for as page 1 of 4', async () => {
    const { http } = await renderHome('school');
    await settled(http);
    const courses = await region('公开课');
    expect(await courses.findAllByRole('article')).toHaveLength(4);
    expect(courses.getByRole('link', { name: '查看更多公开课' })).toHaveAttribute(
      'href',
      '/student/openCoursePage',
    );
    expect(courses.getByRole('link', { name: '进入课程：课程1' })).toHaveAttribute(
      'href',
      '/courseList?id=1&courseDescription=%E7%AC%AC+1+%E9%97%A8%E8%AF%BE%E7%9A%84%E4%BB%8B%E7%BB%8D&coursePicture=%2Fcontent%2Fcourses%2F1.svg',
    );
    expect(http.queriesTo('course/getOpenCoursesList')).toEqual([{ pageNumber: 1, pageSize: 4 }]);
  });

  it('a failed list load shows the server message', async () => {
    const http = homeServer(KINDS.school);
    http.onGet('getWeeklyOpusCountTop', () => fail(400, 'limit 必须是 1 到 50 的整数'));
    await renderHome('school', http);
    const ranking = await region('本月作品排行榜');
    expect(await ranking.findByText('limit 必须是 1 到 50 的整数')).toBeInTheDocument();
    expect(ranking.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('course carousel and lesson plans', () => {
  it('shows previous and next lesson per course, two courses per slide, and opens a lesson plan', async () => {
    const { user, http } = await renderHome('school');
    await settled(http);
    const plans = await region('课程安排');
    const first = (await plans.findAllByRole('article'))[0].closest('.course-plan-slide') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('article')
        .map((course) => course.getAttribute('aria-label')),
    ).toEqual(['Scratch启蒙', '编程思维训练']);
    expect(
      within(first).getByRole('button', { name: '上一课 广播与对话（Scratch启蒙）' }),
    ).toBeInTheDocument();
    // A course without a next lesson says so instead of offering a button.
    const thinking = within(within(first).getByRole('article', { name: '编程思维训练' }));
    expect(thinking.getByText('暂无')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: '下一课 变量：做一个计分器（Scratch启蒙）' }));
    const dialog = await dialogTitled('课程详情：变量：做一个计分器');
    expect(await dialog.findByText('做一个接苹果游戏，用变量记录得分。')).toBeInTheDocument();
    expect(dialog.getByText('理解变量可以保存会变化的数。')).toBeInTheDocument();
    expect(dialog.getByText('Scratch启蒙 · 第8课 · 2026-06-06 09:30')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: '计分器示意图' })).toHaveAttribute(
      'src',
      '/content/lessons/score.svg',
    );
    // The video plays through the link getPlayURL signs, never by its bare name.
    expect(await dialog.findByLabelText('计分器演示视频')).toHaveAttribute(
      'src',
      '/lesson-media/score.mp4?expires=1&sig=signed',
    );
    expect(http.queriesTo('getMyTeachingPlanDetail')).toEqual([{ courseDetailsId: 8, courseRecordId: 80 }]);
  });
});

describe('creative activities', () => {
  it('shows each activity with its §4 state and filters by 进行中 and 已结束', async () => {
    const { user, http } = await renderHome('school');
    await settled(http);
    const activities = await region('创意活动');
    const card = async (name: string) => within(await activities.findByRole('article', { name }));

    const upcoming = await card('春季创意编程大赛');
    expect(upcoming.getByText('进行中')).toBeInTheDocument();
    expect(upcoming.getByRole('timer')).toHaveTextContent(/^距开始 0[12]时\d\d分\d\d秒$/);
    const running = await card('编程一小时');
    expect(running.getByRole('timer')).toHaveTextContent(/^距结束 0[23]时\d\d分\d\d秒$/);
    const reviewing = await card('亲子编程日');
    expect(reviewing.getByText('评审中')).toBeInTheDocument();
    expect(reviewing.getByRole('timer')).toHaveTextContent('作品评审中，敬请期待结果');
    const closed = await card('码芽杯游戏设计赛');
    expect(closed.getByText('已结束')).toBeInTheDocument();
    expect(closed.getByRole('timer')).toHaveTextContent('活动已关闭');
    expect(closed.getByRole('link', { name: '查看活动：码芽杯游戏设计赛' })).toHaveAttribute(
      'href',
      '/activityDetail?id=4&activitiesStatus=1',
    );
    expect(activities.getByRole('link', { name: '查看更多创意活动' })).toHaveAttribute(
      'href',
      '/student/activityPage',
    );

    await user.click(activities.getByRole('radio', { name: '已结束' }));
    await waitFor(() =>
      expect(activities.queryByRole('article', { name: '春季创意编程大赛' })).not.toBeInTheDocument(),
    );
    expect(await activities.findByRole('article', { name: '亲子编程日' })).toBeInTheDocument();
    expect(http.queriesTo('activities/getActivitiesList').map((query) => query.status)).toEqual([
      'all',
      'ended',
    ]);

    await user.click(activities.getByRole('radio', { name: '进行中' }));
    expect(await activities.findByRole('article', { name: '编程一小时' })).toBeInTheDocument();
    expect(activities.queryByRole('article', { name: '亲子编程日' })).not.toBeInTheDocument();
  });
});

describe('classmate news', () => {
  it('shows four works with counts, a link to the classmate page and 更多', async () => {
    const { http } = await renderHome('school');
    await settled(http);
    const classmates = await region('同学动态');
    const works = await classmates.findAllByRole('article');
    expect(works).toHaveLength(4);
    const castle = within(works[0]);
    expect(castle.getByRole('heading', { name: '魔法城堡' })).toBeInTheDocument();
    expect(castle.getByLabelText('1.2W 次浏览')).toBeInTheDocument();
    expect(castle.getByText('3小时前')).toBeInTheDocument();
    expect(castle.getByRole('link', { name: '看看同学：郑可欣' })).toHaveAttribute(
      'href',
      '/student/myClassmate',
    );
    expect(castle.getByRole('link', { name: '魔法城堡' })).toHaveAttribute('href', '/opusDetail?id=65');
    expect(within(works[1]).getByText('Python')).toBeInTheDocument();
    expect(within(works[1]).getByText('活动作品')).toBeInTheDocument();
    expect(within(works[2]).getByRole('button', { name: /^已给「城市红绿灯」点赞（/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(classmates.getByRole('link', { name: '查看更多同学动态' })).toHaveAttribute(
      'href',
      '/student/classmateDynamicPage',
    );
    expect(http.queriesTo('getClassmateDynamicList')).toEqual([{ pageNumber: 1, pageSize: 4 }]);
  });

  it('liking shows 点赞成功 and the count the server answers, a second click takes it back; collecting shows 收藏成功', async () => {
    const http = homeServer(KINDS.school);
    http.on('POST', API('common/operationOpusPraise/65'), ({ params }) =>
      params.cancel === 1
        ? ok({ opusId: 65, praiseNumber: 9, collectionNumber: 2, isPraised: false, isCollectioned: false })
        : ok({ opusId: 65, praiseNumber: 10, collectionNumber: 2, isPraised: true, isCollectioned: false }),
    );
    http.on('POST', API('common/operationOpusCollection/65'), () =>
      ok({ opusId: 65, praiseNumber: 10, collectionNumber: 3, isPraised: true, isCollectioned: true }),
    );
    const { user } = await renderHome('school', http);
    const classmates = await region('同学动态');
    const like = await classmates.findByRole('button', { name: /^给「魔法城堡」点赞（/ });
    expect(like).toHaveTextContent('9');

    await user.click(like);
    expect(await screen.findByText('点赞成功')).toBeInTheDocument();
    const liked = await classmates.findByRole('button', { name: /^已给「魔法城堡」点赞（/ });
    expect(liked).toHaveTextContent('10');
    expect(liked).toHaveAttribute('aria-pressed', 'true');

    await user.click(liked);
    expect(await screen.findByText('已取消点赞')).toBeInTheDocument();
    expect(await classmates.findByRole('button', { name: /^给「魔法城堡」点赞（/ })).toHaveTextContent('9');

    await user.click(classmates.getByRole('button', { name: /^收藏「魔法城堡」（/ }));
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(await classmates.findByRole('button', { name: /^已收藏「魔法城堡」（/ })).toHaveTextContent('3');
    expect(http.callsTo(API('common/operationOpusPraise/65')).map((call) => call.params)).toEqual([
      {},
      { cancel: 1 },
    ]);
  });

  it('a refused like or favourite says 点赞失败 / 收藏失败 and keeps the count', async () => {
    const http = homeServer(KINDS.school);
    http.on('POST', API('common/operationOpusPraise/45'), () => fail(404, '作品不存在'));
    http.on('POST', API('common/operationOpusCollection/45'), () => fail(404, '作品不存在'));
    const { user } = await renderHome('school', http);
    const classmates = await region('同学动态');
    await user.click(await classmates.findByRole('button', { name: /^给「森林音乐会」点赞（/ }));
    expect(await screen.findByText('点赞失败')).toBeInTheDocument();
    expect(classmates.getByRole('button', { name: /^给「森林音乐会」点赞（/ })).toHaveTextContent(
      String(CLASSMATE_NEWS[1].praiseNumber),
    );
    await user.click(classmates.getByRole('button', { name: /^收藏「森林音乐会」（/ }));
    expect(await screen.findByText('收藏失败')).toBeInTheDocument();
  });

  it('a failed load says 获取数据失败', async () => {
    const http = homeServer(KINDS.school);
    http.onGet('getClassmateDynamicList', () => fail(400, 'pageSize 必须是整数'));
    await renderHome('school', http);
    const classmates = await region('同学动态');
    expect(await classmates.findByText('获取数据失败')).toBeInTheDocument();
  });
});

describe('my news', () => {
  it('counts the messages; plain ones are text, 2 opens the news modal, 3 is a link', async () => {
    const { user, http } = await renderHome('school');
    await settled(http);
    const news = await region('我的消息');
    expect(await news.findByTitle('3 条')).toBeInTheDocument();
    const plain = news.getByText('你的作品《海底探险》被评为本周优秀作品');
    expect(plain.closest('a, button')).toBeNull();
    expect(news.getByRole('link', { name: /六一创意编程大赛作品征集中/ })).toHaveAttribute(
      'href',
      '/student/activityPage',
    );

    await user.click(news.getByRole('button', { name: /期中学习报告：林小满/ }));
    const dialog = await dialogTitled('期中学习报告：林小满');
    expect(await dialog.findByText('小满这半学期进步很大。')).toBeInTheDocument();
  });
});

describe('home dashboard for a trial student', () => {
  it('shows my courses, video news and the latest news instead of open courses, activities and classmates', async () => {
    const { http } = await renderHome('trial');
    await settled(http);
    for (const name of [
      '我的成长树',
      '本月作品排行榜',
      '课程安排',
      '我的课程',
      '视频资讯',
      '最新资讯',
      '我的消息',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of ['公开课', '创意活动', '同学动态', '精选推荐']) {
      expect(queryRegion(name)).not.toBeInTheDocument();
    }
    expect(http.callsTo(API('activities/getActivitiesList'))).toHaveLength(0);
    expect(http.callsTo(API('course/getOpenCoursesList'))).toHaveLength(0);
    expect(http.callsTo(API('getClassmateDynamicList'))).toHaveLength(0);

    const mine = await region('我的课程');
    expect(await mine.findByRole('article', { name: 'Scratch体验课' })).toBeInTheDocument();
    expect(mine.getByRole('link', { name: '查看更多我的课程' })).toHaveAttribute(
      'href',
      '/student/myCoursePage',
    );
  });

  it('the video block plays one of four videos', async () => {
    const { user, http } = await renderHome('trial');
    await settled(http);
    const videos = await region('视频资讯');
    const buttons = await videos.findAllByRole('button', { name: /^播放视频：/ });
    expect(buttons).toHaveLength(4);
    await user.click(buttons[1]);
    await dialogTitled('视频2');
    expect(document.querySelector('video.video-news-player')).toHaveAttribute('src', '/content/videos/2.mp4');
  });

  it('new-star articles open /artical-detail in a new tab with the fixed view additions', async () => {
    const { user, http } = await renderHome('trial');
    await settled(http);
    const latest = await region('最新资讯');
    const links = await latest.findAllByRole('link', { name: /^阅读：/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/artical-detail?id=1',
      '/artical-detail?id=2',
      '/artical-detail?id=3',
      '/artical-detail?id=4',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    // Stored views 10, 20, 30, 40 plus 108, 118, 128, 108.
    expect(
      links.map((link) =>
        within(link)
          .getByLabelText(/次浏览$/)
          .textContent?.trim(),
      ),
    ).toEqual(['118', '138', '158', '148']);
    expect(http.queriesTo('getNewsArticleList')).toEqual([
      { pageNumber: 1, pageSize: 4, category: 'newStar' },
    ]);

    await user.click(latest.getByRole('radio', { name: '校园动态' }));
    await user.click(await latest.findByRole('button', { name: /^阅读：\s*星河校区编程开放日/ }));
    const dialog = await dialogTitled('星河校区编程开放日');
    expect(await dialog.findByText('开放日上，同学们展示了自己的作品。')).toBeInTheDocument();
  });
});

describe('home dashboard for a student without an organisation', () => {
  it('shows the ads carousel instead of the ranking, and no growth tree, activities or classmates', async () => {
    const { http } = await renderHome('solo');
    await settled(http);
    const ads = await region('精选推荐');
    expect((await ads.findAllByRole('img', { name: '公开课免费学' })).length).toBeGreaterThan(0);
    for (const name of ['我的成长树', '本月作品排行榜', '创意活动', '同学动态', '视频资讯', '最新资讯']) {
      expect(queryRegion(name)).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('region', { name: '公开课' })).toBeInTheDocument();
    expect(http.callsTo(API('getGrowingTreeList'))).toHaveLength(0);
    expect(http.callsTo(API('getWeeklyOpusCountTop'))).toHaveLength(0);
    expect(http.callsTo(API('activities/getActivitiesList'))).toHaveLength(0);
    expect(http.callsTo(API('getClassmateDynamicList'))).toHaveLength(0);
    expect(
      http
        .queriesTo('getAdListByType')
        .map((query) => query.type)
        .sort(),
    ).toEqual([2, 4]);
  });
});

describe('pages behind 更多', () => {
  it('/student/activityPage pages through activities and keeps the filter in the address', async () => {
    const http = homeServer(KINDS.school);
    const { user, router } = await renderPage('/student/activityPage?status=ended', {
      user: KINDS.school,
      http,
    });
    const page = await region('创意活动');
    expect(await page.findByRole('article', { name: '亲子编程日' })).toBeInTheDocument();
    expect(page.getByRole('radio', { name: '已结束' })).toBeChecked();
    await user.click(page.getByRole('radio', { name: '全部' }));
    expect(await page.findByRole('article', { name: '六一特别活动' })).toBeInTheDocument();
    expect(page.getByText('特别活动')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=all&pageNumber=1');
    expect(http.queriesTo('activities/getActivitiesList').at(-1)).toEqual({
      pageNumber: 1,
      pageSize: 8,
      status: 'all',
    });
  });

  it('/activityDetail shows the activity, its facts and its live state', async () => {
    const http = homeServer(KINDS.school);
    http.on('GET', API('activities/getActivityDetails/2'), () =>
      ok({
        id: 2,
        name: '编程一小时',
        cover: '/content/activities/2.svg',
        startTime: Date.now() - 3_600_000,
        endTime: Date.now() + 2 * 86_400_000 + 60_000,
        activitiesStatus: '',
        planCount: 200,
        surplusCount: 150,
        content: '<p>用一小时做一个小游戏。</p><script>alert(1)</script>',
        organizer: '码芽少儿编程',
        opusCount: 50,
        serverTime: Date.now(),
      }),
    );
    await renderPage('/activityDetail?id=2&activitiesStatus=', { user: KINDS.school, http });
    const detail = within(await screen.findByRole('article', { name: '编程一小时' }));
    expect(detail.getByRole('timer')).toHaveTextContent(/^距结束 2天00时0[01]分\d\d秒$/);
    expect(detail.getByText('码芽少儿编程')).toBeInTheDocument();
    expect(detail.getByText('50')).toBeInTheDocument();
    expect(await detail.findByText('用一小时做一个小游戏。')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  describe('a list not for this account says why and what to do, instead of 重新加载', () => {
    const refusal = () => document.querySelector('.load-refused') as HTMLElement;

    it('creative activities for a trial student: upgrade', async () => {
      const { router, user } = await renderPage('/student/activityPage', {
        user: KINDS.trial,
        http: homeServer(KINDS.trial),
      });
      await waitFor(() => expect(refusal()).not.toBeNull());
      expect(refusal()).toHaveTextContent('创意活动只对学校的正式学员开放，体验账号还不能参加');
      expect(within(refusal()).queryByRole('button', { name: '重新加载' })).toBeNull();
      await user.click(within(refusal()).getByRole('button', { name: '升级会员' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/upMember'));
    });

    it('creative activities for a student of no school: ask the teacher for a learning card', async () => {
      await renderPage('/student/activityPage', { user: KINDS.solo, http: homeServer(KINDS.solo) });
      await waitFor(() => expect(refusal()).not.toBeNull());
      expect(refusal()).toHaveTextContent('你的账号还没有加入学校');
      expect(refusal()).toHaveTextContent('请向老师要学习卡');
      expect(within(refusal()).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
      expect(within(refusal()).queryByRole('button', { name: '重新加载' })).toBeNull();
    });

    it('open courses for a trial student: upgrade, or go on with 我的课程', async () => {
      const { router, user } = await renderPage('/student/openCoursePage', {
        user: KINDS.trial,
        http: homeServer(KINDS.trial),
      });
      await waitFor(() => expect(refusal()).not.toBeNull());
      expect(refusal()).toHaveTextContent('公开课是给正式学员的课程，体验账号还不能观看');
      expect(within(refusal()).queryByRole('button', { name: '重新加载' })).toBeNull();
      await user.click(within(refusal()).getByRole('button', { name: '我的课程' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/student/myCoursePage'));
    });

    it('a list that failed for another reason still offers 重新加载', async () => {
      const http = homeServer(KINDS.school);
      http.on('GET', API('activities/getActivitiesList'), () => fail(500, '服务器错误'));
      await renderPage('/student/activityPage', { user: KINDS.school, http });
      expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
      expect(refusal()).toBeNull();
    });
  });

  it('two 活动详情 tabs carry their activities’ names', async () => {
    const http = homeServer(KINDS.school);
    const detailOf = (id: number, name: string) =>
      http.on('GET', API(`activities/getActivityDetails/${id}`), () =>
        ok({
          id,
          name,
          cover: `/content/activities/${id}.svg`,
          startTime: Date.now() - 3_600_000,
          endTime: Date.now() + 86_400_000,
          activitiesStatus: '',
          planCount: 100,
          surplusCount: 80,
          content: '<p>活动介绍</p>',
          organizer: '码芽少儿编程',
          opusCount: 20,
          serverTime: Date.now(),
        }),
      );
    detailOf(2, '编程一小时');
    detailOf(3, '小小建筑师');
    const { router } = await renderPage('/activityDetail?id=2&activitiesStatus=', {
      user: KINDS.school,
      http,
    });
    await screen.findByRole('article', { name: '编程一小时' });
    await router.navigate('/activityDetail?id=3&activitiesStatus=');
    await screen.findByRole('article', { name: '小小建筑师' });

    const strip = screen.getByRole('navigation', { name: '已打开的页面' });
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByRole('link')
          .map((tab) => tab.textContent),
      ).toEqual(['首页', '编程一小时', '小小建筑师']),
    );
    expect(within(strip).getByRole('button', { name: '关闭小小建筑师' })).toBeInTheDocument();
  });

  it('/student/classmateDynamicPage lists classmates’ works with paging', async () => {
    const http = homeServer(KINDS.school);
    await renderPage('/student/classmateDynamicPage', { user: KINDS.school, http });
    const page = await region('同学动态');
    expect(await page.findAllByRole('article')).toHaveLength(4);
    expect(page.getByText('共 4 条')).toBeInTheDocument();
    expect(http.queriesTo('getClassmateDynamicList')).toEqual([{ pageNumber: 1, pageSize: 8 }]);
  });

  it('/student/openCoursePage goes to page 2 through the pager', async () => {
    const http = homeServer(KINDS.school);
    const { user, router } = await renderPage('/student/openCoursePage?pageSize=4', {
      user: KINDS.school,
      http,
    });
    const page = await region('公开课');
    expect(await page.findAllByRole('article')).toHaveLength(4);
    await user.click(page.getByRole('listitem', { name: '2' }));
    expect(await page.findByRole('article', { name: '课程5' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pageSize=4&pageNumber=2');
  });

  it('/student/myCoursePage lists a trial student’s courses', async () => {
    const http = homeServer(KINDS.trial);
    await renderPage('/student/myCoursePage', { user: KINDS.trial, http });
    const page = await region('我的课程');
    expect(await page.findByRole('article', { name: 'Scratch体验课' })).toBeInTheDocument();
  });

  it('/artical-detail opens for a visitor without signing in', async () => {
    const http = homeServer(KINDS.school);
    const { router } = await renderWithProviders('/artical-detail?id=11', { http });
    expect(await screen.findByRole('heading', { name: '星河校区编程开放日' })).toBeInTheDocument();
    expect(await screen.findByText('开放日上，同学们展示了自己的作品。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/artical-detail');
    expect(http.callsTo(API('getNewsArticleDetails/11'))[0].headers.accessToken).toBeUndefined();
  });
});
