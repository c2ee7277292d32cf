import type { FieldDefinition } from '../types';

/** One way a dependent field gets shown: `controller` holds one of `values`. */
export interface Trigger {
  controller: FieldDefinition;
  values: string[];
  path: string;
}

interface Edge {
  target: string;
  trigger: Trigger;
}

/** What `triggerOrder` found: the fields in dependency order, the triggers it dropped, and the longest chain. */
export interface TriggerOrder {
  order: FieldDefinition[];
  dropped: Array<Trigger & { target: string }>;
  /** The longest chain, or the first that passes the limit, and the field it reaches. */
  depth: { deepest: number; field: string };
}

function edgesByController(triggers: Map<string, Trigger[]>): Map<string, Edge[]> {
  const opens = new Map<string, Edge[]>();
  for (const [target, list] of triggers) {
    for (const trigger of list) {
      const key = trigger.controller.field;
      const edges = opens.get(key);
      if (edges) edges.push({ target, trigger });
      else opens.set(key, [{ target, trigger }]);
    }
  }
  return opens;
}

/**
 * Orders the fields so every controller comes before the fields it opens, dropping (from `triggers`) each trigger that
 * closes a loop (A opens B opens A). The walk starts from the fields that are always shown, then the rest in definition
 * order, so the result does not depend on where a loop is entered. It keeps its own stack: chains of any length are fine.
 */
export function triggerOrder(fields: FieldDefinition[], triggers: Map<string, Trigger[]>, depthLimit: number): TriggerOrder {
  const byKey = new Map(fields.map((field) => [field.field, field]));
  if (triggers.size === 0) return { order: fields, dropped: [], depth: { deepest: 0, field: '' } };
  const opens = edgesByController(triggers);
  const dropped: TriggerOrder['dropped'] = [];
  const droppedTriggers = new Set<Trigger>();
  const done = new Set<string>();
  const onPath = new Set<string>();
  const finished: string[] = [];
  const isDependent = (field: FieldDefinition) => triggers.has(field.field) || field.isrelation || field.isrelation_rows.length > 0;
  const starts = [...fields.filter((field) => !isDependent(field)), ...fields.filter(isDependent)];
  for (const start of starts) {
    if (done.has(start.field)) continue;
    const stack = [{ key: start.field, next: 0 }];
    onPath.add(start.field);
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const edge = opens.get(top.key)?.[top.next];
      if (!edge) {
        stack.pop();
        onPath.delete(top.key);
        done.add(top.key);
        finished.push(top.key);
        continue;
      }
      top.next += 1;
      if (onPath.has(edge.target)) {
        dropped.push({ ...edge.trigger, target: edge.target });
        droppedTriggers.add(edge.trigger);
        triggers.set(edge.target, (triggers.get(edge.target) ?? []).filter((item) => item !== edge.trigger));
      } else if (!done.has(edge.target)) {
        onPath.add(edge.target);
        stack.push({ key: edge.target, next: 0 });
      }
    }
  }
  // Every key on the walk is a field's key, so none is left out.
  const order = finished.reverse().flatMap((key) => byKey.get(key) ?? []);
  return { order, dropped, depth: chainDepth(order, opens, droppedTriggers, depthLimit) };
}

/** The longest chain of triggers, up to the first field that lies deeper than `limit`. */
function chainDepth(order: FieldDefinition[], opens: Map<string, Edge[]>, dropped: Set<Trigger>, limit: number): TriggerOrder['depth'] {
  const depthOf = new Map<string, number>();
  const deepest = { deepest: 0, field: '' };
  for (const field of order) {
    const own = depthOf.get(field.field) ?? 0;
    for (const { target, trigger } of opens.get(field.field) ?? []) {
      if (dropped.has(trigger)) continue;
      const depth = own + 1;
      if (depth <= (depthOf.get(target) ?? 0)) continue;
      depthOf.set(target, depth);
      if (depth > deepest.deepest && deepest.deepest <= limit) Object.assign(deepest, { deepest: depth, field: target });
    }
  }
  return deepest;
}
