import { Alert, AlertTitle, Link, List, ListItem, linkClasses, listItemClasses } from '@mui/material';
import { forwardRef } from 'react';
import type { PortalError } from '../../schema-adapters/index';
import { useT } from './context';
import { inputIdOf, toFormPath } from './formPath';

// The entries' styles sit on the summary once, not on each entry: a long form's summary lists a hundred of them, and
// each entry's own `sx` would be serialised separately.
const summaryStyle = {
  mb: 3,
  [`& .${listItemClasses.root}`]: { py: 0 },
  [`& .${linkClasses.root}`]: { display: 'inline-block', minHeight: 24 },
} as const;

/** Shown after a failed save attempt; focus moves here, and each entry leads to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: PortalError[]; labelOf: (field: string) => string }>(function ErrorSummary(
  { errors, labelOf },
  ref,
) {
  const t = useT();
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={summaryStyle} role="alert" data-error-summary>
      <AlertTitle>{t('form.errorSummary')}</AlertTitle>
      <List dense disablePadding>
        {errors.map((error) => {
          const target = inputIdOf(toFormPath(error.field).replace(/_other$/, ''));
          return (
            <ListItem key={`${error.field}|${error.keyword}|${error.message}`} disableGutters>
              <Link
                href={`#${target}`}
                color="inherit"
                onClick={(event) => {
                  event.preventDefault();
                  const element = document.getElementById(target) ?? document.getElementById(`${target}-label`);
                  element?.scrollIntoView({ block: 'center' });
                  element?.focus();
                }}
              >
                {`${labelOf(error.field)}: ${error.message}`}
              </Link>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
});
