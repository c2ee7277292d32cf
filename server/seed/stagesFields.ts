import { readFile } from 'node:fs/promises';
import { projectPath } from '../paths';
import { fieldsOfFile } from '../services/operator';

const SUPPLEMENTARY = projectPath('fixtures/operator/supplementary.json');

/** The definitions of the seeded supplementary form: the operator fixture the console and the CLI offer. */
export async function supplementaryFields(): Promise<unknown[]> {
  return fieldsOfFile(await readFile(SUPPLEMENTARY, 'utf8'));
}
