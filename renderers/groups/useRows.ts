import { useCallback, useEffect, useRef, useState } from 'react';
import { rowsOf } from './groupOptions';

/** Where focus goes after the next render: a row's button, into a row, or the Add button. */
export type FocusTarget = { kind: 'delete' | 'edit' | 'row'; key: string } | { kind: 'add' };

type Row = Record<string, unknown>;

/** Inputs that can take focus inside a row or a dialog (MUI select inputs excluded: their combobox is used). */
export const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), textarea:not([tabindex="-1"]):not([disabled]), select:not([disabled]), [role="combobox"][tabindex="0"]';

const elementId = (target: FocusTarget) => (target.kind === 'add' ? 'add' : `${target.kind}:${target.key}`);

function focusable(element: HTMLElement | undefined, kind: FocusTarget['kind']): HTMLElement | undefined {
  if (!element || kind !== 'row') return element;
  return element.querySelector<HTMLElement>(FOCUSABLE) ?? element.querySelector<HTMLElement>('button:not([disabled])') ?? undefined;
}

/** A React key per row: the one it was given, else one from its index, made unique. */
function stableKeys(rows: readonly Row[], ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return rows.map((_, index) => {
    let key = ids[index] ?? `auto-${index}`;
    while (seen.has(key)) key = `${key}+`;
    seen.add(key);
    return key;
  });
}

/** Focus moved after the next render: `register` gives each target its element, `focusLater` names the next target. */
function useFocusAfterRender() {
  const elements = useRef(new Map<string, HTMLElement>());
  const pending = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    const element = focusable(elements.current.get(elementId(target)), target.kind) ?? elements.current.get('add');
    pending.current = null;
    element?.focus();
  });

  const register = useCallback(
    (target: FocusTarget) => (element: HTMLElement | null) => {
      if (element) elements.current.set(elementId(target), element);
      else elements.current.delete(elementId(target));
    },
    [],
  );

  const focusLater = useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);

  return { register, focusLater };
}

/** The group's rows with stable React keys, the edits on them (columnNumber kept 1..n), and focus after each edit. */
export function useRows(data: unknown, path: string, handleChange: (path: string, value: unknown) => void) {
  const rows = rowsOf(data);
  const [ids, setIds] = useState<string[]>([]);
  const counter = useRef(0);
  const { register, focusLater } = useFocusAfterRender();
  const keys = stableKeys(rows, ids);

  const write = (next: Row[], nextKeys: string[]) => {
    setIds(nextKeys);
    handleChange(path, next.map((row, index) => ({ ...row, columnNumber: index + 1 })));
  };

  return {
    rows,
    keys,
    register,
    focusLater,
    /** Appends a row (columnNumber = row count + 1) and moves focus into it. */
    add(row: Row = {}) {
      counter.current += 1;
      const key = `new-${counter.current}`;
      focusLater({ kind: 'row', key });
      write([...rows, row], [...keys, key]);
    },
    /** Removes a row; focus goes to the previous row's delete button, or to the Add button. */
    remove(index: number) {
      const previous = keys[index - 1];
      focusLater(previous === undefined ? { kind: 'add' } : { kind: 'delete', key: previous });
      write(rows.filter((_, at) => at !== index), keys.filter((_, at) => at !== index));
    },
    /** Replaces a row with an edited copy. */
    replace(index: number, row: Row) {
      write(rows.map((current, at) => (at === index ? row : current)), keys);
    },
  };
}

/** What `useRows` gives a group: its rows, their keys, and the edits on them. */
export type GroupRows = ReturnType<typeof useRows>;
