import { type JsonSchema, type Locale, type UiElement, adaptModule, createPortalAjv } from '../../../../schema-adapters/index';

/** Adapts one raw definition (id 1, key `f`) and returns its property schema, UI element and the module. */
export function adaptOne(raw: Record<string, unknown>, locale: Locale = 'en') {
  const module = adaptModule([{ id: 1, field: 'f', name: { sc: '字段', tc: '欄位', en: 'Field' }, ...raw }], { locale });
  const properties = (module.schema.properties ?? {}) as Record<string, JsonSchema>;
  const element = module.uischema.elements?.[0] as UiElement;
  return { module, property: properties.f ?? {}, properties, element, options: element.options ?? {} };
}

/** True when the schema compiles in the portal AJV. */
export function compiles(schema: JsonSchema): boolean {
  createPortalAjv().compile(schema);
  return true;
}

/** A validator of the module schema in the portal AJV. */
export function validatorOf(schema: JsonSchema) {
  const validate = createPortalAjv().compile(schema);
  return (data: unknown) => validate(data);
}
