import type { ControlProps } from '@jsonforms/core';
import { CircularProgress } from '@mui/material';
import { Suspense, memo, useState } from 'react';
import { LazySignaturePad as SignaturePad } from './lazySignaturePad';
import { useT } from '../core/context';
import { StoredImage } from './StoredImage';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';
import { ChoiceMark } from '../choice/ChoiceMark';
import { ChoiceLabel } from '../choice/ChoiceOption';

/** Type 12: electronic signature; the pad (and signature_pad) load only when needed, behind a policy checkbox in layouts that ask for it. */
export function SignatureControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  const value = typeof data === 'string' && data !== '' ? data : undefined;
  const needsPolicy = Boolean(control.options.layout);
  const [accepted, setAccepted] = useState(Boolean(value));
  if (!visible) return null;
  if (control.preview) {
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>
          {value ? <StoredImage url={value} alt={label} sx={{ maxWidth: '100%', maxHeight: 160 }} /> : ''}
        </PreviewValue>
      </FieldFrame>
    );
  }
  const showPad = !needsPolicy || accepted;
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
      {needsPolicy && (
        <ChoiceLabel
          mark={<ChoiceMark type="checkbox" size="medium" checked={accepted} disabled={control.disabled} onChange={(event) => setAccepted(event.target.checked)} />}
          label={t('media.signature.policy')}
          disabled={control.disabled}
        />
      )}
      {showPad && (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('media.loading')} />}>
          <SignaturePad
            id={control.id}
            value={value}
            disabled={control.disabled}
            onSave={(dataUrl) => {
              handleChange(path, dataUrl);
              control.onBlur();
            }}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}

/** The signature control with its JSON Forms props. */
export default withControlProps(memo(SignatureControl));
