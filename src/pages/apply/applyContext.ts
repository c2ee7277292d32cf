import { createContext, useContext } from 'react';
import type { ApplyData } from './useApplyData';

/** The loaded apply data and how pages update it. */
export interface ApplyContextValue {
  data: ApplyData;
  reload(): void;
  patchModule(menuid: number, state: 0 | 1 | 2, version: number): void;
}

const ApplyContext = createContext<ApplyContextValue | null>(null);

/** Provides the apply data to the page inside the apply shell. */
export const ApplyDataProvider = ApplyContext.Provider;

/** The apply data of the surrounding shell (throws outside it). */
export function useApplyContext(): ApplyContextValue {
  const value = useContext(ApplyContext);
  if (!value) throw new Error('useApplyContext outside ApplyShell');
  return value;
}

/** True once the application is submitted: everything read-only. */
export const isSubmitted = (data: ApplyData): boolean => data.menu.application_state === 2 || data.menu.status === 'submitted';

/** Modules the applicant fills (letters, referee 2, are written by referees). */
export const fillableModules = (data: ApplyData) => data.menu.list.filter((item) => item.referee !== 2);
