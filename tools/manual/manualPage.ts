/**
 * The student manual (学生使用手册) as one printable HTML page; generate.ts prints it to PDF.
 * Pictures come from public/ (course pictures, a lesson card), referenced by file URL at print time.
 */

export interface ManualSection {
  title: string;
  intro?: string;
  items: { title: string; text: string }[];
  /** A picture under public/ shown after the intro. */
  picture?: { url: string; caption: string };
}

export const manualSections: ManualSection[] = [
  {
    title: '登录与账号',
    intro:
      '码芽的账号由学校老师开通，也可以用手机号自己注册。所有账号都可以在电脑浏览器里使用，推荐 Chrome 或 Edge。',
    items: [
      { title: '账号登录', text: '在登录页输入账号和密码，点击“登录”或按回车键。登录成功后会自动进入首页。' },
      {
        title: '手机号注册',
        text: '点击“注册”，填写 11 位手机号并获取短信验证码（60 秒后可以重新获取），设置 6–12 位密码并再输入一次确认。',
      },
      {
        title: '完善个人信息',
        text: '第一次登录时需要填写姓名、性别、出生年月和学号，填好以后才能开始学习。这些信息只有你和老师能看到。',
      },
      {
        title: '切换学习卡',
        text: '在多个班级学习过的同学，可以在页面右上角“切换学习卡”，选择班级后即可查看那个班级的课程和作品。',
      },
      {
        title: '修改密码',
        text: '自己注册的账号可以在右上角头像菜单里修改密码；学校开通的账号请联系老师重置。',
      },
    ],
  },
  {
    title: '首页',
    intro: '首页把你最常用的内容放在一起：学习进度、课程、活动和同学们的新作品。',
    items: [
      {
        title: '成长树与能力雷达',
        text: '每学完一个单元，成长树上就会结出一个苹果，苹果越红说明掌握得越好。雷达图显示你在逻辑思维、创意表达等方面的能力（满分 5 分）。',
      },
      {
        title: '排行榜与我的成就',
        text: '排行榜按本月发布的作品数排名，前三名有奖牌。“我的成就”记录你的作品数和上榜次数。',
      },
      {
        title: '课程计划',
        text: '课程卡片显示每门课的“上次课”和“下次课”。点击可以查看这节课的教学任务、教学目标、知识卡片和微课视频，课前预习、课后复习都很方便。',
      },
      {
        title: '创意活动',
        text: '活动分为“进行中”和“已结束”。还没开始的活动会显示开始倒计时，进行中的活动显示剩余时间；截止后进入评审，评审结束就显示“已结束”。',
      },
      { title: '同学动态', text: '看看同班同学的新作品，可以点赞和收藏。点击同学的头像可以进入“我的同学”。' },
      {
        title: '体验学员',
        text: '体验学员的首页显示“我的课程”、视频资讯和最新资讯；升级为正式学员后，就能参加公开课、创意活动和同学互动。',
      },
    ],
    picture: {
      url: '/content/lessons/scratch-start-07.jpg',
      caption: '课程计划里的知识卡片：第 7 课 广播与对话',
    },
  },
  {
    title: '创作中心',
    items: [
      {
        title: '图形化创作（Scratch）',
        text: '点击首页的“图形化创作”打开 Scratch 编辑器：拖动积木拼成脚本，点击绿旗运行。作品会保存到“我的作品”。',
      },
      {
        title: 'Python 创作',
        text: '点击“Python 创作”打开代码编辑器，可以使用 input() 和海龟画图。程序停不下来时，点击“停止”按钮。',
      },
      { title: '发布作品', text: '写好作品名称和说明再发布。参加活动的作品，记得在发布时勾选对应的活动。' },
    ],
  },
  {
    title: '题库练习与考试',
    intro: '题库用于准备编程等级考试。使用前需要先用激活码激活对应的题库产品。',
    items: [
      {
        title: '激活产品',
        text: '点击右上角“激活”，输入 9 位激活码（字母不区分大小写）。每个激活码只能使用一次。',
      },
      {
        title: '题库练习与知识点强化',
        text: '选择题库或知识点，输入每种题型想练习的题数即可开始。做完最后一题点击“提交并查看结果”，可以看到正确率。',
      },
      {
        title: '模拟考试',
        text: '模拟考试有倒计时，答案会自动保存。网络断开或刷新页面都不会丢失已保存的答案，可以“继续考试”。时间到会自动交卷。',
      },
      {
        title: '错题本',
        text: '做错的题目会自动收进错题本，可以按知识点筛选、查看解析，连续做对三次就算掌握了。',
      },
    ],
  },
  {
    title: '消息与通知',
    items: [
      { title: '我的消息', text: '右上角的铃铛显示未读消息数，点击进入消息页查看老师和学校发来的消息。' },
      { title: '通知弹窗', text: '重要通知会在首页弹出，阅读后点击关闭即可，同一条通知关闭后不会再次弹出。' },
    ],
  },
  {
    title: '常见问题',
    items: [
      {
        title: '忘记密码怎么办？',
        text: '请联系班主任老师帮你重置密码，重置后记得及时修改成自己记得住的新密码。',
      },
      { title: '提示“激活码格式错误”？', text: '请检查是否是 9 位，是否把数字 0 写成了字母 O。' },
      { title: '视频播放不了？', text: '请刷新页面再试，或者换用最新版的 Chrome 浏览器。' },
      {
        title: '考试时电脑没电了？',
        text: '已经保存的答案不会丢失。重新登录后进入“我的考试”，点击“去考试”继续作答。',
      },
    ],
  },
];

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CSS = `
@page { size: A4; margin: 18mm 16mm 20mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; color: #2B2B2B; font-size: 11pt; line-height: 1.75; margin: 0; }
.cover { height: 250mm; display: flex; flex-direction: column; justify-content: center; align-items: flex-start; page-break-after: always; padding: 0 6mm; }
.cover .brand { font-size: 14pt; color: #FF8C1A; font-weight: 700; letter-spacing: 4px; }
.cover h1 { font-size: 40pt; margin: 8mm 0 4mm; color: #3D2A12; }
.cover .sub { font-size: 15pt; color: #6B5A45; }
.cover img { width: 150mm; border-radius: 6mm; margin-top: 14mm; }
.cover .edition { margin-top: 10mm; color: #8A7A66; font-size: 11pt; }
.toc { page-break-after: always; }
.toc h2, section h2 { font-size: 20pt; color: #FF8C1A; border-bottom: 2px solid #FFD7A8; padding-bottom: 2mm; margin: 0 0 5mm; }
.toc ol { font-size: 13pt; line-height: 2.2; }
section { margin-bottom: 10mm; }
section h2 { break-after: avoid; }
section .intro { color: #555; margin-bottom: 5mm; }
.item { margin: 0 0 4mm; padding: 3mm 4mm; background: #FFF8EE; border-left: 4px solid #FFB347; border-radius: 2mm; break-inside: avoid; }
.item h3 { margin: 0 0 1mm; font-size: 12.5pt; color: #3D2A12; }
.item p { margin: 0; }
figure { margin: 6mm 0; text-align: center; break-inside: avoid; }
figure img { width: 130mm; border-radius: 3mm; box-shadow: 0 1mm 3mm rgba(0,0,0,0.15); }
figcaption { color: #8A7A66; font-size: 10pt; margin-top: 2mm; }
`;

/** `fileUrlOf` turns a `/content/...` path into a URL the printing browser can load. */
export function manualHtml(fileUrlOf: (publicUrl: string) => string): string {
  const toc = manualSections.map((section) => `<li>${esc(section.title)}</li>`).join('');
  const sections = manualSections
    .map(
      (section, index) =>
        `<section><h2>${index + 1}. ${esc(section.title)}</h2>` +
        (section.intro ? `<p class="intro">${esc(section.intro)}</p>` : '') +
        section.items
          .map((item) => `<div class="item"><h3>${esc(item.title)}</h3><p>${esc(item.text)}</p></div>`)
          .join('') +
        (section.picture
          ? `<figure><img src="${fileUrlOf(section.picture.url)}" alt=""><figcaption>${esc(section.picture.caption)}</figcaption></figure>`
          : '') +
        '</section>',
    )
    .join('');
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>码芽学生使用手册</title><style>${CSS}</style></head><body>` +
    `<div class="cover"><div class="brand">码芽 CodeSprout · 少儿编程平台</div><h1>学生使用手册</h1>` +
    `<div class="sub">写给每一位小小创作者</div><img src="${fileUrlOf('/content/courses/scratch-start.svg')}" alt="">` +
    `<div class="edition">2026 年秋季学期版</div></div>` +
    `<div class="toc"><h2>目录</h2><ol>${toc}</ol></div>${sections}</body></html>`
  );
}
