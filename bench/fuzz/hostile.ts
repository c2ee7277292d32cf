import { type Drawn, JsonText, type Scale, chain, huge, junk, patterns, prototypeKeys } from './families';
import { Random } from './random';

/** One hostile definition file and values file, as the command line reads them. */
export interface HostileCase {
  seed: number;
  family: string;
  fieldsText: string;
  valuesText: string;
}

const jsonText = (value: unknown) => (value instanceof JsonText ? value.text : (JSON.stringify(value) ?? 'null'));

/** The case of `seed`: the same seed always gives the same case. */
export function hostileCase(seed: number, scale: Scale = 'full'): HostileCase {
  const random = new Random(seed);
  const family = random.weighted<string>([
    ['prototype-keys', 25],
    ['chain', 15],
    ['patterns', 25],
    ['huge', scale === 'full' ? 4 : 10],
    ['junk', 31],
  ]);
  const drawn: Drawn =
    family === 'prototype-keys' ? prototypeKeys(random) : family === 'chain' ? chain(random) : family === 'patterns' ? patterns(random) : family === 'huge' ? huge(random, scale) : junk(random);
  return { seed, family, fieldsText: jsonText(drawn.fields), valuesText: jsonText(drawn.values) };
}
