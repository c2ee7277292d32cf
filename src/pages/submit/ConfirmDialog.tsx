import { useTranslation } from 'react-i18next';
import { ConfirmationDialog, type ConfirmationDialogProps } from '../../components/ConfirmationDialog';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = Omit<ConfirmationDialogProps, 'cancelLabel' | 'confirmLabel'>;

/** Confirms withdrawing or refilling the application (its own chunk, loaded with MUI's Dialog). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return <ConfirmationDialog {...props} cancelLabel={t('portal.submit.cancel')} confirmLabel={t('portal.submit.confirm')} />;
}
