import { compareDates } from '../validators/dates';
import { isEmptyValue } from '../validators/emptiness';
import { defineKeyword } from './defineKeyword';
import { closedObject } from './metaSchemas';

/** Schema value of `dateRange`. */
interface DateRangeOptions {
  /** Start, and end unless `present`, must be filled. */
  required: boolean;
  /** Whether `present` ("until now") may be chosen. */
  allowPresent: boolean;
}

type DateRangeFailure = 'start' | 'end' | 'order' | 'present';

/** Every failing rule of a `{ start, end, present }` value, in a stable order. */
function dateRangeFailures(options: DateRangeOptions, value: Record<string, unknown>): DateRangeFailure[] {
  const { start, end } = value;
  const present = value.present === true;
  const failures: DateRangeFailure[] = [];
  if (options.required && isEmptyValue(start)) failures.push('start');
  if (options.required && !present && isEmptyValue(end)) failures.push('end');
  if (!present && typeof start === 'string' && typeof end === 'string' && (compareDates(end, start) ?? 1) <= 0) {
    failures.push('order');
  }
  if (present && !options.allowPresent) failures.push('present');
  return failures;
}

/** `dateRange: { required, allowPresent }` checks a `{ start, end, present }` period; `params.reason` names a rule. */
export const dateRange = defineKeyword(
  {
    keyword: 'dateRange',
    type: 'object',
    metaSchema: closedObject({ required: { type: 'boolean' }, allowPresent: { type: 'boolean' } }, ['required', 'allowPresent']),
  },
  (options: DateRangeOptions, value: Record<string, unknown>) =>
    dateRangeFailures(options, value).map((reason) => ({ params: { reason } })),
);
