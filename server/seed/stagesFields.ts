import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fieldsOfFile } from '../services/operator';

const SUPPLEMENTARY = fileURLToPath(new URL('../../fixtures/operator/supplementary.json', import.meta.url));

/** The definitions of the seeded supplementary form: the operator fixture the console and the CLI offer. */
export async function supplementaryFields(): Promise<unknown[]> {
  return fieldsOfFile(await readFile(SUPPLEMENTARY, 'utf8'));
}
