/**
 * What the editor's library lists: Chinese names, and tags of two kinds. The first tag is one of
 * scratch-gui's own category ids (its filter buttons, shown in Chinese, match on them); the Chinese
 * tags are what a child types into the library's search box.
 */
import * as materials from '../materials/art';
import type { Drawing } from '../materials/art';
import { drumSound, noteSound, popSound, tuneSound } from '../materials/sounds';
import * as art from './art';
import type { Pose } from './art';
import * as sounds from './sounds';

export interface SoundEntry {
  name: string;
  tags: string[];
  make: () => Buffer;
}

export interface SpriteEntry {
  name: string;
  tags: string[];
  /** The costumes, in order; each also appears in the costume library as `<name>-<n>`. */
  costumes: Drawing[];
  /** The name of a sound of this catalogue the sprite carries. */
  sound: string;
}

export interface BackdropEntry {
  name: string;
  tags: string[];
  drawing: Drawing;
}

const posed = (draw: (pose: Pose) => Drawing) => [draw('a'), draw('b')];

export const sprites: SpriteEntry[] = [
  {
    name: '小猫',
    tags: ['animals', '动物', '猫'],
    costumes: [materials.cat(0), materials.cat(1)],
    sound: '喵',
  },
  { name: '小熊', tags: ['animals', '动物', '熊'], costumes: posed((p) => art.bear(p)), sound: '啵' },
  {
    name: '北极熊',
    tags: ['animals', '动物', '熊', '冬天'],
    costumes: posed((p) => art.bear(p, '#f5f5f5', '#e0e0e0')),
    sound: '啵',
  },
  { name: '兔子', tags: ['animals', '动物', '兔'], costumes: posed(art.rabbit), sound: '跳跃' },
  { name: '小狗', tags: ['animals', '动物', '狗'], costumes: posed(art.dog), sound: '啵' },
  {
    name: '蓝色小鸟',
    tags: ['animals', '动物', '鸟', '飞'],
    costumes: posed((p) => art.bird(p)),
    sound: '鸟叫',
  },
  {
    name: '红色小鸟',
    tags: ['animals', '动物', '鸟', '飞'],
    costumes: posed((p) => art.bird(p, '#ef5350')),
    sound: '鸟叫',
  },
  { name: '青蛙', tags: ['animals', '动物', '跳'], costumes: posed(art.frog), sound: '跳跃' },
  { name: '企鹅', tags: ['animals', '动物', '冬天'], costumes: posed(art.penguin), sound: '啵' },
  { name: '螃蟹', tags: ['animals', '动物', '海洋'], costumes: posed(art.crab), sound: '泡泡' },
  { name: '蝴蝶', tags: ['animals', '动物', '飞', '昆虫'], costumes: posed(art.butterfly), sound: '嗖' },
  { name: '蜜蜂', tags: ['animals', '动物', '飞', '昆虫'], costumes: posed(art.bee), sound: '嗖' },
  { name: '章鱼', tags: ['animals', '动物', '海洋'], costumes: posed(art.octopus), sound: '泡泡' },
  { name: '蜗牛', tags: ['animals', '动物', '慢'], costumes: posed(art.snail), sound: '啵' },
  { name: '猫头鹰', tags: ['animals', '动物', '鸟', '夜晚'], costumes: posed(art.owl), sound: '鸟叫' },
  { name: '小鱼', tags: ['animals', '动物', '海洋', '鱼'], costumes: [materials.fish], sound: '泡泡' },
  {
    name: '小女孩',
    tags: ['people', '人物', '女孩'],
    costumes: posed((p) => art.kid(p, '#ec407a', '#5d4037', true)),
    sound: '欢呼曲',
  },
  {
    name: '小男孩',
    tags: ['people', '人物', '男孩'],
    costumes: posed((p) => art.kid(p, '#42a5f5', '#3e2723', false)),
    sound: '欢呼曲',
  },
  {
    name: '运动员',
    tags: ['people', 'sports', '人物', '运动'],
    costumes: posed((p) => art.kid(p, '#43a047', '#212121', false)),
    sound: '哨声',
  },
  {
    name: '舞者',
    tags: ['people', 'dance', '人物', '跳舞'],
    costumes: posed((p) => art.kid(p, '#ab47bc', '#ffb300', true)),
    sound: '鼓点循环',
  },
  { name: '机器人', tags: ['fantasy', '奇幻', '机器人'], costumes: posed(art.robot), sound: '激光' },
  { name: '小幽灵', tags: ['fantasy', '奇幻', '幽灵'], costumes: posed(art.ghost), sound: '太空摇摆' },
  {
    name: '绿色小怪兽',
    tags: ['fantasy', '奇幻', '怪兽'],
    costumes: posed((p) => art.monster(p, '#9ccc65')),
    sound: '弹簧',
  },
  {
    name: '紫色小怪兽',
    tags: ['fantasy', '奇幻', '怪兽'],
    costumes: posed((p) => art.monster(p, '#ba68c8')),
    sound: '弹簧',
  },
  { name: '小龙', tags: ['fantasy', 'animals', '奇幻', '龙'], costumes: posed(art.dragon), sound: '嗖' },
  {
    name: '魔法帽',
    tags: ['fantasy', 'fashion', '奇幻', '魔法', '帽子'],
    costumes: posed(art.wizardHat),
    sound: '铃铛',
  },
  { name: '火箭', tags: ['fantasy', '太空', '火箭'], costumes: posed(art.rocket), sound: '激光' },
  { name: '星星', tags: ['fantasy', '星星', '夜晚'], costumes: posed(art.starSprite), sound: '铃铛' },
  { name: '爱心', tags: ['fantasy', '爱心'], costumes: posed(art.heart), sound: '啵' },
  {
    name: '宝石',
    tags: ['fantasy', '宝石', '游戏'],
    costumes: posed((p) => art.gem(p, '#26c6da')),
    sound: '金币',
  },
  { name: '皇冠', tags: ['fantasy', 'fashion', '皇冠', '游戏'], costumes: posed(art.crown), sound: '铃铛' },
  { name: '钥匙', tags: ['fantasy', '钥匙', '游戏'], costumes: posed(art.key), sound: '金币' },
  { name: '足球', tags: ['sports', '运动', '球'], costumes: posed(art.soccerBall), sound: '咔嗒' },
  { name: '篮球', tags: ['sports', '运动', '球'], costumes: posed(art.basketball), sound: '弹簧' },
  {
    name: '彩色皮球',
    tags: ['sports', '运动', '球'],
    costumes: posed((p) => art.ball(p, '#ffca28', '#e53935')),
    sound: '弹簧',
  },
  { name: '小鼓', tags: ['music', '音乐', '鼓'], costumes: posed(art.drum), sound: '大鼓' },
  { name: '吉他', tags: ['music', '音乐', '吉他'], costumes: posed(art.guitar), sound: '低音循环' },
  {
    name: '音符',
    tags: ['music', '音乐', '音符'],
    costumes: posed((p) => art.musicNote(p, '#7e57c2')),
    sound: '钢琴 do',
  },
  { name: '生日蛋糕', tags: ['food', '食物', '蛋糕', '生日'], costumes: posed(art.cake), sound: '欢呼曲' },
  { name: '冰淇淋', tags: ['food', '食物', '甜点'], costumes: posed(art.iceCream), sound: '啵' },
  { name: '苹果', tags: ['food', '食物', '水果'], costumes: [materials.apple], sound: '啵' },
  { name: '香蕉', tags: ['food', '食物', '水果'], costumes: posed(art.banana), sound: '啵' },
  { name: '胡萝卜', tags: ['food', '食物', '蔬菜'], costumes: posed(art.carrot), sound: '咔嗒' },
  { name: '西瓜', tags: ['food', '食物', '水果', '夏天'], costumes: posed(art.watermelon), sound: '啵' },
  {
    name: 'T恤',
    tags: ['fashion', '时尚', '衣服'],
    costumes: posed((p) => art.tShirt(p, '#ef5350')),
    sound: '嗖',
  },
  {
    name: '棒球帽',
    tags: ['fashion', '时尚', '帽子'],
    costumes: posed((p) => art.cap(p, '#1e88e5')),
    sound: '嗖',
  },
  {
    name: '小汽车',
    tags: ['things', '交通', '汽车'],
    costumes: posed((p) => art.car(p, '#e53935')),
    sound: '警笛',
  },
  {
    name: '黄色汽车',
    tags: ['things', '交通', '汽车'],
    costumes: posed((p) => art.car(p, '#fdd835')),
    sound: '警笛',
  },
  { name: '大树', tags: ['things', '植物', '树'], costumes: posed(art.tree), sound: '嗖' },
  {
    name: '红花',
    tags: ['things', '植物', '花'],
    costumes: posed((p) => art.flower(p, '#ef5350')),
    sound: '铃铛',
  },
  { name: '太阳', tags: ['things', '天气', '太阳'], costumes: posed(art.sun), sound: '欢呼曲' },
  { name: '月亮', tags: ['things', '夜晚', '月亮'], costumes: posed(art.moon), sound: '太空摇摆' },
  { name: '云朵', tags: ['things', '天气', '云', '下雨'], costumes: posed(art.cloud), sound: '下雨' },
  { name: '小房子', tags: ['things', '房子'], costumes: posed(art.house), sound: '咔嗒' },
  { name: '气球', tags: ['things', '气球', '飞'], costumes: [materials.balloon], sound: '啵' },
  { name: '箭头', tags: ['things', '箭头', '方向'], costumes: posed(art.arrow), sound: '咔嗒' },
  { name: '开始按钮', tags: ['things', '按钮', '游戏'], costumes: posed(art.button), sound: '咔嗒' },
  { name: '铅笔', tags: ['things', '画笔', '铅笔'], costumes: [materials.pencil], sound: '咔嗒' },
  { name: '小旗', tags: ['things', '旗子', '终点', '游戏'], costumes: [materials.flag], sound: '胜利' },
];

export const backdrops: BackdropEntry[] = [
  { name: '公园', tags: ['outdoors', '户外', '草地'], drawing: materials.park },
  { name: '教室', tags: ['indoors', '室内', '学校'], drawing: materials.classroom },
  { name: '卧室', tags: ['indoors', '室内', '房间'], drawing: art.bedroom },
  { name: '海边', tags: ['outdoors', 'underwater', '户外', '海洋'], drawing: materials.sea },
  { name: '海底世界', tags: ['underwater', '水下', '海洋'], drawing: art.underwater },
  { name: '春天', tags: ['outdoors', '户外', '四季', '春天'], drawing: materials.spring },
  { name: '夏天', tags: ['outdoors', '户外', '四季', '夏天'], drawing: materials.summer },
  { name: '秋天', tags: ['outdoors', '户外', '四季', '秋天'], drawing: materials.autumn },
  { name: '冬天', tags: ['outdoors', '户外', '四季', '冬天', '雪'], drawing: materials.winter },
  { name: '雪山', tags: ['outdoors', '户外', '冬天', '山'], drawing: art.snowMountain },
  { name: '森林', tags: ['outdoors', '户外', '树林'], drawing: art.forest },
  { name: '果园', tags: ['outdoors', '户外', '水果'], drawing: materials.orchard },
  { name: '沙漠', tags: ['outdoors', '户外', '沙漠'], drawing: art.desert },
  { name: '城市', tags: ['outdoors', '户外', '城市', '马路'], drawing: art.city },
  { name: '夜晚小镇', tags: ['outdoors', '户外', '夜晚'], drawing: materials.night },
  { name: '太空', tags: ['space', '太空', '星球'], drawing: art.space },
  { name: '城堡', tags: ['fantasy', '奇幻', '城堡'], drawing: art.castle },
  { name: '彩虹', tags: ['fantasy', 'outdoors', '奇幻', '彩虹'], drawing: art.rainbow },
  { name: '舞台', tags: ['music', 'indoors', '音乐', '舞台', '表演'], drawing: art.theatre },
  { name: '足球场', tags: ['sports', 'outdoors', '运动', '足球'], drawing: art.soccerField },
  { name: '迷宫', tags: ['patterns', '游戏', '迷宫'], drawing: materials.maze },
  { name: '胜利', tags: ['patterns', '游戏', '胜利'], drawing: materials.victory },
  { name: '坐标格', tags: ['patterns', '坐标', '数学', '网格'], drawing: art.xyGrid },
  { name: '方格纸', tags: ['patterns', '画画', '网格'], drawing: materials.paper },
  { name: '彩色圆点', tags: ['patterns', '图案', '圆点'], drawing: art.polkaDots },
  { name: '彩色条纹', tags: ['patterns', '图案', '条纹'], drawing: art.stripes },
];

const NOTES: Array<[string, number]> = [
  ['do', 261.63],
  ['re', 293.66],
  ['mi', 329.63],
  ['fa', 349.23],
  ['sol', 392.0],
  ['la', 440.0],
  ['si', 493.88],
  ['高音 do', 523.25],
];

export const soundEntries: SoundEntry[] = [
  { name: '啵', tags: ['effects', '效果', '按钮'], make: popSound },
  { name: '咔嗒', tags: ['effects', '效果', '按钮'], make: sounds.click },
  { name: '激光', tags: ['effects', 'space', '效果', '太空', '游戏'], make: sounds.laser },
  { name: '跳跃', tags: ['effects', '效果', '游戏'], make: sounds.jump },
  { name: '掉落', tags: ['effects', '效果', '游戏'], make: sounds.fall },
  { name: '弹簧', tags: ['effects', 'wacky', '效果', '古怪'], make: sounds.boing },
  { name: '金币', tags: ['effects', '效果', '游戏', '得分'], make: sounds.coin },
  { name: '胜利', tags: ['effects', 'notes', '效果', '游戏'], make: tuneSound },
  { name: '失败', tags: ['effects', 'wacky', '效果', '游戏'], make: sounds.lose },
  { name: '铃铛', tags: ['effects', 'notes', '效果', '铃'], make: sounds.bell },
  { name: '警笛', tags: ['effects', '效果', '汽车'], make: sounds.siren },
  { name: '泡泡', tags: ['effects', 'underwater', '效果', '水'], make: sounds.bubble },
  { name: '嗖', tags: ['effects', '效果', '风'], make: sounds.whoosh },
  { name: '下雨', tags: ['effects', '效果', '天气'], make: sounds.rain },
  { name: '太空摇摆', tags: ['space', 'wacky', '太空', '古怪'], make: sounds.wobble },
  { name: '鸟叫', tags: ['animals', '动物', '鸟'], make: sounds.birdChirp },
  { name: '喵', tags: ['animals', '动物', '猫'], make: sounds.meow },
  { name: '嘎嘎', tags: ['animals', 'wacky', '动物', '鸭子'], make: sounds.duck },
  { name: '蟋蟀', tags: ['animals', '动物', '昆虫', '夜晚'], make: sounds.cricket },
  { name: '大鼓', tags: ['percussion', '打击乐', '鼓'], make: sounds.kick },
  { name: '小军鼓', tags: ['percussion', '打击乐', '鼓'], make: sounds.snare },
  { name: '踩镲', tags: ['percussion', '打击乐', '鼓'], make: sounds.hiHat },
  { name: '拍手', tags: ['percussion', 'voice', '打击乐', '拍手'], make: sounds.clap },
  { name: '手鼓', tags: ['percussion', '打击乐', '鼓'], make: drumSound },
  { name: '哨声', tags: ['sports', 'effects', '运动', '哨子'], make: () => noteSound(1568, 0.6) },
  { name: '鼓点循环', tags: ['loops', 'percussion', '可循环', '鼓'], make: sounds.drumLoop },
  { name: '低音循环', tags: ['loops', 'notes', '可循环', '音乐'], make: sounds.bassLoop },
  { name: '欢呼曲', tags: ['loops', 'notes', '可循环', '音乐'], make: sounds.fanfare },
  ...NOTES.map(([name, frequency]) => ({
    name: `钢琴 ${name}`,
    tags: ['notes', '音符', '钢琴', '音乐'],
    make: () => noteSound(frequency),
  })),
];
