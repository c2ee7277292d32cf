import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '../../../renderers/ui/Notice';
import { MENU_ICON_PATHS } from './menuIconPaths';
import { PlainIcon } from '../../../renderers/ui/PlainIcon';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { type ApplyContextValue, fillableModules, isSubmitted } from './applyContext';
import { BatchChooser } from './BatchChooser';
import { Completion } from './Completion';
import { ModuleStatusIcon, stateKey } from './ModuleStatusIcon';
import classes from './SideMenu.module.css';

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
    <PlainPaper component="nav" variant="outlined" aria-label={t('portal.apply.menu.label')} className={classes.menu}>
      <BatchChooser key={data.applied.batch?.id ?? 0} data={data} readOnly={isSubmitted(data)} onChosen={apply.reload} />
      {warning && !chosen && (
        <Notice severity="warning" onClose={() => setWarning(false)} closeLabel={t('portal.common.close')} className={classes.warning}>
          {t('portal.apply.menu.chooseFirst')}
        </Notice>
      )}
      <hr className={classes.divider} />
      <Completion done={done} total={modules.length} />
      <hr className={classes.divider} />
      <ul className={classes.list} aria-label={t('portal.apply.menu.modules')}>
        {modules.map((item) => {
          const name = item.name || item.title[i18n.language as 'sc'] || String(item.menuid);
          const state = t(stateKey(item.state));
          const label = item.required ? t('portal.apply.menu.itemNameRequired', { name, state }) : t('portal.apply.menu.itemName', { name, state });
          return (
            <MenuItem key={item.menuid} to={`/applyform/basic?menu_id=${item.menuid}`} selected={current === item.menuid} icon={<ModuleStatusIcon state={item.state} />} ariaLabel={label} onClick={guard} state={item.state}>
              {item.required ? `${name} *` : name}
            </MenuItem>
          );
        })}
        <MenuItem to="/applyform?step=submit" selected={current === 'submit'} icon={<PlainIcon path={MENU_ICON_PATHS.send} size="small" />} onClick={guard} first>
          {t('portal.apply.menu.submit')}
        </MenuItem>
        {data.menu.stuff_result === 1 && (
          <MenuItem to="/applyform?step=review" selected={current === 'review'} icon={<PlainIcon path={MENU_ICON_PATHS.factCheck} size="small" evenOdd />}>
            {t('portal.apply.review.menu')}
          </MenuItem>
        )}
      </ul>
    </PlainPaper>
  );
}

interface MenuItemProps {
  to: string;
  selected: boolean;
  /** Decorative: the text (or `ariaLabel`) names the item. */
  icon: ReactNode;
  /** Replaces the visible text as the link's name (adds the module's state). */
  ariaLabel?: string;
  onClick?: (event: MouseEvent) => void;
  /** A module's state, for tests and styling hooks. */
  state?: number;
  /** The first step after the modules: a rule above it. */
  first?: boolean;
  children: ReactNode;
}

/** One menu entry: a link with its status icon, marked `aria-current="page"` where the applicant is. */
function MenuItem({ to, selected, icon, ariaLabel, onClick, state, first = false, children }: MenuItemProps) {
  return (
    <li className={first ? `${classes.item} ${classes.firstStep}` : classes.item}>
      <Link to={to} className={classes.link} aria-current={selected ? 'page' : undefined} aria-label={ariaLabel} onClick={onClick} data-state={state}>
        <span className={classes.icon}>{icon}</span>
        <span className={`${text.body2} ${classes.text}`}>{children}</span>
      </Link>
    </li>
  );
}
