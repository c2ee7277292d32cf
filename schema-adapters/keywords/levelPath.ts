import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';

/** One node of a cascading choice tree. */
export interface Level {
  /** Value stored in the path. */
  value: string;
  /** Choices one level down; none means a leaf. */
  children?: Level[];
}

/** Why a path fails, or `undefined` when it walks the tree down to a leaf. */
function pathFailure(tree: Level[], path: unknown[]): 'path' | 'incomplete' | undefined {
  let choices: Level[] = tree;
  for (const step of path) {
    const node = choices.find((level) => level.value === step);
    if (!node) return 'path';
    choices = node.children ?? [];
  }
  return choices.length > 0 ? 'incomplete' : undefined;
}

const validate: SchemaValidateFunction = ({ tree }: { tree: Level[] }, value: unknown[]): boolean => {
  if (isEmptyValue(value)) return true;
  const reason = pathFailure(tree, value);
  if (reason === undefined) return true;
  validate.errors = [{ keyword: 'levelPath', params: { reason } }];
  return false;
};

/** `levelPath: { tree }` requires a string[] path that follows the tree from the top down to a leaf. */
export const levelPath: KeywordDefinition = {
  keyword: 'levelPath',
  type: 'array',
  metaSchema: {
    type: 'object',
    properties: { tree: { type: 'array', items: { $ref: '#/$defs/level' } } },
    required: ['tree'],
    additionalProperties: false,
    $defs: {
      level: {
        type: 'object',
        properties: { value: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/level' } } },
        required: ['value'],
        additionalProperties: false,
      },
    },
  },
  errors: true,
  validate,
};
