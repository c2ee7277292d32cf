import type { FieldTypeAdapter } from '../registry';
import type { FieldOption } from '../types';
import { control, optionItems, singleProperty } from './common';

interface Level {
  value: string;
  children?: Level[];
}

function toTree(options: FieldOption[]): Level[] {
  return options.map((option) => (option.children.length > 0 ? { value: option.value, children: toTree(option.children) } : { value: option.value }));
}

/** Type 15: grouped levels list; the value is the chosen option value at each level, down to a leaf. */
export const levelsAdapter: FieldTypeAdapter = {
  type: 15,
  name: 'levels',
  hasValue: true,
  adapt(field, ctx) {
    const schema = { type: 'array', items: { type: 'string' }, levelPath: { tree: toTree(field.options) } };
    return singleProperty(field, schema, control(field, ctx, 'levels', { items: optionItems(field.options, ctx) }));
  },
};
