/** Meta-schema of a date bound: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`. */
export const DATE_BOUND_SCHEMA = {
  type: 'string',
  pattern: '^\\d{4}(-\\d{2}(-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?)?$',
} as const;
