import { useTranslation } from 'react-i18next';
import { ConfirmationDialog } from '../../components/ConfirmationDialog';

/** Props of {@link CancelSignUpDialog}. */
export interface CancelSignUpDialogProps {
  open: boolean;
  /** Disables the buttons (and closing) while the cancellation runs. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a sign-up is cancelled, "Keep my place" focused first (its own chunk, loaded with MUI's Dialog). */
export function CancelSignUpDialog(props: CancelSignUpDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmationDialog
      {...props}
      title={t('portal.activity.cancel.title')}
      text={t('portal.activity.cancel.text')}
      cancelLabel={t('portal.activity.cancel.keep')}
      confirmLabel={t('portal.activity.cancel.confirm')}
    />
  );
}
