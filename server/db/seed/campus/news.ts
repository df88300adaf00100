/**
 * News of the demo school: new-star articles (编程新星, the trial's latest-news list) and campus
 * news, the trial's four video news, and the ads (category 2 strip, category 4 carousel).
 * Article bodies are authored HTML, sanitised when seeded. Times are relative to the first seeding.
 */

export interface ArticleSeed {
  key: string;
  category: 'newStar' | 'campus';
  title: string;
  abstract: string;
  authorName: string;
  userAvatar: string;
  signature: string;
  hoursAgo: number;
  viewNumber: number;
  content: string;
  cover: { from: string; to: string; subject: 'scratch' | 'python' | 'campus' };
}

export const newsCoverPath = (key: string): string => `/content/news/${key}.svg`;
export const avatarPath = (key: string): string => `/content/avatars/${key}.svg`;

/** Generated avatars of the children and the editor who appear in the news (not seed accounts). */
export const newsAvatars: { key: string; name: string; hue: number }[] = [
  { key: 'zhouzihan', name: '周子涵', hue: 200 },
  { key: 'sunyue', name: '孙悦', hue: 330 },
  { key: 'wuhaotian', name: '吴昊天', hue: 140 },
  { key: 'zhengkexin', name: '郑可欣', hue: 270 },
  { key: 'huangjunjie', name: '黄俊杰', hue: 30 },
  { key: 'editor', name: '码芽编辑部', hue: 95 },
];

const EDITOR = {
  authorName: '码芽编辑部',
  userAvatar: avatarPath('editor'),
  signature: '记录码芽校园的每一天',
};

export const articles: ArticleSeed[] = [
  {
    key: 'star-linxiaoman-water',
    category: 'newStar',
    title: '编程新星｜林小满：让一滴小水滴去旅行',
    abstract:
      '九岁的林小满用 Scratch 做了一部两分钟的动画，讲一滴水从大海到云朵再回到小溪的旅程，获得“码上环保”一等奖。',
    authorName: '林小满',
    userAvatar: '/avatars/linxiaoman.svg',
    signature: '每天进步一点点',
    hoursAgo: 5,
    viewNumber: 236,
    content: `<p>林小满是 Scratch启蒙A班的学员，学编程才一年多。她的作品《小水滴的旅行》在秋季“码上环保”公益作品征集中获得一等奖。</p>
<h3>从一张草图开始</h3>
<p>“我先在本子上画了六格分镜：大海、太阳、云朵、下雨、小溪、回到大海。”小满说，有了分镜，做动画时就知道每一步要做什么。</p>
<h3>最难的地方</h3>
<p>让小水滴“变成”水蒸气飘上天，她试了三种方法，最后用“虚像特效”和“滑行”配合，做出了慢慢消失、慢慢升高的效果。</p>
<blockquote>遇到做不出来的地方，我就先去做别的部分，回头再想，常常就想出来了。</blockquote>
<p>老师点评：故事完整、节奏舒服，广播用得恰到好处，是一部让人看完会心一笑的作品。</p>`,
    cover: { from: '#64C8F5', to: '#2F6FD8', subject: 'scratch' },
  },
  {
    key: 'star-lixiaoyu-dictionary',
    category: 'newStar',
    title: '编程新星｜李晓雨：我给英语课做了一本“会说话的词典”',
    abstract: 'Python进阶B班的李晓雨用字典和列表做了一个英汉小词典，还加上了随机抽词测验，全班同学都在用。',
    authorName: '李晓雨',
    userAvatar: '/avatars/lixiaoyu.svg',
    signature: '代码是我的第二语言',
    hoursAgo: 30,
    viewNumber: 189,
    content: `<p>学了 Python 字典以后，李晓雨想到：背单词的时候，要是有个程序能随时考考自己就好了。</p>
<h3>一百个单词的词典</h3>
<p>她把英语书上的单词一个个录进字典，键是英文、值是中文。查询的时候先用 <code>in</code> 判断有没有这个词，没有就提示“词典里还没有，快来添加吧”。</p>
<h3>随机测验</h3>
<p>她用 <code>random.choice()</code> 从单词列表里随机抽词，答对加 10 分，答错会显示正确答案，十道题后给出评价。</p>
<p>现在，班里好几位同学都在用她的小词典复习单词。</p>`,
    cover: { from: '#6CC6CB', to: '#2F6FD8', subject: 'python' },
  },
  {
    key: 'star-zhanghaoran-sorting',
    category: 'newStar',
    title: '编程新星｜张浩然：垃圾分类大作战',
    abstract: '接住从天而降的垃圾，放进正确的垃圾桶！张浩然的游戏三关难度递增，在作品广场收获了两百多个赞。',
    authorName: '张浩然',
    userAvatar: '/avatars/zhanghaoran.svg',
    signature: '想做全世界最好玩的游戏',
    hoursAgo: 52,
    viewNumber: 312,
    content: `<p>张浩然的《垃圾分类大作战》是一款反应游戏：垃圾从天上掉下来，玩家要用方向键把它送进正确的垃圾桶。</p>
<h3>三个关卡</h3>
<ul><li>第一关：只有可回收物和其他垃圾两种桶；</li><li>第二关：加入厨余垃圾，下落速度变快；</li><li>第三关：四种垃圾桶全部登场，还会出现“迷惑”道具。</li></ul>
<p>他用一个“关卡”变量控制速度和桶的数量，用克隆体制造源源不断的垃圾。</p>
<p>“测试的时候妹妹总是输，我就把第一关调慢了一点。”浩然笑着说，好游戏要让每个人都能玩下去。</p>`,
    cover: { from: '#8BD17C', to: '#2E9960', subject: 'scratch' },
  },
  {
    key: 'star-zhouzihan-piano',
    category: 'newStar',
    title: '编程新星｜周子涵：用键盘弹一首《小星星》',
    abstract: '学钢琴四年的周子涵把音乐和编程结合起来，用 Scratch 音乐扩展做了一台能录音、能回放的电子琴。',
    authorName: '周子涵',
    userAvatar: avatarPath('zhouzihan'),
    signature: '音符也是代码',
    hoursAgo: 80,
    viewNumber: 148,
    content: `<p>周子涵的电子琴有八个琴键，对应键盘上的 A 到 K。按下琴键，舞台上对应的琴键会变色，还会弹出一个跳动的音符。</p>
<h3>录音和回放</h3>
<p>最厉害的是“录音”功能：她用一个列表记下每次按下的音符，再用循环按顺序播放出来。</p>
<p>她说，下一步想加上节拍器，这样就能和同学一起合奏了。</p>`,
    cover: { from: '#FFB88C', to: '#E8577E', subject: 'scratch' },
  },
  {
    key: 'star-wuhaotian-turtle',
    category: 'newStar',
    title: '编程新星｜吴昊天：十行代码画出一片星空',
    abstract: '用 Python 海龟画图，吴昊天写了一个画五角星的函数，再配上随机位置和大小，画出了一整片星空。',
    authorName: '吴昊天',
    userAvatar: avatarPath('wuhaotian'),
    signature: '仰望星空，脚踏实地',
    hoursAgo: 120,
    viewNumber: 97,
    content: `<p>“每个五角星都是一样的画法，只是位置和大小不同，那就写成函数吧！”</p>
<p>吴昊天定义了 <code>star(x, y, size)</code> 函数，用 <code>random.randint()</code> 生成五十组位置和大小，十行代码就画出了一片闪闪发光的星空。</p>
<p>他还把背景涂成深蓝色，在角落画了一轮弯弯的月亮。</p>`,
    cover: { from: '#4B6CB7', to: '#182848', subject: 'python' },
  },
  {
    key: 'star-sunyue-story',
    category: 'newStar',
    title: '编程新星｜孙悦：我的故事有三种结局',
    abstract: '孙悦的互动故事《迷路的小狐狸》让读者来做选择，不同的选择通往不同的结局。',
    authorName: '孙悦',
    userAvatar: avatarPath('sunyue'),
    signature: '把想象变成作品',
    hoursAgo: 170,
    viewNumber: 126,
    content: `<p>在《迷路的小狐狸》里，每到一个岔路口，舞台上就会出现两个按钮：向左走还是向右走？</p>
<p>孙悦用广播把故事分成了九个场景，画了一张“故事地图”来检查每条路线是不是都能走到结局。</p>
<p>“有一条路线我忘了接上，同桌玩的时候小狐狸就一直站在那儿发呆。”她说，调试也是创作的一部分。</p>`,
    cover: { from: '#F9B16E', to: '#E8575D', subject: 'scratch' },
  },
  {
    key: 'star-zhengkexin-quiz',
    category: 'newStar',
    title: '编程新星｜郑可欣：一起来做数学小测验',
    abstract: '郑可欣做了一个会出口算题的小程序，答对有掌声，答错会耐心讲解，低年级的小朋友都爱玩。',
    authorName: '郑可欣',
    userAvatar: avatarPath('zhengkexin'),
    signature: '算得快，也要算得对',
    hoursAgo: 230,
    viewNumber: 84,
    content: `<p>郑可欣用“询问并等待”和随机数出题，每次运行题目都不一样。</p>
<p>答错的时候，小猫会把算式一步步“说”出来，帮助弟弟妹妹理解。十道题做完，还会根据得分颁发金、银、铜三种奖牌。</p>`,
    cover: { from: '#B79CED', to: '#6A5ACD', subject: 'scratch' },
  },
  {
    key: 'star-huangjunjie-rps',
    category: 'newStar',
    title: '编程新星｜黄俊杰：和电脑玩石头剪刀布，谁赢得多？',
    abstract: '黄俊杰的 Python 小游戏会统计一百局的胜负，他还发现了一个关于“随机”的有趣秘密。',
    authorName: '黄俊杰',
    userAvatar: avatarPath('huangjunjie'),
    signature: '让数据说话',
    hoursAgo: 300,
    viewNumber: 73,
    content: `<p>黄俊杰先做了一个普通的石头剪刀布游戏，后来想：如果让电脑自己和自己玩一百局，结果会怎样？</p>
<p>他用循环跑了一百局，又跑了一万局，发现局数越多，三种结果的比例就越接近三分之一。</p>
<p>老师告诉他，这就是概率里的“大数定律”。俊杰说，原来编程还能帮我们做实验。</p>`,
    cover: { from: '#F6B26B', to: '#C0762C', subject: 'python' },
  },
  {
    key: 'campus-winter-camp',
    category: 'campus',
    title: '寒假编程集训营开始报名啦',
    abstract: '1 月 20 日至 2 月 5 日，Scratch 与 Python 两个方向、四个班次，报满即止。',
    ...EDITOR,
    hoursAgo: 20,
    viewNumber: 402,
    content: `<p>寒假集训营开设 Scratch 游戏设计班、Scratch 动画创作班、Python 入门班和 Python 算法班，每班 12 人。</p>
<p>集训营结束时将举办作品发布会，欢迎家长来观看。报名请咨询班主任老师。</p>`,
    cover: { from: '#6FB1FC', to: '#2F6FD8', subject: 'campus' },
  },
  {
    key: 'campus-open-day',
    category: 'campus',
    title: '星河校区开放日回顾：两百位家长走进编程课堂',
    abstract: '体验课、作品展和亲子挑战赛，开放日的每个角落都充满了笑声。',
    ...EDITOR,
    hoursAgo: 140,
    viewNumber: 265,
    content: `<p>上周六，星河校区迎来了两百多位家长和小朋友。体验课上，小朋友们十分钟就让小猫跳起了舞。</p>
<p>走廊里的作品展展出了五十件学员作品，扫一扫二维码就能试玩。</p>`,
    cover: { from: '#F78CA0', to: '#C850C0', subject: 'campus' },
  },
  {
    key: 'campus-level-exam',
    category: 'campus',
    title: '秋季学期编程等级考试安排',
    abstract: 'Scratch 一至三级、Python 一二级考试安排公布，题库练习和模拟考试已开放。',
    ...EDITOR,
    hoursAgo: 260,
    viewNumber: 521,
    content: `<p>本学期等级考试将在学期末举行。考前请在“题库练习”中完成知识点强化，并至少参加两次模拟考试。</p>
<ul><li>Scratch 一级、二级、三级：上机考试 60 分钟；</li><li>Python 一级、二级：上机考试 90 分钟。</li></ul>`,
    cover: { from: '#FFC96B', to: '#F2711C', subject: 'campus' },
  },
];

export interface VideoNewsSeed {
  key: string;
  title: string;
  videoUrl: string;
  /** A frame of the video, captured by tools/campus/generate.ts. */
  cover: string;
  sortOrder: number;
}

export const videoNews: VideoNewsSeed[] = [
  {
    key: 'broadcast',
    title: '码芽小课堂｜广播：让角色对话起来',
    videoUrl: '/content/video-news/lesson-sc-broadcast.mp4',
    cover: '/content/video-news/lesson-sc-broadcast.jpg',
    sortOrder: 1,
  },
  {
    key: 'sprite',
    title: '码芽小课堂｜角色与造型',
    videoUrl: '/media/kp-sc-sprite.mp4',
    cover: '/content/video-news/kp-sc-sprite.jpg',
    sortOrder: 2,
  },
  {
    key: 'py-list',
    title: '码芽小课堂｜Python 列表：我的购物清单',
    videoUrl: '/content/video-news/lesson-py-list.mp4',
    cover: '/content/video-news/lesson-py-list.jpg',
    sortOrder: 3,
  },
  {
    key: 'py-loop',
    title: '码芽小课堂｜Python 循环',
    videoUrl: '/media/kp-py-loop.mp4',
    cover: '/content/video-news/kp-py-loop.jpg',
    sortOrder: 4,
  },
];

export interface AdSeed {
  key: string;
  category: 2 | 4;
  title: string;
  subtitle: string;
  adLink: string;
  sortOrder: number;
  art: { from: string; to: string };
}

export const adBannerPath = (key: string): string => `/content/ads/${key}.svg`;

/** Links stay inside the app and lead to pages every student who sees the ad may open. */
export const ads: AdSeed[] = [
  {
    key: 'strip-question-bank',
    category: 2,
    title: '等级考试题库上线',
    subtitle: '知识点强化 · 模拟考试 · 错题本',
    adLink: '/questionBank',
    sortOrder: 1,
    art: { from: '#FFB347', to: '#FF7A59' },
  },
  {
    key: 'strip-python',
    category: 2,
    title: '试试 Python 创作',
    subtitle: '写几行代码，让小海龟画出彩虹',
    adLink: '/peixun/showPython',
    sortOrder: 2,
    art: { from: '#56CCF2', to: '#2F80ED' },
  },
  {
    key: 'carousel-scratch',
    category: 4,
    title: '图形化创作，想到就能做到',
    subtitle: '打开 Scratch，拖一拖积木，做出你的第一个动画',
    adLink: '/peixun/showScratch',
    sortOrder: 1,
    art: { from: '#FFD26F', to: '#FF8C1A' },
  },
  {
    key: 'carousel-open-courses',
    category: 4,
    title: '公开课免费学',
    subtitle: '编程思维、游戏设计、海龟画图，随时开始',
    adLink: '/student/openCoursePage',
    sortOrder: 2,
    art: { from: '#A8E063', to: '#3DAA6E' },
  },
  {
    key: 'carousel-exam',
    category: 4,
    title: '等级考试冲刺',
    subtitle: '模拟考试限时练，错题本帮你查漏补缺',
    adLink: '/questionBank',
    sortOrder: 3,
    art: { from: '#B06AB3', to: '#4568DC' },
  },
];
