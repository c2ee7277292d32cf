import type { IncompleteData } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { Applicant } from '../../http/auth';
import { checkFileValues, fileErrors, type FileProblem } from '../files/fileValues';
import type { ApplicationRow } from './application';
import { moduleFields } from './fieldsCache';
import { LETTER, menuItem, moduleRows } from './modules';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Modules that hold a submission back: required ones (referee 0 and 1) whose stored state is not 2 or whose stored
 * values no longer validate, and any module whose stored file values name files that are not the applicant's
 * uploads for that field. One query checks the files of every module.
 */
export async function incompleteModules(db: Db, forms: FormRuntime, applicant: Applicant, application: ApplicationRow, locale: Locale): Promise<IncompleteData['modules']> {
  const modules = (await moduleRows(db, application.project_id)).filter((module) => module.referee !== LETTER);
  const saved = await db.selectFrom('module_values').select(['module_id', 'value', 'state']).where('application_id', '=', application.id).execute();
  const byModule = new Map(saved.map((row) => [row.module_id, { ...row, values: parseJson<unknown>(row.value, {}) }]));
  const stored = modules.flatMap((module) => {
    const values = byModule.get(module.id)?.values;
    return isRow(values) ? [{ moduleId: module.id, fields: moduleFields(module), values }] : [];
  });
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  const checked = await checkFileValues(db, forms, owner, stored);
  const problems = new Map<number, FileProblem[]>(stored.map((entry, index) => [entry.moduleId, checked[index]?.problems ?? []]));
  const incomplete: IncompleteData['modules'] = [];
  for (const module of modules) {
    const row = byModule.get(module.id);
    const wrongFiles = fileErrors(problems.get(module.id) ?? [], locale);
    if (module.required !== 1 && wrongFiles.length === 0) continue;
    const errors = row ? [...forms.validate(moduleFields(module), row.values, { locale, referee: module.referee }), ...wrongFiles] : [];
    if (row?.state === 2 && errors.length === 0) continue;
    const item = menuItem(module, locale, row ? { state: row.state, version: 0 } : undefined);
    incomplete.push({ menuid: item.menuid, name: item.name, state: item.state, errors });
  }
  return incomplete;
}
