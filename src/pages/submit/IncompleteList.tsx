import { Alert, AlertTitle, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type IncompleteModule, moduleRoute } from './incomplete';

/** Props of {@link IncompleteList}. */
export interface IncompleteListProps {
  modules: IncompleteModule[];
  /** True when the server refused the submission (an alert), false for the menu's own check (a warning). */
  fromServer: boolean;
}

/** The required modules still to complete, each linking to its page, with the number of fields to correct. */
export function IncompleteList({ modules, fromServer }: IncompleteListProps) {
  const { t } = useTranslation();
  if (modules.length === 0) return <Alert severity="success">{t('portal.submit.complete')}</Alert>;
  return (
    <Alert severity={fromServer ? 'error' : 'warning'} role={fromServer ? 'alert' : undefined}>
      <AlertTitle>{fromServer ? t('portal.submit.incompleteServer') : t('portal.submit.incompleteTitle')}</AlertTitle>
      <List dense disablePadding>
        {modules.map((module) => (
          <ListItem key={module.menuid} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5 }}>
            <Link component={RouterLink} to={moduleRoute(module.menuid)} color="inherit" underline="always">
              {t('portal.submit.moduleLink', { name: module.name })}
            </Link>
            {module.errors.length > 0 && (
              <Typography component="span" variant="body2">
                {' '}
                ({t('portal.submit.moduleErrors', { count: module.errors.length })})
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
