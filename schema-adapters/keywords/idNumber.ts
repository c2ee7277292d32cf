import { validateIdNumber } from '../validators/idNumber';
import { defineValueKeyword } from './defineKeyword';

/** `idNumber: true` checks a mainland resident ID number; `params.reason` is `format`, `area` or `checkbit`. */
export const idNumber = defineValueKeyword(
  { keyword: 'idNumber', type: 'string', metaSchema: { const: true } },
  (_schema: true, value: string) => {
    const { ok, error } = validateIdNumber(value);
    return ok ? undefined : { reason: error ?? 'format' };
  },
);
