import type { WorkTagName } from './catalogueTypes';

/** What schoolmates write under a work: friendly, short, in a child's words. */
export const anyWorkComments = [
  '太好玩了！',
  '好厉害呀，我也想做一个！',
  '可以教教我怎么做的吗？',
  '颜色搭配得真好看～',
  '点赞！期待你的下一个作品',
  '我玩了好几遍，停不下来',
  '创意满分！',
  '这个是怎么想出来的呀？',
  '你的角色画得好可爱',
  '收藏了，回家给妈妈看',
];

/** Comments that fit a kind of work, by its first tag. */
export const commentsByTag: Partial<Record<WorkTagName, string[]>> = {
  游戏: [
    '我得了 20 分！你能超过我吗？',
    '如果能加一个计时器就更好玩了',
    '有点难，我第三次才过关',
    '我最高分是 15 分，哈哈',
  ],
  动画: ['动得好流畅，像动画片一样', '看了好几遍，好舒服', '原来克隆体可以这样用！'],
  故事: ['故事好温暖，想看续集', '结尾好感人', '角色的对话好有意思'],
  音乐: ['这个音乐好好听', '我跟着一起唱了', '能再加一首歌吗？'],
  艺术: ['画得好漂亮，像真的一样', '这个图案好神奇', '我把数字改了一下，画出了不一样的花'],
  科学: ['学到了新知识！', '原来是这样的，好有意思', '老师上课讲过这个'],
  数学: ['我全答对了！', '用编程算数学好方便', '题目再难一点也可以哦'],
  节日: ['节日快乐！', '好有节日的气氛', '看完好想过节呀'],
};

/** Under a remix, the original's author sometimes answers. */
export const remixComments = ['你改编得真好，比我的还好玩！', '谢谢你改编我的作品，加油！'];
