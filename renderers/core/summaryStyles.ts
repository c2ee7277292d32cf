import type { Theme } from '@mui/material';
import { doubledClass } from './classNames';

/** Class of the error summary: its rules sit in the form's stylesheet, not in an `sx` serialised on every save attempt. */
export const SUMMARY_CLASS = 'pf-summary';

/**
 * A long form's summary lists a hundred entries: they are plain list items and links styled by these rules (what a
 * dense MUI List of ListItems and inherit-coloured Links draws), not a MUI component each.
 */
export function summaryRules(theme: Theme) {
  const summary = doubledClass(SUMMARY_CLASS);
  return {
    [summary]: { marginBottom: theme.spacing(3) },
    [`${summary} ul`]: { listStyle: 'none', margin: 0, padding: 0, position: 'relative' },
    [`${summary} li`]: { display: 'flex', justifyContent: 'flex-start', alignItems: 'center', position: 'relative', width: '100%', boxSizing: 'border-box', textAlign: 'left', padding: 0 },
    [`${summary} a`]: {
      display: 'inline-block',
      minHeight: 24,
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: 'inherit',
      textDecoration: 'underline',
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
}
