import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../../schema-adapters/index';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello', 1],
    ['hello world', 2],
    ['hello世界 foo', 4],
    ['世界', 2],
    ['我爱北京。', 5],
    ['hello。world', 1],
    ['我，你', 3],
    ['Hello, world!', 2],
    ['e-mail x@y.z', 2],
    ['2024年', 2],
    ['  leading and trailing  ', 3],
    ['tab\tand\nnewline', 3],
    ['全角\u3000空格', 4],
    ['𠀀𠀁', 2],
  ])('counts %j as %i', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('adds up the words of texts joined by a space', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(countWords(`${a} ${b}`)).toBe(countWords(a) + countWords(b));
      }),
    );
  });
});
