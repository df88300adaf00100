import { OPUS_TYPE } from '../../../core/workTypes';
import type { OpusType } from '../../../core/workTypes';
import { createCenterRouteTitles } from './routeTitles';

/** Texts of the creation centre. */
export const createCenterMessages = {
  pageTitle: createCenterRouteTitles.pageTitle,
  greeting: '今天想创作点什么？从一张白纸开始，或者挑一个主题模板吧！',
  kindNames: { [OPUS_TYPE.scratch]: 'Scratch', [OPUS_TYPE.python]: 'Python' } satisfies Record<
    OpusType,
    string
  >,

  points: '我的积分',
  pointsValue: (balance: number) => `${balance} 积分`,
  /** The balance before it arrives, or when it cannot be loaded. */
  pointsUnknown: '—',
  cloudFiles: '云文件',
  cloudFilesHint: '我的素材和文件',

  start: {
    label: '新建作品',
    scratch: '新建 Scratch 作品',
    scratchHint: '拖一拖积木，做动画、编游戏',
    python: '新建 Python 作品',
    pythonHint: '写几行代码，让海龟画出你的想法',
    newTab: '（在新标签页打开）',
  },

  templates: {
    title: '主题模板',
    allTypes: '全部',
    kindFilter: '模板类型',
    empty: '这里还没有模板，换个分类看看吧',
    loadFailed: '主题模板加载失败',
    free: '免费',
    price: (price: number) => `${price} 积分`,
    unlocked: '已解锁',
    unlock: '解锁',
    use: '使用模板',
    useFailed: '模板打开失败，请稍后再试',
    coverOf: (name: string) => `模板“${name}”的封面`,
  },

  unlockDialog: {
    title: (name: string) => `解锁模板“${name}”`,
    price: '需要积分',
    balance: '我的积分',
    after: '解锁后剩余',
    note: '解锁后可以一直使用这个模板，不会重复扣积分。',
    ok: '确定解锁',
    cancel: '再想想',
    done: (name: string) => `模板“${name}”解锁成功，快去使用吧！`,
    notEnoughTitle: '积分还不够哦',
    notEnough: '多做练习、参加模拟考试就能赚到积分，攒够了再来解锁吧！',
    failed: '解锁失败，请稍后再试',
  },

  works: {
    title: '我的作品与草稿',
    kindFilter: '作品类型',
    myOpus: '我的作品',
    empty: '还没有作品，点上面的按钮开始你的第一个创作吧！',
    loadFailed: '作品加载失败',
    savedAt: (when: string) => `${when}保存`,
    edit: '编辑',
    editLabel: (name: string) => `编辑“${name}”（在新标签页打开）`,
    delete: '删除',
    deleteLabel: (name: string) => `删除“${name}”`,
    deleteConfirm: (name: string) => `确定删除作品“${name}”吗？`,
    deleteHint: '30 天内可以在“我的作品”的回收站恢复。',
    deleteOk: '删除',
    deleteCancel: '取消',
    deleted: '作品已删除',
    deleteFailed: '删除失败，请稍后再试',
    coverOf: (name: string) => `作品“${name}”的封面`,
  },
} as const;
