/**
 * Scratch 3 scripts written as nested data and turned into a target's `blocks` map, so a template's
 * scripts read like the blocks a child sees. Ids are numbered per sprite, so the output is stable.
 */

/** The shadow types of project.json inputs. */
const NUMBER = 4;
const POSITIVE = 5;
const WHOLE = 6;
const ANGLE = 8;
const COLOUR = 9;
const TEXT = 10;
const BROADCAST = 11;

export type Input =
  | { kind: 'literal'; type: number; value: string }
  | { kind: 'menu'; opcode: string; field: string; value: string }
  | { kind: 'reporter'; block: Block }
  | { kind: 'condition'; block: Block }
  | { kind: 'stack'; blocks: Block[] }
  | { kind: 'broadcast'; name: string; id: string };

export interface Block {
  opcode: string;
  inputs?: Record<string, Input>;
  fields?: Record<string, [string, string | null]>;
}

export interface Script {
  x: number;
  y: number;
  blocks: Block[];
}

export const num = (value: number): Input => ({ kind: 'literal', type: NUMBER, value: String(value) });
export const positive = (value: number): Input => ({ kind: 'literal', type: POSITIVE, value: String(value) });
export const whole = (value: number): Input => ({ kind: 'literal', type: WHOLE, value: String(value) });
export const angle = (value: number): Input => ({ kind: 'literal', type: ANGLE, value: String(value) });
export const text = (value: string): Input => ({ kind: 'literal', type: TEXT, value });
export const colour = (hex: string): Input => ({ kind: 'literal', type: COLOUR, value: hex });
export const menu = (opcode: string, field: string, value: string): Input => ({
  kind: 'menu',
  opcode,
  field,
  value,
});
export const reporter = (block: Block): Input => ({ kind: 'reporter', block });
export const condition = (block: Block): Input => ({ kind: 'condition', block });
export const stack = (...blocks: Block[]): Input => ({ kind: 'stack', blocks });
export const message = (name: string, id: string): Input => ({ kind: 'broadcast', name, id });

export const block = (
  opcode: string,
  inputs: Record<string, Input> = {},
  fields: Record<string, [string, string | null]> = {},
): Block => ({ opcode, inputs, fields });

// The blocks the templates use, named as the palette names them.
export const whenFlag = () => block('event_whenflagclicked');
export const whenKey = (key: string) => block('event_whenkeypressed', {}, { KEY_OPTION: [key, null] });
export const whenClicked = () => block('event_whenthisspriteclicked');
export const whenReceive = (name: string, id: string) =>
  block('event_whenbroadcastreceived', {}, { BROADCAST_OPTION: [name, id] });
export const broadcastAndWait = (name: string, id: string) =>
  block('event_broadcastandwait', { BROADCAST_INPUT: message(name, id) });
export const broadcast = (name: string, id: string) =>
  block('event_broadcast', { BROADCAST_INPUT: message(name, id) });

export const goTo = (x: Input, y: Input) => block('motion_gotoxy', { X: x, Y: y });
export const glideTo = (secs: number, x: number, y: number) =>
  block('motion_glidesecstoxy', { SECS: num(secs), X: num(x), Y: num(y) });
export const changeX = (dx: Input) => block('motion_changexby', { DX: dx });
export const changeY = (dy: Input) => block('motion_changeyby', { DY: dy });
export const move = (steps: number) => block('motion_movesteps', { STEPS: num(steps) });
export const turnRight = (degrees: number) => block('motion_turnright', { DEGREES: num(degrees) });
export const turnLeft = (degrees: number) => block('motion_turnleft', { DEGREES: num(degrees) });
export const pointIn = (direction: number) =>
  block('motion_pointindirection', { DIRECTION: angle(direction) });
export const bounce = () => block('motion_ifonedgebounce');
export const yPosition = () => block('motion_yposition');

export const sayFor = (words: string, secs: number) =>
  block('looks_sayforsecs', { MESSAGE: text(words), SECS: num(secs) });
export const say = (words: string) => block('looks_say', { MESSAGE: text(words) });
export const backdropTo = (name: string) =>
  block('looks_switchbackdropto', { BACKDROP: menu('looks_backdrops', 'BACKDROP', name) });
export const nextBackdrop = () => block('looks_nextbackdrop');
export const nextCostume = () => block('looks_nextcostume');
export const changeColour = (by: number) =>
  block('looks_changeeffectby', { CHANGE: num(by) }, { EFFECT: ['COLOR', null] });
export const clearEffects = () => block('looks_cleargraphiceffects');
export const changeSize = (by: number) => block('looks_changesizeby', { CHANGE: num(by) });
export const setSize = (size: Input) => block('looks_setsizeto', { SIZE: size });
export const show = () => block('looks_show');
export const hide = () => block('looks_hide');

export const playSound = (name: string) =>
  block('sound_play', { SOUND_MENU: menu('sound_sounds_menu', 'SOUND_MENU', name) });
export const playSoundUntilDone = (name: string) =>
  block('sound_playuntildone', { SOUND_MENU: menu('sound_sounds_menu', 'SOUND_MENU', name) });

export const wait = (secs: number) => block('control_wait', { DURATION: positive(secs) });
export const repeat = (times: number, ...body: Block[]) =>
  block('control_repeat', { TIMES: whole(times), SUBSTACK: stack(...body) });
export const forever = (...body: Block[]) => block('control_forever', { SUBSTACK: stack(...body) });
export const ifThen = (test: Block, ...body: Block[]) =>
  block('control_if', { CONDITION: condition(test), SUBSTACK: stack(...body) });
export const repeatUntil = (test: Block, ...body: Block[]) =>
  block('control_repeat_until', { CONDITION: condition(test), SUBSTACK: stack(...body) });
export const cloneMyself = () =>
  block('control_create_clone_of', {
    CLONE_OPTION: menu('control_create_clone_of_menu', 'CLONE_OPTION', '_myself_'),
  });
export const whenCloned = () => block('control_start_as_clone');
export const deleteClone = () => block('control_delete_this_clone');

export const touching = (sprite: string) =>
  block('sensing_touchingobject', {
    TOUCHINGOBJECTMENU: menu('sensing_touchingobjectmenu', 'TOUCHINGOBJECTMENU', sprite),
  });
export const touchingColour = (hex: string) => block('sensing_touchingcolor', { COLOR: colour(hex) });
export const keyPressed = (key: string) =>
  block('sensing_keypressed', { KEY_OPTION: menu('sensing_keyoptions', 'KEY_OPTION', key) });

export const random = (from: number, to: number) =>
  block('operator_random', { FROM: num(from), TO: num(to) });
export const lessThan = (left: Block, right: number) =>
  block('operator_lt', { OPERAND1: reporter(left), OPERAND2: text(String(right)) });

export const setVariable = (name: string, id: string, value: number) =>
  block('data_setvariableto', { VALUE: text(String(value)) }, { VARIABLE: [name, id] });
export const changeVariable = (name: string, id: string, by: number) =>
  block('data_changevariableby', { VALUE: num(by) }, { VARIABLE: [name, id] });

export const penClear = () => block('pen_clear');
export const penDown = () => block('pen_penDown');
export const penUp = () => block('pen_penUp');
export const penSize = (size: number) => block('pen_setPenSizeTo', { SIZE: num(size) });
export const penColour = (hex: string) => block('pen_setPenColorToColor', { COLOR: colour(hex) });
export const changePenColour = (by: number) =>
  block('pen_changePenColorParamBy', {
    COLOR_PARAM: menu('pen_menu_colorParam', 'colorParam', 'color'),
    VALUE: num(by),
  });

/** A target's `blocks`: every script at its place, ids `<prefix>-<n>` in writing order. */
export function blocksOf(prefix: string, scripts: Script[]): Record<string, object> {
  const blocks: Record<string, object> = {};
  let count = 0;
  const nextId = () => `${prefix}-${(count += 1)}`;

  function write(item: Block, id: string, parent: string | null, next: string | null, top?: Script): void {
    const inputs: Record<string, unknown> = {};
    for (const [name, input] of Object.entries(item.inputs ?? {})) inputs[name] = inputOf(input, id);
    blocks[id] = {
      opcode: item.opcode,
      next,
      parent,
      inputs,
      fields: item.fields ?? {},
      shadow: false,
      topLevel: top !== undefined,
      ...(top ? { x: top.x, y: top.y } : {}),
    };
  }

  function writeStack(items: Block[], parent: string | null, top?: Script): string {
    const ids = items.map(() => nextId());
    items.forEach((item, index) =>
      write(
        item,
        ids[index] ?? '',
        index === 0 ? parent : (ids[index - 1] ?? null),
        ids[index + 1] ?? null,
        index === 0 ? top : undefined,
      ),
    );
    return ids[0] ?? '';
  }

  function inputOf(input: Input, parent: string): unknown {
    switch (input.kind) {
      case 'literal':
        return [1, [input.type, input.value]];
      case 'broadcast':
        return [1, [BROADCAST, input.name, input.id]];
      case 'menu': {
        const id = nextId();
        blocks[id] = {
          opcode: input.opcode,
          next: null,
          parent,
          inputs: {},
          fields: { [input.field]: [input.value, null] },
          shadow: true,
          topLevel: false,
        };
        return [1, id];
      }
      case 'reporter': {
        const id = nextId();
        write(input.block, id, parent, null);
        return [3, id, [TEXT, '']];
      }
      case 'condition': {
        const id = nextId();
        write(input.block, id, parent, null);
        return [2, id];
      }
      case 'stack':
        return [2, writeStack(input.blocks, parent)];
    }
  }

  for (const script of scripts) writeStack(script.blocks, null, script);
  return blocks;
}
