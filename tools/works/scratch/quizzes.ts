/**
 * Quizzes the children made: questions asked with “询问并等待”, answers checked, points counted.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, pop, stageVar } from './common';
import type { WorkProject } from './common';

const quizScore = stageVar('得分', 0);
/** A question asked by the sprite; a right answer scores one. */
function question(text: string, right: string): b.Block[] {
  return [
    b.askAndWait(text),
    b.ifElse(
      b.equals(b.r(b.answer()), b.text(right)),
      [b.changeVariable(...quizScore, 1), b.playSound('Pop'), b.sayFor('答对了！', 1)],
      [b.sayForR(b.r(b.join(b.text('再想想，答案是 '), b.text(right))), 2)],
    ),
  ];
}

const mathQuiz: WorkProject = {
  backdrops: [costume('黑板', backdrops.blackboard)],
  variables: ['得分'],
  sprites: [
    {
      name: '老师',
      costumes: [costume('老师', sprites.teacher)],
      sounds: [pop],
      x: -150,
      y: -90,
      scripts: b.blocksOf('teacher', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...quizScore, 0),
            b.sayFor('欢迎来到数学小测验！一共三道题。', 2),
            ...question('8 + 5 = ?', '13'),
            ...question('20 - 7 = ?', '13'),
            ...question('6 × 7 = ?', '42'),
            b.sayR(
              b.r(
                b.join(
                  b.text('测验结束！你得了 '),
                  b.r(b.join(b.r(b.variable(...quizScore)), b.text(' 分'))),
                ),
              ),
            ),
          ],
        },
        {
          x: 480,
          y: 40,
          blocks: [b.whenFlag(), b.forever(b.changeY(b.n(4)), b.wait(0.5), b.changeY(b.n(-4)), b.wait(0.5))],
        },
      ]),
    },
  ],
};

const first = stageVar('加数一', 1);
const second = stageVar('加数二', 2);
const mentalMath: WorkProject = {
  backdrops: [costume('教室', art.classroom)],
  variables: ['得分', '加数一', '加数二'],
  sprites: [
    {
      name: '小猫',
      costumes: catCostumes,
      sounds: [pop],
      x: -150,
      y: -80,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...quizScore, 0),
            b.sayFor('口算大挑战：五道加法题，看你能答对几道！', 2),
            b.repeat(
              5,
              b.setTo(...first, b.r(b.random(1, 50))),
              b.setTo(...second, b.r(b.random(1, 50))),
              b.askR(
                b.r(
                  b.join(
                    b.r(b.variable(...first)),
                    b.r(b.join(b.text(' + '), b.r(b.join(b.r(b.variable(...second)), b.text(' = ?'))))),
                  ),
                ),
              ),
              b.ifElse(
                b.equals(b.r(b.answer()), b.r(b.add(b.r(b.variable(...first)), b.r(b.variable(...second))))),
                [b.changeVariable(...quizScore, 1), b.playSound('Pop'), b.sayFor('真棒！', 1)],
                [
                  b.sayForR(
                    b.r(
                      b.join(
                        b.text('正确答案是 '),
                        b.r(b.add(b.r(b.variable(...first)), b.r(b.variable(...second)))),
                      ),
                    ),
                    2,
                  ),
                ],
              ),
            ),
            b.sayR(
              b.r(
                b.join(
                  b.text('挑战结束，答对 '),
                  b.r(b.join(b.r(b.variable(...quizScore)), b.text(' 道题！'))),
                ),
              ),
            ),
          ],
        },
        { x: 480, y: 40, blocks: [b.whenFlag(), b.forever(b.nextCostume(), b.wait(0.5))] },
      ]),
    },
  ],
};

export const quizzes: Record<string, WorkProject> = {
  数学小测验: mathQuiz,
  口算大挑战: mentalMath,
};
