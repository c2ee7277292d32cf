import type { FormRuntime, RawFieldDefinitions } from '../../../schema-adapters';

/** Signature fields whose value is a newly drawn PNG data URL, not yet sent as an autograph. */
export function newSignatures(runtime: FormRuntime, fields: RawFieldDefinitions, values: Record<string, unknown>, sent: ReadonlySet<string>): Array<{ id: string; dataUrl: string }> {
  const found: Array<{ id: string; dataUrl: string }> = [];
  for (const field of runtime.plan(fields).fields) {
    if (runtime.holds(field) !== 'signature') continue;
    const value = Object.hasOwn(values, field.field) ? values[field.field] : undefined;
    if (typeof value === 'string' && value.startsWith('data:image/png;base64,') && !sent.has(value)) found.push({ id: field.id, dataUrl: value });
  }
  return found;
}
