import { homeRouteTitles } from './routeTitles';

/** Texts of the student home dashboard. */
export const homeMessages = {
  routeTitle: homeRouteTitles.routeTitle,
  greeting: (name: string) => `你好，${name}！`,
  subtitle: '欢迎回到码芽，今天也来创造点有趣的东西吧！',
  medalsTitle: '我的勋章',
  noMedals: '还没有勋章，继续加油就能拿到哦！',
  organization: '学校',
  campus: '校区',
  className: '班级',
  loadFailed: '加载失败',
  retry: '重新加载',
  more: '更多',
  moreLabel: (what: string) => `查看更多${what}`,

  entries: {
    label: '开始创作',
    scratch: '图形化创作',
    scratchHint: '拖一拖积木，让角色动起来',
    python: 'Python 创作',
    pythonHint: '写几行代码，画出你的想法',
  },

  manual: {
    title: '学习手册',
    download: '下载手册',
    downloadLabel: (fileName: string) => `下载手册：${fileName}`,
    size: (mb: string) => `PDF · ${mb} MB`,
    missing: '手册暂时无法下载',
  },

  growth: {
    title: '我的成长树',
    classPicker: '选择班级',
    nodes: '课程单元',
    help: '成长树说明',
    helpText: '每学完一个课程单元，树上就会结出一个苹果。苹果越红，说明你掌握得越好！',
    helpStages: ['青苹果', '黄苹果', '半红苹果', '红苹果', '闪亮苹果'],
    views: '显示方式',
    treeView: '成长树',
    listView: '列表',
    nodeLabel: (name: string, stage: string) => `${name}：${stage}`,
    notReached: '还没开始',
    empty: '还没有加入班级，成长树会在上课后长出来哦',
    emptyNodes: '这个班级还没有课程单元',
    radar: '能力雷达',
    radarLabel: (className: string) => `${className}的能力雷达图`,
    abilities: '能力说明',
    abilityModalTitle: '能力维度说明',
    score: (value: number) => `${value.toFixed(1)} / 5`,
    radarLoading: '雷达图加载中',
    valueName: '得分',
  },

  ranking: {
    title: '本月作品排行榜',
    empty: '本月还没有同学发布作品，快来当第一名吧！',
    rank: (n: number) => `第${n}名`,
    works: (count: string) => `${count} 个作品`,
    up: '排名上升',
    down: '排名下降',
  },

  ads: {
    carousel: '精选推荐',
    strip: '活动推荐',
    empty: '暂无推荐',
  },

  achievements: {
    title: '我的成就',
    works: '作品数',
    worksLink: (count: string) => `${count} 个作品，查看我的作品`,
    onRanking: '上榜次数',
    beat: '超过同学',
    beatValue: (percent: number) => `${percent}%`,
  },

  coursePlans: {
    title: '课程安排',
    previous: '上一课',
    next: '下一课',
    none: '暂无',
    empty: '还没有课程安排',
    // Starts with what the button shows (上一课, the lesson), so speech control can name it.
    openLabel: (kind: string, course: string, lesson: string) => `${kind} ${lesson}（${course}）`,
    prevSlide: '上一组课程',
    nextSlide: '下一组课程',
    modalTitle: '课程详情',
    lessonOf: (course: string, lessonNo: number, time: string) => `${course} · 第${lessonNo}课 · ${time}`,
    teachingTask: '教学任务',
    teachingGoal: '教学目标',
    materials: '课程资料',
    noMaterials: '这节课没有资料',
    loadFailed: '课程详情加载失败',
    videoLoading: '视频加载中…',
    videoNotOpen: '开课后就能观看这段视频',
  },

  openCourses: {
    title: '公开课',
    what: '公开课',
    empty: '暂无公开课',
  },

  myCourses: {
    title: '我的课程',
    what: '我的课程',
    empty: '还没有课程，快去体验一节吧！',
  },

  activities: {
    title: '创意活动',
    what: '创意活动',
    filters: '活动筛选',
    all: '全部',
    running: '进行中',
    ended: '已结束',
    empty: '暂无活动',
  },

  classmates: {
    title: '同学动态',
    what: '同学动态',
    empty: '同学们还没有发布新作品',
  },

  myNews: {
    title: '我的消息',
    count: (n: number) => `${n} 条`,
    empty: '暂时没有消息',
    open: '查看',
    link: '前往',
  },

  newsModal: {
    close: '知道了',
    loadFailed: '内容加载失败',
  },

  videoNews: {
    title: '视频资讯',
    play: (title: string) => `播放视频：${title}`,
    empty: '暂无视频',
  },

  latestNews: {
    title: '最新资讯',
    newStar: '编程新星',
    campus: '校园动态',
    views: (count: string) => `${count} 次浏览`,
    empty: '暂无资讯',
    openPrefix: '阅读：',
  },
} as const;
