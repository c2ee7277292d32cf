import type { KeywordDefinition } from 'ajv';
import { dateNotAfter } from './dateNotAfter';
import { dateRange } from './dateRange';
import { dateValue } from './dateValue';
import { dateWithin } from './dateWithin';
import { files } from './files';
import { idNumber } from './idNumber';
import { levelPath } from './levelPath';
import { notEmpty } from './notEmpty';
import { password } from './password';
import { phone } from './phone';
import { portalCompare } from './portalCompare';
import { sameAs } from './sameAs';
import { signature } from './signature';
import { uniqueValues } from './uniqueValues';
import { valueFormat } from './valueFormat';
import { wordMax } from './wordMax';

/** Every portal keyword, registered by `createPortalAjv()`. One file per keyword in this folder. */
export const portalKeywords: KeywordDefinition[] = [
  notEmpty,
  idNumber,
  valueFormat,
  wordMax,
  files,
  dateValue,
  dateNotAfter,
  dateWithin,
  dateRange,
  signature,
  phone,
  password,
  portalCompare,
  sameAs,
  uniqueValues,
  levelPath,
];
