export const IMPLEMENTATIONS = ['portal', 'jsonforms', 'rjsf', 'surveyjs'] as const;
export type Implementation = (typeof IMPLEMENTATIONS)[number];
