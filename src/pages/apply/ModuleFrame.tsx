import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { Drawer } from './editorParts';
import classes from './ModuleFrame.module.css';

/** Drawer width of spec section 9. */
export const DRAWER_WIDTH = 700;

const heading = `${text.h5} ${text.gutterBottom}`;

interface ModuleFrameProps {
  title: string;
  /** `drawer` edits in the right-side drawer; anything else in a panel. */
  layout: string | undefined;
  /** Status line and notices, above the form. */
  header: ReactNode;
  form: ReactNode;
  /** Below the form (recommenders, supplementary table). */
  footer?: ReactNode;
  /** Save button; absent when read-only. */
  onSave?: () => void;
  onCancel?: () => void;
}

/**
 * A panel (title, header slot, form, actions) or, for `layout: drawer`, a 700 px right drawer closed only by Cancel or
 * Escape. The drawer stays mounted while closed, so the form keeps what was typed when it is opened again.
 */
export function ModuleFrame({ title, layout, header, form, footer, onSave, onCancel }: ModuleFrameProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const actions = (close?: () => void) =>
    onSave && (
      <div className={classes.actions}>
        {close && (
          <PlainButton onClick={() => { onCancel?.(); close(); }}>{t('portal.apply.save.cancel')}</PlainButton>
        )}
        <PlainButton variant="contained" onClick={onSave} data-testid="apply-save">
          {t('portal.apply.save.button')}
        </PlainButton>
      </div>
    );
  if (layout === 'drawer') {
    return (
      <PlainPaper variant="outlined" className={classes.drawerPanel}>
        <h2 className={heading}>{title}</h2>
        {header}
        <p className={`${text.body1} ${classes.hint}`}>{t('portal.apply.module.drawerHint')}</p>
        <PlainButton variant="outlined" onClick={() => setOpen(true)}>{t('portal.apply.module.edit')}</PlainButton>
        {footer}
        <Drawer anchor="right" open={open} keepMounted onClose={(_event, reason) => reason === 'escapeKeyDown' && setOpen(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, p: 3 }, role: 'dialog', 'aria-label': title } }}>
          <h2 className={heading}>{title}</h2>
          {header}
          <div>{form}</div>
          {actions(() => setOpen(false))}
        </Drawer>
      </PlainPaper>
    );
  }
  return (
    <PlainPaper variant="outlined" className={classes.panel}>
      <h2 className={heading}>{title}</h2>
      {header}
      <div>{form}</div>
      {actions()}
      {footer}
    </PlainPaper>
  );
}
