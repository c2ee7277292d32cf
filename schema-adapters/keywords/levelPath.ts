import { defineValueKeyword } from './defineKeyword';
import { closedObject } from './metaSchemas';

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

/** `levelPath: { tree }` requires a string[] path that follows the tree from the top down to a leaf. */
export const levelPath = defineValueKeyword(
  {
    keyword: 'levelPath',
    type: 'array',
    metaSchema: {
      ...closedObject({ tree: { type: 'array', items: { $ref: '#/$defs/level' } } }, ['tree']),
      $defs: {
        level: closedObject({ value: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/level' } } }, ['value']),
      },
    },
  },
  ({ tree }: { tree: Level[] }, value: unknown[]) => {
    const reason = pathFailure(tree, value);
    return reason && { reason };
  },
);
