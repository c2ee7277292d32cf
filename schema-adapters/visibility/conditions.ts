import { NEVER, chosenSchema } from '../fields/common';
import type { JsonSchema } from '../schemaTypes';
import type { FieldDefinition, Locale, OptionTrigger, ParseWarning } from '../types';


interface Trigger {
  controller: FieldDefinition;
  values: string[];
  path: string;
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

/**
 * Visibility of the fields of one container (the module, or one repeating group's row), as JSON Schema conditions
 * on the container's data. The same schema drives the JSON Forms rule and the validation `if/then`.
 */
export class VisibilityConditions {
  private readonly triggers = new Map<string, Trigger[]>();
  private readonly resolved = new Map<string, JsonSchema | null>();

  constructor(
    private readonly fields: FieldDefinition[],
    private readonly locale: Locale,
    private readonly warnings: ParseWarning[],
  ) {
    if (!fields.some((field) => field.condition.option_trigger || field.condition.relationform)) return;
    const byRef = new Map<string, FieldDefinition>();
    fields.forEach((field) => byRef.set(field.id, field).set(field.field, field));
    fields.forEach((controller) => {
      controller.condition.option_trigger?.forEach((trigger, t) => {
        const values = optionValues(controller, indicesFor(trigger, locale));
        trigger.open_id.forEach((ref) => {
          const target = byRef.get(ref);
          const path = `${controller.field}.condition.option_trigger[${t}]`;
          if (target) this.addTrigger(target, { controller, values, path });
          else this.warn(path, `opens "${ref}", which is not beside it; ignored`);
        });
      });
    });
    fields.forEach((dependent) => {
      const relation = dependent.condition.relationform;
      if (!relation) return;
      const controller = byRef.get(relation.field);
      const path = `${dependent.field}.condition.relationform`;
      if (controller) this.addTrigger(dependent, { controller, values: optionValues(controller, relation.checkedOption), path });
      else this.warn(path, `names "${relation.field}", which is not beside it; ignored`);
    });
    this.breakLoops();
  }

  /**
   * Drops every trigger that closes a loop (A opens B opens A), found by a depth-first walk from the fields that
   * are always shown, then from the rest in definition order, so the result does not depend on where a loop is entered.
   */
  private breakLoops(): void {
    if (this.triggers.size === 0) return;
    const opens = new Map<string, Array<{ target: string; trigger: Trigger }>>();
    for (const [target, triggers] of this.triggers) {
      for (const trigger of triggers) {
        const list = opens.get(trigger.controller.field) ?? [];
        list.push({ target, trigger });
        opens.set(trigger.controller.field, list);
      }
    }
    const done = new Set<string>();
    const onPath = new Set<string>();
    const walk = (key: string): void => {
      onPath.add(key);
      for (const { target, trigger } of opens.get(key) ?? []) {
        if (onPath.has(target)) {
          this.warn(trigger.path, `opening "${target}" closes a loop; ignored`);
          const remaining = (this.triggers.get(target) ?? []).filter((item) => item !== trigger);
          this.triggers.set(target, remaining);
        } else if (!done.has(target)) {
          walk(target);
        }
      }
      onPath.delete(key);
      done.add(key);
    };
    const starts = [...this.fields.filter((field) => !this.isDependent(field)), ...this.fields.filter((field) => this.isDependent(field))];
    for (const field of starts) if (!done.has(field.field)) walk(field.field);
  }

  private warn(path: string, message: string): void {
    this.warnings.push({ path, message });
  }

  private addTrigger(target: FieldDefinition, trigger: Trigger): void {
    if (target === trigger.controller) {
      this.warn(trigger.path, 'a field cannot open itself; ignored');
      return;
    }
    const list = this.triggers.get(target.field) ?? [];
    list.push(trigger);
    this.triggers.set(target.field, list);
  }

  /** True when the field is shown only under a condition. */
  isDependent(field: FieldDefinition): boolean {
    return field.isrelation || field.isrelation_rows.length > 0 || this.triggers.has(field.field);
  }

  /** The condition under which the field is shown, or `null` when it is always shown. */
  conditionOf(field: FieldDefinition): JsonSchema | null {
    const known = this.resolved.get(field.field);
    if (known !== undefined) return known;
    if (!this.isDependent(field)) return null;
    const parts: JsonSchema[] = [];
    for (const trigger of this.triggers.get(field.field) ?? []) {
      const chosen = chosenSchema(trigger.controller.field, trigger.values, trigger.controller.type === MULTIPLE_CHOICE);
      const controllerShown = this.conditionOf(trigger.controller);
      parts.push(controllerShown ? { allOf: [controllerShown, chosen] } : chosen);
    }
    let condition: JsonSchema = parts.length === 0 ? NEVER : parts.length === 1 ? (parts[0] as JsonSchema) : { anyOf: parts };
    if (!field.isrelation && field.isrelation_rows.length > 0) {
      const inRows = { required: ['columnNumber'], properties: { columnNumber: { enum: field.isrelation_rows } } };
      condition = { anyOf: [{ not: inRows }, condition] };
    }
    this.resolved.set(field.field, condition);
    return condition;
  }

  /** Every field of the container with its condition (`null` = always shown). */
  all(): Array<{ field: FieldDefinition; condition: JsonSchema | null }> {
    return this.fields.map((field) => ({ field, condition: this.conditionOf(field) }));
  }
}
