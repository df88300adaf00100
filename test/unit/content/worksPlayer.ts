/**
 * Plays the demo school's works the way a child would, outside Jest (worksContent.test.ts starts
 * it: `node --import tsx test/unit/content/worksPlayer.ts scratch|python`). Prints one line,
 * `RESULT_PREFIX` + a JSON list of problems, empty when every work does its job.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workTitles } from '../../../server/db/seed/works/catalogue';

export const RESULT_PREFIX = 'WORKS-PLAYER-RESULT ';

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');
const fileOf = (url: string) => path.join(PUBLIC_DIR, url);

interface Target {
  getName(): string;
  x: number;
  y: number;
  direction: number;
  currentCostume: number;
  size: number;
  visible: boolean;
  effects: Record<string, number>;
  blocks: { _blocks: Record<string, { opcode: string; next: string | null }> };
}

/** What a player sees of a target: where it is and how it looks. */
function stateOf(target: Target): string {
  return JSON.stringify([
    target.getName(),
    Math.round(target.x),
    Math.round(target.y),
    Math.round(target.direction),
    target.currentCostume,
    Math.round(target.size),
    target.visible,
    target.effects,
  ]);
}

/**
 * Every Scratch work, loaded in the Scratch engine (no renderer: positions, looks, clones and
 * speech are the engine's state), has a green-flag script and changes the stage within 1.5 s.
 */
async function playScratch(): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const VirtualMachine = require('scratch-vm');
  const players = await Promise.all(
    workTitles
      .filter((work) => work.opusType === 1)
      .map(async (work) => {
        const vm = new VirtualMachine();
        const said: string[] = [];
        vm.runtime.on('SAY', (_target: unknown, _kind: string, words: string) => {
          if (words) said.push(words);
        });
        await vm.loadProject(readFileSync(fileOf(work.projectPath)));
        const targets = vm.runtime.targets as Target[];
        const flagScripts = targets.flatMap((target) =>
          Object.values(target.blocks._blocks).filter(
            (block) => block.opcode === 'event_whenflagclicked' && block.next !== null,
          ),
        ).length;
        return { work, vm, said, flagScripts, before: targets.map(stateOf).join() };
      }),
  );
  for (const player of players) {
    player.vm.start();
    player.vm.greenFlag();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return players.flatMap((player) => {
    player.vm.stopAll();
    player.vm.quit();
    const after = (player.vm.runtime.targets as Target[]).map(stateOf).join();
    if (player.flagScripts === 0) return [`${player.work.title}: no green-flag script`];
    if (after === player.before && player.said.length === 0) return [`${player.work.title}: nothing changed`];
    return [];
  });
}

/** What a child types into each program that asks (the rest ask nothing). */
const sessions: Record<string, string[]> = {
  猜数字游戏: ['50', '25', '37', '43', '40', '42', '41'],
  成绩统计小助手: ['90', '85.5', '72', '68', '97'],
  石头剪刀布: ['石头'],
  口算小测验: ['12', '7', '20', '3', '15'],
  回文判断: ['上海自来水来自海上', '我爱编程', '12321'],
  掷骰子比大小: ['', '', ''],
  温度换算器: ['1', '36.5'],
  密码小工具: ['Hello CodeSprout', '3'],
  森林探险记: ['左', '船'],
};

/** Games that ask until you win: the answers left over are guesses not needed. */
const untilWon = new Set(['猜数字游戏']);

/** What the run must print, to show it did its job. */
const expected: Record<string, string> = {
  猜数字游戏: '猜对了',
  九九乘法表: '9×9=81',
  成绩统计小助手: '平均分： 82.5',
  温度换算器: '97.7 ℉',
  密码小工具: '解密回来： Hello CodeSprout',
  回文判断: '是回文',
  森林探险记: '故事结束',
};

/**
 * Every Python work runs to its end in Pyodide with our own runner and turtle module (the ones the
 * browser uses), given what a child would type: a drawing draws, a program prints.
 */
async function playPython(): Promise<string[]> {
  const { RUNNER_MODULE } = await import('../../../src/components/python/runnerModule');
  const { TURTLE_MODULE } = await import('../../../src/components/python/turtleModule');
  const { loadPyodide } = await import('pyodide');
  const pyodide = await loadPyodide();
  let input: string[] = [];
  let printed = '';
  let drawn = 0;
  let error = '';
  pyodide.setStdout({ batched: (text: string) => (printed += `${text}\n`) });
  pyodide.registerJsModule('_host', {
    isolated: false,
    read_line: () => input.shift() ?? null,
    turtle: (command: string) => {
      if (/"op": "(line|fill|dot)"/.test(command)) drawn += 1;
    },
    report_error: (kind: string, line: number, _start: number, _end: number, detail: string) => {
      error = `${kind} line ${line}: ${detail}`;
    },
  });
  pyodide.FS.mkdirTree('/works');
  pyodide.FS.writeFile('/works/turtle.py', TURTLE_MODULE);
  pyodide.FS.writeFile('/works/_runner.py', RUNNER_MODULE);
  pyodide.runPython("import sys\nsys.path.insert(0, '/works')");
  const run = pyodide.pyimport('_runner').run as (source: string, seed: number) => string;

  const problems: string[] = [];
  for (const work of workTitles.filter((one) => one.opusType === 2)) {
    const source = readFileSync(fileOf(work.projectPath), 'utf8');
    input = [...(sessions[work.title] ?? [])];
    printed = '';
    drawn = 0;
    error = '';
    const status = run(source, 7);
    const draws = source.includes('import turtle');
    const wanted = expected[work.title];
    if (status !== 'ok') problems.push(`${work.title}: ${status} ${error}`);
    else if (draws && drawn < 5) problems.push(`${work.title}: drew ${drawn} shapes`);
    else if (!draws && printed.trim() === '') problems.push(`${work.title}: printed nothing`);
    else if (wanted && !printed.includes(wanted))
      problems.push(`${work.title}: printed ${printed.slice(0, 120)}`);
    if (input.length > 0 && !untilWon.has(work.title))
      problems.push(`${work.title}: ${input.length} answers left unread`);
    // A child who types the same answer every time still reaches the end, within a dozen answers.
    if (source.includes('input(')) {
      input = Array.from({ length: 12 }, () => '7');
      error = '';
      const again = run(source, 7);
      if (again !== 'ok') problems.push(`${work.title}: answering 7 every time: ${again} ${error}`);
    }
  }
  return problems;
}

async function main(kind: string | undefined): Promise<void> {
  if (kind !== 'scratch' && kind !== 'python') throw new Error('usage: worksPlayer.ts scratch|python');
  const problems = kind === 'scratch' ? await playScratch() : await playPython();
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(problems)}\n`);
  process.exit(0);
}

if (require.main === module) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
