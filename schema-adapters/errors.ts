/** Thrown by `parseFields` only when a definition list cannot be used at all; `path` names the bad place. */
export class FieldDefinitionError extends Error {
  readonly path: string;

  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'FieldDefinitionError';
    this.path = path;
  }
}
