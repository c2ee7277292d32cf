import { FieldDefinitionError } from '../errors';
import type { ParseWarning } from '../types';

/** Collects warnings while parsing and raises `FieldDefinitionError` for hopeless input. */
export class ParseContext {
  readonly warnings: ParseWarning[] = [];

  /** `holdsValue` tells whether definitions of a type number carry a value (and so need a `field` key). */
  constructor(readonly holdsValue: (type: number) => boolean = () => true) {}

  warn(path: string, message: string): void {
    this.warnings.push({ path, message });
  }

  fail(path: string, message: string): never {
    throw new FieldDefinitionError(path, message);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
