import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormData } from '../../schema-adapters/index';
import { getIn, setIn } from './setIn';

/**
 * What one form holds: the single owner of its values, read by JSON Forms, validation, the draft and the save. Which
 * fields were touched (their errors show) is the form's validation state (`useValidation`).
 */
export interface FormValuesState {
  /** The values in form shape, every keystroke included (typed text reaches the store before it is repainted). */
  data: FormData;
  /** Counts the applicant's edits; 0 until the first one (loading and tidying never count). */
  edits: number;
}

export interface FormValues extends StoreApi<FormValuesState> {
  /** An applicant's edit of the whole data, already tidied (hidden values dropped, linked fields filled). */
  edit(data: FormData): void;
  /** A keystroke of a buffered input: the text at `path`, before JSON Forms repaints anything. */
  type(path: string, text: string | undefined): void;
  /** Data the form produced itself (loading, tidying): replaces the values without counting as an edit. */
  settle(data: FormData): void;
  /** The value at a JSON Forms path (`a.0.b`). */
  valueAt(path: string): unknown;
}

/** A form's own value store, starting from `initial`. */
export function createFormValues(initial: FormData): FormValues {
  const store = createStore<FormValuesState>(() => ({ data: initial, edits: 0 }));
  return Object.assign(store, {
    edit(data: FormData) {
      const state = store.getState();
      if (data !== state.data) store.setState({ data, edits: state.edits + 1 });
    },
    type(path: string, text: string | undefined) {
      const state = store.getState();
      if (getIn(state.data, path) === text) return;
      store.setState({ data: setIn(state.data, path, text), edits: state.edits + 1 });
    },
    settle(data: FormData) {
      if (data !== store.getState().data) store.setState({ data });
    },
    valueAt: (path: string) => getIn(store.getState().data, path),
  });
}
