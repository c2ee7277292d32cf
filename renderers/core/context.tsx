import { createContext, useContext } from 'react';
import { type Locale, type MessageKey, translate } from '../../schema-adapters/index';
import type { FormErrors } from './formErrors';
import type { FormValues } from './formValues';

/** Sends one file to the server and reports progress (0–100); resolves with the stored file's record. */
export type UploadFile = (
  file: File,
  options: { field: string; onProgress: (percent: number) => void; signal?: AbortSignal },
) => Promise<{ name: string; url: string; uid?: string; size?: number }>;

/**
 * Turns a stored file's address into one the browser may load (a short-lived signed link), to be shown in place when
 * `inline` (images, PDFs, videos) or downloaded; rejects when it cannot.
 */
export type FileLinkResolver = (url: string, options: { inline: boolean }) => Promise<string>;

export type FormMode = 'edit' | 'preview';

/** What every portal control may need besides its JSON Forms props. */
export interface PortalFormContextValue {
  locale: Locale;
  mode: FormMode;
  readOnly: boolean;
  showSensitive: boolean;
  uploadFile?: UploadFile | undefined;
  /** Makes stored files' addresses loadable; without it they are used as they are. */
  fileLink?: FileLinkResolver | undefined;
  /** The applicant's name, used to name recordings. */
  userName?: string | undefined;
  /** Marks a control touched, so its errors show from now on. */
  touch: (formPath: string) => void;
  /** The form's value store, which buffered inputs hand every keystroke to (absent outside a `<PortalForm>`). */
  values?: FormValues | undefined;
  /** The errors the form shows, which controls read their own from (absent outside a `<PortalForm>`). */
  errors?: FormErrors | undefined;
}

const PortalFormContext = createContext<PortalFormContextValue>({
  locale: 'sc',
  mode: 'edit',
  readOnly: false,
  showSensitive: true,
  touch: () => undefined,
});

export const PortalFormProvider = PortalFormContext.Provider;

export function usePortalForm(): PortalFormContextValue {
  return useContext(PortalFormContext);
}

/** The translate function of the form's locale. */
export function useT(): (key: MessageKey, params?: Record<string, unknown>) => string {
  const { locale } = usePortalForm();
  return (key, params) => translate(locale, key, params);
}
