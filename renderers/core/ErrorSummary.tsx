import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { forwardRef } from 'react';
import type { PortalError } from '../../schema-adapters/index';
import { useT } from './context';
import { inputIdOf, toFormPath } from './formPath';

/** Shown after a failed save attempt; focus moves here, and each entry leads to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: PortalError[]; labelOf: (field: string) => string }>(function ErrorSummary(
  { errors, labelOf },
  ref,
) {
  const t = useT();
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mb: 3 }} role="alert" data-error-summary>
      <AlertTitle>{t('form.errorSummary')}</AlertTitle>
      <List dense disablePadding>
        {errors.map((error) => {
          const target = inputIdOf(toFormPath(error.field).replace(/_other$/, ''));
          return (
            <ListItem key={`${error.field}|${error.keyword}|${error.message}`} disableGutters sx={{ py: 0 }}>
              <Link
                href={`#${target}`}
                color="inherit"
                sx={{ display: 'inline-block', minHeight: 24 }}
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
