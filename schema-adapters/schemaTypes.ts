/** A JSON Schema object as the adapter emits it (portal keywords included). */
export type JsonSchema = { [keyword: string]: unknown };

/** A JSON Forms UI schema element as the adapter emits it. */
export interface UiElement {
  type: string;
  scope?: string;
  label?: string;
  text?: string;
  elements?: UiElement[];
  options?: Record<string, unknown>;
  rule?: { effect: 'SHOW' | 'HIDE' | 'ENABLE' | 'DISABLE'; condition: { scope: string; schema: JsonSchema } };
}
