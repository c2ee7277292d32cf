import FactCheck from '@mui/icons-material/FactCheck';
import Send from '@mui/icons-material/Send';
import { Alert, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ApplyContextValue, fillableModules, isSubmitted } from './applyContext';
import { BatchChooser } from './BatchChooser';
import { Completion } from './Completion';
import { ModuleStatusIcon, stateKey } from './ModuleStatusIcon';

/** Where the menu is: a module id, the submit step, the tech-review step, or the overview. */
export type MenuCurrent = number | 'submit' | 'review' | null;

/** The apply-form side menu: batch/track choice, one item per module with its state, submit, completion. */
export function SideMenu({ apply, current }: { apply: ApplyContextValue; current: MenuCurrent }) {
  const { t, i18n } = useTranslation();
  const [warning, setWarning] = useState(false);
  const { data } = apply;
  const modules = fillableModules(data);
  const chosen = data.menu.batch_state === 2;
  const done = modules.filter((item) => item.state === 2).length;
  const guard = (event: MouseEvent) => {
    if (chosen) return;
    event.preventDefault();
    setWarning(true);
  };
  return (
    <Paper component="nav" aria-label={t('portal.apply.menu.label')} variant="outlined" sx={{ width: { md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <BatchChooser key={data.applied.batch?.id ?? 0} data={data} readOnly={isSubmitted(data)} onChosen={apply.reload} />
      {warning && !chosen && (
        <Alert severity="warning" role="alert" onClose={() => setWarning(false)} sx={{ mx: 1 }}>
          {t('portal.apply.menu.chooseFirst')}
        </Alert>
      )}
      <Divider />
      <Completion done={done} total={modules.length} />
      <Divider />
      <List dense aria-label={t('portal.apply.menu.modules')}>
        {modules.map((item) => {
          const name = item.name || item.title[i18n.language as 'sc'] || String(item.menuid);
          const state = t(stateKey(item.state));
          const label = item.required ? t('portal.apply.menu.itemNameRequired', { name, state }) : t('portal.apply.menu.itemName', { name, state });
          const selected = current === item.menuid;
          return (
            <ListItem key={item.menuid} disablePadding>
            <ListItemButton
              component={Link}
              to={`/applyform/basic?menu_id=${item.menuid}`}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              aria-label={label}
              onClick={guard}
              data-state={item.state}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <ModuleStatusIcon state={item.state} />
              </ListItemIcon>
              <ListItemText primary={item.required ? `${name} *` : name} />
            </ListItemButton>
            </ListItem>
          );
        })}
        <ListItem disablePadding sx={{ borderTop: 1, borderColor: 'divider', mt: 1 }}>
        <ListItemButton component={Link} to="/applyform?step=submit" selected={current === 'submit'} aria-current={current === 'submit' ? 'page' : undefined} onClick={guard}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <Send fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          <ListItemText primary={t('portal.apply.menu.submit')} />
        </ListItemButton>
        </ListItem>
        {data.menu.stuff_result === 1 && (
          <ListItem disablePadding>
            <ListItemButton component={Link} to="/applyform?step=review" selected={current === 'review'} aria-current={current === 'review' ? 'page' : undefined}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <FactCheck fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t('portal.apply.review.menu')} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
