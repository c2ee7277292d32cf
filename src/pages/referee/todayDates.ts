import { isDateField, parseFields } from '../../../schema-adapters';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today (local time) at a date field's precision, as the form stores it. */
function todayAt(type: string | undefined, now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  if (type === 'year') return String(now.getFullYear());
  if (type === 'month') return date;
  const day = `${date}-${pad(now.getDate())}`;
  return type === 'datetime' ? `${day} ${pad(now.getHours())}:${pad(now.getMinutes())}` : day;
}

/**
 * The letter's values with today's date filled into each empty top-level date field that shows the current date:
 * the value is real (saved and validated), not only a placeholder.
 */
export function withTodayDates(rawFields: unknown, values: Record<string, unknown>, now = new Date()): Record<string, unknown> {
  let fields;
  try {
    fields = parseFields(rawFields);
  } catch {
    return values;
  }
  const filled = { ...values };
  for (const field of fields) {
    if (!isDateField(field) || !field.show_current || field.pid) continue;
    const current = filled[field.field];
    if (current === undefined || current === null || current === '') filled[field.field] = todayAt(field.condition.date_type, now);
  }
  return filled;
}
