import { Alert, AlertTitle } from '@mui/material';
import { type MouseEvent, forwardRef } from 'react';
import type { PortalError } from '../../schema-adapters/index';
import { useT } from './context';
import { inputIdOf, toFormPath } from './formPath';

// A long form's summary lists a hundred entries: they are plain list items and links styled by these rules on the
// summary (what a dense MUI List of ListItems and inherit-coloured Links draws), not a MUI component each.
const summaryStyle = {
  mb: 3,
  '& ul': { listStyle: 'none', m: 0, p: 0, position: 'relative' },
  '& li': { display: 'flex', justifyContent: 'flex-start', alignItems: 'center', position: 'relative', width: '100%', boxSizing: 'border-box', textAlign: 'left', p: 0 },
  '& a': {
    display: 'inline-block',
    minHeight: 24,
    m: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
    textDecoration: 'underline',
    '&:hover': { textDecorationColor: 'inherit' },
  },
} as const;

/**
 * Follows an entry's link to its field's input (or its group's label): scrolled to the middle and focused. One
 * listener on the list serves every link (Enter on a focused link is a click too).
 */
function goToField(event: MouseEvent<HTMLUListElement>) {
  const link = (event.target as Element).closest('a');
  const target = link?.getAttribute('href')?.slice(1);
  if (!target) return;
  event.preventDefault();
  const element = document.getElementById(target) ?? document.getElementById(`${target}-label`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/** Shown after a failed save attempt; focus moves here, and each entry leads to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: PortalError[]; labelOf: (field: string) => string }>(function ErrorSummary(
  { errors, labelOf },
  ref,
) {
  const t = useT();
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={summaryStyle} role="alert" data-error-summary>
      <AlertTitle>{t('form.errorSummary')}</AlertTitle>
      <ul onClick={goToField}>
        {errors.map((error) => (
          <li key={`${error.field}|${error.keyword}|${error.message}`}>
            <a href={`#${inputIdOf(toFormPath(error.field).replace(/_other$/, ''))}`}>{`${labelOf(error.field)}: ${error.message}`}</a>
          </li>
        ))}
      </ul>
    </Alert>
  );
});
