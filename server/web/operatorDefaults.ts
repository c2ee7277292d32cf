import { readFile } from 'node:fs/promises';
import { projectPath } from '../paths';
import type { OperatorActionKind } from '../services/operator/types';
import type { FormValues } from './operatorInput';

const FIXTURES = projectPath('fixtures/operator/');

/** A definitions fixture as the textarea shows it, or undefined when there is none. */
async function definitions(name: string): Promise<string | undefined> {
  try {
    return JSON.stringify(JSON.parse(await readFile(`${FIXTURES}${name}`, 'utf8')), null, 2);
  } catch {
    return undefined;
  }
}

/** What the definitions fields start with: the operator fixtures the CLI documents. */
export async function operatorDefaults(): Promise<Partial<Record<OperatorActionKind, FormValues>>> {
  const supplementary = await definitions('supplementary.json');
  const retest = await definitions('retest.json');
  return { ...(supplementary ? { supplement: { fields: supplementary } } : {}), ...(retest ? { retest: { fields: retest } } : {}) };
}
