import type { TimelineItem } from './timeline';

/** The steps with a screen of their own. */
export type LinkedStep = 'supplementary' | 'retest' | 'interview' | 'interview_result' | 'admission';

/** A step's link: where it leads and which step's label it takes. */
export interface StepLink {
  to: string;
  step: LinkedStep;
}

const SCREENS: Record<Exclude<LinkedStep, 'admission'>, string> = {
  supplementary: '/supplement',
  retest: '/retest',
  interview: '/interview_invitation',
  interview_result: '/interview_result_confirm',
};

const isScreenStep = (step: TimelineItem['step']): step is Exclude<LinkedStep, 'admission'> => Object.hasOwn(SCREENS, step);

/** The admission letter's address for its per-applicant token. */
export const letterPath = (token: string): string => `/letter/admissionLetter?token=${encodeURIComponent(token)}`;

/** Where a step's link leads, or null when the step has no screen here (or the letter's token is not known yet). */
export function stepLink(step: TimelineItem['step'], letterToken: string, hasScreen: (to: string) => boolean): StepLink | null {
  const link: StepLink | null =
    step === 'admission' ? (letterToken ? { to: letterPath(letterToken), step } : null) : isScreenStep(step) ? { to: SCREENS[step], step } : null;
  return link !== null && hasScreen(link.to) ? link : null;
}
