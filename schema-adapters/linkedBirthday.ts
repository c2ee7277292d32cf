import { isDateField } from './fields/date';
import { isIdNumberField } from './fields/text';
import type { ModulePlan } from './module/buildModule';
import { isRecord, ownValue } from './keywords/record';
import type { AdaptedContainer } from './module/container';
import type { FieldDefinition, FormData } from './types';
import { validateIdNumber } from './validators/idNumber';

/** Rows hold no repeating groups of their own (a column keyed like its group is an ordinary column). */
const NO_GROUPS: ReadonlyMap<string, AdaptedContainer> = new Map();

function fillContainer(container: AdaptedContainer, rows: ReadonlyMap<string, AdaptedContainer>, data: FormData): FormData {
  const fields: FieldDefinition[] = container.visibility.all().map(({ field }) => field);
  const idField = fields.find(isIdNumberField);
  const linked = fields.filter((field) => isDateField(field) && field.connect_id_card);
  let result = data;
  const idValue = idField ? ownValue(data, idField.field) : undefined;
  const birthday = typeof idValue === 'string' ? validateIdNumber(idValue).birthday : undefined;
  if (birthday) {
    for (const field of linked) {
      if (ownValue(result, field.field) !== birthday) result = { ...result, [field.field]: birthday };
    }
  }
  for (const [key, rowContainer] of rows) {
    const list = ownValue(result, key);
    if (!fields.some((field) => field.field === key) || !Array.isArray(list)) continue;
    const filled = list.map((row: unknown) => (isRecord(row) ? fillContainer(rowContainer, NO_GROUPS, row) : row));
    if (filled.some((row, index) => row !== list[index])) result = { ...result, [key]: filled };
  }
  return result;
}

/**
 * Fills date fields marked `connect_id_card` with the birthday (YYYY-MM-DD) of a valid 18-digit ID number beside
 * them. Returns the same object when nothing changes, so it can run on every form change.
 */
export function fillBirthdayFromId(plan: ModulePlan, data: FormData): FormData {
  return fillContainer(plan.root, plan.rows, data);
}
