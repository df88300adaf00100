/**
 * Short narrated lesson clips (server/db/seed/study/media/*.mp4), in the slide format of the
 * knowledge-point videos (../media/videos.ts) and rendered by the same generator. Each is under
 * half a minute: a lesson material and, for two of them, a video news item (a public copy).
 */
import type { Video } from '../../server/db/seed/content/slides';

export const lessonClips: Video[] = [
  {
    file: 'lesson-sc-broadcast.mp4',
    knowledgePoint: 'sc-broadcast',
    subject: 'scratch',
    title: '广播与对话',
    slides: [
      {
        heading: '广播与对话',
        cover: { subtitle: '让角色一问一答讲故事' },
        figure: { type: 'cat', costume: 1, bubble: '小狗，比赛吧！', bubbleAt: 0 },
        steps: [{ say: '这节课，我们用广播，让小猫和小狗对话。' }],
      },
      {
        heading: '广播：发出一条消息',
        blocks: [
          { text: '说 [小狗，我们来比赛跑步吧！] (2) 秒', cat: 'looks' },
          { text: '广播 [该你说了]', cat: 'events', at: 1 },
        ],
        points: [{ text: '小猫先说完自己的话' }, { text: '再向所有角色发出消息', at: 1 }],
        steps: [{ say: '小猫先说完自己的台词。' }, { say: '然后广播一条消息：该你说了。所有角色都能收到。' }],
      },
      {
        heading: '当接收到：收到就开始',
        blocks: [
          { text: '当接收到 [该你说了]', cat: 'events', hat: true },
          { text: '说 [好呀，谁怕谁！] (2) 秒', cat: 'looks' },
        ],
        tip: { text: '用消息安排先后，不用数秒数', at: 1 },
        steps: [
          { say: '小狗用当接收到积木，一收到消息，就开始说话。' },
          { say: '用消息安排谁先说、谁后说，比数秒数准确多了。' },
        ],
      },
    ],
  },
  {
    file: 'lesson-sc-variable.mp4',
    knowledgePoint: 'sc-variable',
    subject: 'scratch',
    title: '变量：做一个计分器',
    slides: [
      {
        heading: '变量：计分器',
        cover: { subtitle: '一个有名字的盒子' },
        figure: { type: 'varBox', name: '得分', value: '0' },
        steps: [{ say: '这节课，我们用变量做一个计分器。' }],
      },
      {
        heading: '开始时设为 0',
        blocks: [
          { text: '当 绿旗 被点击', cat: 'events', hat: true },
          { text: '将 [得分] 设为 (0)', cat: 'variables' },
        ],
        figure: { type: 'varBox', name: '得分', value: '0' },
        steps: [{ say: '变量像一个有名字的盒子。游戏开始时，先把得分设为0。' }],
      },
      {
        heading: '每得一分，增加 1',
        blocks: [
          { text: '当角色被点击', cat: 'events', hat: true },
          { text: '将 [得分] 增加 (1)', cat: 'variables' },
        ],
        figure: { type: 'varBox', name: '得分', value: '1', at: 1 },
        tip: { text: '勾选变量，舞台上就能看到得分', at: 1 },
        steps: [
          { say: '每点击一次星星，得分就增加1。' },
          { say: '勾选变量前面的方框，舞台上就会显示得分。' },
        ],
      },
    ],
  },
  {
    file: 'lesson-py-list.mp4',
    knowledgePoint: 'py-list',
    subject: 'python',
    title: '列表：我的购物清单',
    slides: [
      {
        heading: '列表',
        cover: { subtitle: '把很多东西放进一个清单' },
        figure: { type: 'varBox', name: 'shopping', value: '[ ]' },
        steps: [{ say: '这节课，我们用列表写一张购物清单。' }],
      },
      {
        heading: '创建列表，append() 添加',
        code: [
          {
            code: 'shopping = ["苹果", "牛奶"]\nshopping.append("面包")\nprint(shopping)',
            output: ["['苹果', '牛奶', '面包']"],
            outputAt: 1,
          },
        ],
        steps: [
          { say: '列表用方括号，里面的东西用逗号隔开。' },
          { say: '用 {append} 可以把新东西加到列表的末尾。' },
        ],
      },
      {
        heading: 'for 逐个取出',
        code: [
          {
            code: 'for item in shopping:\n    print("买", item)\nprint(len(shopping))',
            output: ['买 苹果', '买 牛奶', '买 面包', '3'],
            outputAt: 0,
            typeOut: true,
          },
        ],
        steps: [
          { say: '用 {for} 循环，可以把列表里的东西一个一个取出来。', anim: { frames: 4, frameSec: 0.6 } },
          { say: '{len} 告诉我们，一共要买几样东西。' },
        ],
      },
    ],
  },
];
