/** One implementation's form mounted in the page. */
export interface MountedForm {
  /** Validates every field and shows every error, the way the implementation does on "submit". */
  validate(): void;
}

export type MountForm = (root: HTMLElement) => MountedForm;
