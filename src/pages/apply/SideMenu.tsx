import FactCheck from '@mui/icons-material/FactCheck';
import Send from '@mui/icons-material/Send';
import { Alert, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { type MouseEvent, type ReactNode, useState } from 'react';
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
        <StepItem step="submit" current={current} icon={<Send fontSize="small" aria-hidden="true" />} label={t('portal.apply.menu.submit')} onClick={guard} first />
        {data.menu.stuff_result === 1 && <StepItem step="review" current={current} icon={<FactCheck fontSize="small" aria-hidden="true" />} label={t('portal.apply.review.menu')} />}
      </List>
    </Paper>
  );
}

interface StepItemProps {
  step: 'submit' | 'review';
  current: MenuCurrent;
  icon: ReactNode;
  label: string;
  onClick?: (event: MouseEvent) => void;
  /** The first step after the modules: a rule above it. */
  first?: boolean;
}

/** A menu item for an apply-form step (`#/applyform?step=…`). */
function StepItem({ step, current, icon, label, onClick, first = false }: StepItemProps) {
  const selected = current === step;
  return (
    <ListItem disablePadding sx={first ? { borderTop: 1, borderColor: 'divider', mt: 1 } : undefined}>
      <ListItemButton component={Link} to={`/applyform?step=${step}`} selected={selected} aria-current={selected ? 'page' : undefined} onClick={onClick}>
        <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
