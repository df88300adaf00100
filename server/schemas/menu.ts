import { responses } from './common';

const menuItemProperties = {
  id: { type: 'integer' },
  parentId: { type: 'integer' },
  name: { type: 'string' },
  type: { type: 'integer', enum: [-1, 0] },
  title: { type: 'string' },
  path: { type: 'string' },
  component: { type: 'string' },
  icon: { type: 'string' },
  url: { type: 'string' },
  buttonType: { type: 'string' },
  permTypes: { type: 'array', items: { type: 'string', enum: ['add', 'edit', 'delete'] } },
} as const;

/** An entry: the menu is two levels deep (groups of entries), so entries carry no children. */
const menuEntry = {
  type: 'object',
  properties: { ...menuItemProperties, children: { type: 'array', maxItems: 0 } },
  required: [...Object.keys(menuItemProperties), 'children'],
} as const;

const menuItem = {
  type: 'object',
  properties: { ...menuItemProperties, children: { type: 'array', items: menuEntry } },
  required: [...Object.keys(menuItemProperties), 'children'],
} as const;

export const getMenuListSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: responses({ type: 'array', items: menuItem }),
} as const;
