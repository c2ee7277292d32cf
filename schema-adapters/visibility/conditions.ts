import { FieldDefinitionError } from '../errors';
import { NEVER, chosenSchema } from '../fields/common';
import { MAX_TRIGGER_DEPTH } from '../limits';
import type { JsonSchema } from '../schemaTypes';
import type { FieldDefinition, Locale, OptionTrigger, ParseWarning } from '../types';
import { type Trigger, triggerOrder } from './order';

export type { Trigger };

/** When a dependent field is shown, on its container's data (see `isShown`). */
export interface VisibilityRule {
  /** Shown while any of these holds; none at all means never (unless the row clause shows it). */
  triggers: readonly Trigger[];
  /** `isrelation_{n}` rows: outside them the field is always shown; `undefined` when the field has none. */
  rows?: readonly number[];
}

const MULTIPLE_CHOICE = 4;

function indicesFor(trigger: OptionTrigger, locale: Locale): number[] {
  const byLocale = trigger.option_index;
  return byLocale[locale] ?? byLocale.sc ?? byLocale.en ?? byLocale.tc ?? [];
}

function optionValues(controller: FieldDefinition, indices: number[]): string[] {
  return indices.flatMap((index) => {
    const option = controller.options[index];
    return option ? [option.value] : [];
  });
}

function triggerSchema(trigger: Trigger): JsonSchema {
  return chosenSchema(trigger.controller.field, trigger.values, trigger.controller.type === MULTIPLE_CHOICE);
}

/**
 * Visibility of the fields of one container (the module, or one repeating group's row). Each condition looks only at
 * the direct controllers' values; a hidden controller hides its dependents because the runtime never keeps a hidden
 * field's value (`hiddenKeys` walks the fields in `order`, dropping as it goes), so conditions stay small and flat
 * however long a chain of triggers is. The same schema drives the JSON Forms rule and the validation `if/then`.
 */
export class VisibilityConditions {
  private readonly triggers = new Map<string, Trigger[]>();
  private readonly schemas = new Map<string, JsonSchema | null>();
  /** The fields, every controller before the fields it opens. */
  readonly order: readonly FieldDefinition[];

  constructor(
    private readonly fields: FieldDefinition[],
    private readonly locale: Locale,
    private readonly warnings: ParseWarning[],
  ) {
    this.collectTriggers();
    const { order, dropped, depth } = triggerOrder(fields, this.triggers, MAX_TRIGGER_DEPTH);
    for (const trigger of dropped) this.warn(trigger.path, `opening "${trigger.target}" closes a loop; ignored`);
    if (depth.deepest > MAX_TRIGGER_DEPTH) {
      throw new FieldDefinitionError(
        `${depth.field}.condition`,
        `is opened through a chain of ${depth.deepest} triggers; at most ${MAX_TRIGGER_DEPTH} are allowed`,
      );
    }
    this.order = order;
  }

  private collectTriggers(): void {
    if (!this.fields.some((field) => field.condition.option_trigger || field.condition.relationform)) return;
    const byRef = new Map<string, FieldDefinition>();
    this.fields.forEach((field) => byRef.set(field.id, field).set(field.field, field));
    this.fields.forEach((controller) => {
      controller.condition.option_trigger?.forEach((trigger, t) => {
        const values = optionValues(controller, indicesFor(trigger, this.locale));
        const path = `${controller.field}.condition.option_trigger[${t}]`;
        trigger.open_id.forEach((ref) => {
          const target = byRef.get(ref);
          if (target) this.addTrigger(target, { controller, values, path });
          else this.warn(path, `opens "${ref}", which is not beside it; ignored`);
        });
      });
    });
    this.fields.forEach((dependent) => {
      const relation = dependent.condition.relationform;
      if (!relation) return;
      const controller = byRef.get(relation.field);
      const path = `${dependent.field}.condition.relationform`;
      if (controller) this.addTrigger(dependent, { controller, values: optionValues(controller, relation.checkedOption), path });
      else this.warn(path, `names "${relation.field}", which is not beside it; ignored`);
    });
  }

  private warn(path: string, message: string): void {
    this.warnings.push({ path, message });
  }

  private addTrigger(target: FieldDefinition, trigger: Trigger): void {
    if (target === trigger.controller) {
      this.warn(trigger.path, 'a field cannot open itself; ignored');
      return;
    }
    const list = this.triggers.get(target.field);
    if (list) list.push(trigger);
    else this.triggers.set(target.field, [trigger]);
  }

  /** True when the field is shown only under a condition. */
  isDependent(field: FieldDefinition): boolean {
    return field.isrelation || field.isrelation_rows.length > 0 || this.triggers.has(field.field);
  }

  /** When the field is shown, or `null` when it is always shown. */
  ruleOf(field: FieldDefinition): VisibilityRule | null {
    if (!this.isDependent(field)) return null;
    const triggers = this.triggers.get(field.field) ?? [];
    return !field.isrelation && field.isrelation_rows.length > 0 ? { triggers, rows: field.isrelation_rows } : { triggers };
  }

  /** The rule as JSON Schema on the container's data, or `null` when the field is always shown. */
  conditionOf(field: FieldDefinition): JsonSchema | null {
    const known = this.schemas.get(field.field);
    if (known !== undefined) return known;
    const rule = this.ruleOf(field);
    let condition: JsonSchema | null = null;
    if (rule) {
      const parts = rule.triggers.map(triggerSchema);
      const [first, ...others] = parts;
      condition = first === undefined ? NEVER : others.length === 0 ? first : { anyOf: parts };
      if (rule.rows) {
        const inRows = { required: ['columnNumber'], properties: { columnNumber: { enum: [...rule.rows] } } };
        condition = { anyOf: [{ not: inRows }, condition] };
      }
    }
    this.schemas.set(field.field, condition);
    return condition;
  }

  /** Every field of the container with its condition (`null` = always shown), in definition order. */
  all(): Array<{ field: FieldDefinition; condition: JsonSchema | null }> {
    return this.fields.map((field) => ({ field, condition: this.conditionOf(field) }));
  }
}
