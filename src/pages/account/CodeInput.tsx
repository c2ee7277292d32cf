import { useTranslation } from 'react-i18next';
import { AccountField } from './AccountField';
import { CodeButton, type CodeButtonProps } from './CodeButton';
import classes from './forms.module.css';
import type { BoundField } from './useAccountForm';

/** Props of {@link CodeInput}: the code field and its send button. */
export interface CodeInputProps extends CodeButtonProps {
  field: BoundField;
  id: string;
}

/** A verification-code input with the 118 px "Get code" button beside it. */
export function CodeInput({ field, id, ...button }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.codeRow}>
      <AccountField {...field} id={id} label={t('portal.account.field.code')} autoComplete="one-time-code" required fullWidth htmlInput={{ inputMode: 'numeric', maxLength: 16 }} />
      <CodeButton {...button} />
    </div>
  );
}
