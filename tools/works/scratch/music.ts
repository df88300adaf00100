/**
 * Music the children made: melodies note by note, a drum that keeps the beat, notes floating up.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, drumHit, notes, pop, scaleNames, stageVar } from './common';
import type { WorkProject } from './common';

/** A melody in numbered notation (1 = do … 8 = high do, 0 = a rest), played note by note. */
function melody(numbers: number[]): b.Block[] {
  return numbers.map((note) =>
    note === 0 ? b.wait(0.3) : b.playSoundUntilDone(scaleNames[note - 1] ?? 'do'),
  );
}

/** 《两只老虎》, first two lines. */
const TWO_TIGERS = [1, 2, 3, 1, 1, 2, 3, 1, 3, 4, 5, 0, 3, 4, 5, 0];
/** 《欢乐颂》, first line. */
const ODE_TO_JOY = [3, 3, 4, 5, 5, 4, 3, 2, 1, 1, 2, 3, 3, 2, 2, 0];

const floatingNote = (colour: string) => ({
  name: '音符',
  costumes: [costume('音符', sprites.note(colour))],
  x: 0,
  y: 0,
  scripts: b.blocksOf('note', [
    { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.5))] },
    {
      x: 40,
      y: 200,
      blocks: [
        b.whenCloned(),
        b.goTo(b.r(b.random(-200, 200)), b.n(-60)),
        b.setEffect('COLOR', b.r(b.random(0, 199))),
        b.show(),
        b.repeat(40, b.changeY(b.n(4)), b.changeEffect('GHOST', 2.5)),
        b.deleteClone(),
      ],
    },
  ]),
});

const forestConcert: WorkProject = {
  backdrops: [costume('森林', art.park)],
  sprites: [
    {
      name: '小鼓',
      costumes: [costume('小鼓', sprites.drum)],
      sounds: [drumHit],
      x: 150,
      y: -110,
      size: 80,
      scripts: b.blocksOf('drum', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(b.playSound('鼓'), b.changeSize(10), b.wait(0.3), b.changeSize(-10), b.wait(0.3)),
          ],
        },
      ]),
    },
    {
      name: '小猫',
      costumes: catCostumes,
      sounds: notes,
      x: -130,
      y: -80,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.sayFor('森林音乐会开始啦！', 1.5), b.forever(...melody(ODE_TO_JOY))],
        },
        { x: 420, y: 40, blocks: [b.whenFlag(), b.forever(b.nextCostume(), b.wait(0.3))] },
      ]),
    },
    floatingNote('#6a1b9a'),
  ],
};

const pianist: WorkProject = {
  backdrops: [costume('音乐厅', backdrops.concertHall)],
  sprites: [
    {
      name: '小猫',
      costumes: catCostumes,
      sounds: notes,
      x: 0,
      y: -90,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('请听《两只老虎》！', 1.5),
            ...melody(TWO_TIGERS),
            b.say('按数字键 1～8 也来弹一弹吧！'),
          ],
        },
        ...scaleNames.map((name, index) => ({
          x: 480,
          y: 40 + index * 110,
          blocks: [b.whenKey(String(index + 1)), b.playSound(name), b.nextCostume()],
        })),
      ]),
    },
    floatingNote('#ffca28'),
  ],
};

const beats = stageVar('节拍分', 0);
const rhythmMaster: WorkProject = {
  backdrops: [costume('音乐厅', backdrops.concertHall)],
  variables: ['节拍分'],
  sprites: [
    {
      name: '小鼓',
      costumes: [costume('小鼓', sprites.drum)],
      sounds: [drumHit, pop],
      x: 0,
      y: -120,
      scripts: b.blocksOf('drum', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.setVariable(...beats, 0), b.sayFor('音符落到鼓上时按空格键！', 2)],
        },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenKey('space'),
            b.playSound('鼓'),
            b.changeSize(15),
            b.ifThen(b.touching('音符'), b.changeVariable(...beats, 1), b.playSound('Pop')),
            b.wait(0.1),
            b.changeSize(-15),
          ],
        },
      ]),
    },
    {
      name: '音符',
      costumes: [costume('音符', sprites.note('#e91e63'))],
      x: 0,
      y: 180,
      scripts: b.blocksOf('note', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.75))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(b.n(0), b.n(180)),
            b.show(),
            b.repeatUntil(b.lessThan(b.yPosition(), -170), b.changeY(b.n(-6))),
            b.deleteClone(),
          ],
        },
      ]),
    },
  ],
};

export const music: Record<string, WorkProject> = {
  森林音乐会: forestConcert,
  小小钢琴家: pianist,
  节奏大师: rhythmMaster,
};
