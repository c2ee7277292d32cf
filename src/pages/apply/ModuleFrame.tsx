import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from './editorParts';

/** Drawer width of spec section 9. */
export const DRAWER_WIDTH = 700;

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
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2 }}>
        {close && (
          <Button onClick={() => { onCancel?.(); close(); }}>{t('portal.apply.save.cancel')}</Button>
        )}
        <Button variant="contained" onClick={onSave} data-testid="apply-save">
          {t('portal.apply.save.button')}
        </Button>
      </Stack>
    );
  if (layout === 'drawer') {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h2" variant="h5" gutterBottom>{title}</Typography>
        {header}
        <Typography sx={{ my: 1 }}>{t('portal.apply.module.drawerHint')}</Typography>
        <Button variant="outlined" onClick={() => setOpen(true)}>{t('portal.apply.module.edit')}</Button>
        {footer}
        <Drawer anchor="right" open={open} keepMounted onClose={(_event, reason) => reason === 'escapeKeyDown' && setOpen(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, p: 3 }, role: 'dialog', 'aria-label': title } }}>
          <Typography component="h2" variant="h5" gutterBottom>{title}</Typography>
          {header}
          <Box>{form}</Box>
          {actions(() => setOpen(false))}
        </Drawer>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" gutterBottom>{title}</Typography>
      {header}
      <Box>{form}</Box>
      {actions()}
      {footer}
    </Paper>
  );
}
