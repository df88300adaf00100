/**
 * The blocks of the templates (tools/templates/blocks.ts) and the few more the children's works
 * use: questions and answers, joins and sums, if-else, the clock, costumes by name, the mouse.
 * Reporters go where the palette puts a round slot (`Input`), so a script reads like the blocks.
 */
import { block, condition, menu, num, reporter, stack, text } from '../templates/blocks';
import type { Block, Input } from '../templates/blocks';

export * from '../templates/blocks';

/** A stage variable as a round reporter (`var-<n>` in the order the project lists them). */
export const variable = (name: string, id: string) => block('data_variable', {}, { VARIABLE: [name, id] });
export const setTo = (name: string, id: string, value: Input) =>
  block('data_setvariableto', { VALUE: value }, { VARIABLE: [name, id] });
export const changeBy = (name: string, id: string, by: Input) =>
  block('data_changevariableby', { VALUE: by }, { VARIABLE: [name, id] });

export const join = (left: Input, right: Input) => block('operator_join', { STRING1: left, STRING2: right });
export const add = (left: Input, right: Input) => block('operator_add', { NUM1: left, NUM2: right });
export const subtract = (left: Input, right: Input) =>
  block('operator_subtract', { NUM1: left, NUM2: right });
export const multiply = (left: Input, right: Input) =>
  block('operator_multiply', { NUM1: left, NUM2: right });
export const mod = (left: Input, right: Input) => block('operator_mod', { NUM1: left, NUM2: right });
export const equals = (left: Input, right: Input) =>
  block('operator_equals', { OPERAND1: left, OPERAND2: right });
export const greater = (left: Input, right: Input) =>
  block('operator_gt', { OPERAND1: left, OPERAND2: right });
export const less = (left: Input, right: Input) => block('operator_lt', { OPERAND1: left, OPERAND2: right });
export const or = (left: Block, right: Block) =>
  block('operator_or', { OPERAND1: condition(left), OPERAND2: condition(right) });
export const randomR = (from: Input, to: Input) => block('operator_random', { FROM: from, TO: to });

export const askAndWait = (question: string) => block('sensing_askandwait', { QUESTION: text(question) });
export const askR = (question: Input) => block('sensing_askandwait', { QUESTION: question });
export const answer = () => block('sensing_answer');
export const mouseX = () => block('sensing_mousex');
export const mouseY = () => block('sensing_mousey');
export const mouseDown = () => block('sensing_mousedown');
export const resetTimer = () => block('sensing_resettimer');
export const timer = () => block('sensing_timer');
/** The computer's clock: 'HOUR', 'MINUTE' or 'SECOND'. */
export const current = (unit: 'HOUR' | 'MINUTE' | 'SECOND') =>
  block('sensing_current', {}, { CURRENTMENU: [unit, null] });
export const touchingEdge = () =>
  block('sensing_touchingobject', {
    TOUCHINGOBJECTMENU: menu('sensing_touchingobjectmenu', 'TOUCHINGOBJECTMENU', '_edge_'),
  });

export const ifElse = (test: Block, then: Block[], otherwise: Block[]) =>
  block('control_if_else', {
    CONDITION: condition(test),
    SUBSTACK: stack(...then),
    SUBSTACK2: stack(...otherwise),
  });
export const waitR = (secs: Input) => block('control_wait', { DURATION: secs });
export const waitUntil = (test: Block) => block('control_wait_until', { CONDITION: condition(test) });
export const repeatR = (times: Input, ...body: Block[]) =>
  block('control_repeat', { TIMES: times, SUBSTACK: stack(...body) });
export const cloneOf = (sprite: string) =>
  block('control_create_clone_of', {
    CLONE_OPTION: menu('control_create_clone_of_menu', 'CLONE_OPTION', sprite),
  });

export const sayR = (words: Input) => block('looks_say', { MESSAGE: words });
export const sayForR = (words: Input, secs: number) =>
  block('looks_sayforsecs', { MESSAGE: words, SECS: num(secs) });
export const thinkFor = (words: string, secs: number) =>
  block('looks_thinkforsecs', { MESSAGE: text(words), SECS: num(secs) });
export const costumeTo = (name: string) =>
  block('looks_switchcostumeto', { COSTUME: menu('looks_costume', 'COSTUME', name) });
export const costumeToR = (which: Input) => block('looks_switchcostumeto', { COSTUME: which });
export const setEffect = (effect: 'COLOR' | 'GHOST' | 'BRIGHTNESS' | 'WHIRL', value: Input) =>
  block('looks_seteffectto', { VALUE: value }, { EFFECT: [effect, null] });
export const changeEffect = (effect: 'COLOR' | 'GHOST' | 'BRIGHTNESS' | 'WHIRL', by: number) =>
  block('looks_changeeffectby', { CHANGE: num(by) }, { EFFECT: [effect, null] });
export const toFront = () => block('looks_gotofrontback', {}, { FRONT_BACK: ['front', null] });

export const setX = (x: Input) => block('motion_setx', { X: x });
export const setY = (y: Input) => block('motion_sety', { Y: y });
export const xPosition = () => block('motion_xposition');
export const turnRightR = (degrees: Input) => block('motion_turnright', { DEGREES: degrees });
export const pointInR = (direction: Input) => block('motion_pointindirection', { DIRECTION: direction });
export const moveR = (steps: Input) => block('motion_movesteps', { STEPS: steps });
export const glideToR = (secs: number, x: Input, y: Input) =>
  block('motion_glidesecstoxy', { SECS: num(secs), X: x, Y: y });
export const pointTowardsMouse = () =>
  block('motion_pointtowards', {
    TOWARDS: menu('motion_pointtowards_menu', 'TOWARDS', '_mouse_'),
  });
export const rotationStyle = (style: 'left-right' | "don't rotate" | 'all around') =>
  block('motion_setrotationstyle', {}, { STYLE: [style, null] });

export const penStamp = () => block('pen_stamp');
export const penSizeR = (size: Input) => block('pen_setPenSizeTo', { SIZE: size });
export const setPenHue = (value: Input) =>
  block('pen_setPenColorParamTo', {
    COLOR_PARAM: menu('pen_menu_colorParam', 'colorParam', 'color'),
    VALUE: value,
  });

/** Shorthands for a reporter or a number in a round slot. */
export const r = reporter;
export const n = num;

/** Arrow keys move the sprite by `step` (the four "if key pressed" checks inside a forever). */
export function arrowKeys(step: number, ...more: Block[]): Block[] {
  return [
    block('control_if', {
      CONDITION: condition(keyDown('left arrow')),
      SUBSTACK: stack(block('motion_changexby', { DX: num(-step) })),
    }),
    block('control_if', {
      CONDITION: condition(keyDown('right arrow')),
      SUBSTACK: stack(block('motion_changexby', { DX: num(step) })),
    }),
    ...more,
  ];
}

function keyDown(key: string): Block {
  return block('sensing_keypressed', { KEY_OPTION: menu('sensing_keyoptions', 'KEY_OPTION', key) });
}
