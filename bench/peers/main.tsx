import { IMPLEMENTATIONS, type Implementation } from './implementations';
import type { MountForm, MountedForm } from './impls/types';
import { DEPENDENT_FIELDS, GROUP, TRIGGER, openLabels } from './module';
import { around, hasInputValue, inputCount, invalidCount, paintedWhen, shownLabels } from './page';

const loaders: Record<Implementation, () => Promise<{ mountForm: MountForm }>> = {
  portal: () => import('./impls/portal'),
  jsonforms: () => import('./impls/jsonforms'),
  rjsf: () => import('./impls/rjsf'),
  surveyjs: () => import('./impls/surveyjs'),
};

const dependants = Array.from({ length: DEPENDENT_FIELDS }, (_, index) => index + 1);
const lastRow = `Place ${GROUP.rows - 1}`;

/** What the runner drives; each call resolves once its effect is painted. */
export interface PageBench {
  ready: Promise<void>;
  mount(): Promise<void>;
  validate(minInvalid: number): Promise<void>;
  invalidCount(): number;
  inputCount(): number;
  /** Marks the trigger's options (data-bench="open" / "close") and the group's add button (data-bench="add"). */
  tagControls(): void;
  untilShown(): Promise<void>;
  untilInputsAtMost(count: number): Promise<void>;
  untilInputsAtLeast(count: number): Promise<void>;
}

declare global {
  interface Window {
    bench: PageBench;
  }
}

const requested = new URLSearchParams(location.search).get('impl');
const implementation: Implementation = IMPLEMENTATIONS.find((name) => name === requested) ?? 'portal';
const load: Promise<{ mountForm: MountForm }> = loaders[implementation]();
let form: MountedForm | undefined;

window.bench = {
  ready: load.then(() => undefined),
  async mount() {
    const { mountForm } = await load;
    form = mountForm(document.getElementById('root') as HTMLElement);
    const expected = openLabels();
    await paintedWhen(() => {
      const shown = shownLabels();
      return expected.every((index) => shown.has(index)) && hasInputValue(lastRow);
    });
  },
  async validate(minInvalid) {
    form?.validate();
    await paintedWhen(() => invalidCount() >= minInvalid);
  },
  invalidCount,
  inputCount,
  tagControls() {
    const [open, close] = around(TRIGGER.label, 'input[type="radio"]', 2);
    open?.setAttribute('data-bench', 'open');
    close?.setAttribute('data-bench', 'close');
    const add = [...document.querySelectorAll('button')].find((button) =>
      /^add/i.test(button.textContent?.trim() || button.getAttribute('aria-label') || button.title || ''),
    );
    add?.setAttribute('data-bench', 'add');
  },
  untilShown: () => paintedWhen(() => {
    const shown = shownLabels();
    return dependants.every((index) => shown.has(index));
  }),
  untilInputsAtMost: (count) => paintedWhen(() => inputCount() <= count),
  untilInputsAtLeast: (count) => paintedWhen(() => inputCount() >= count),
};
document.body.dataset.implementation = implementation;
