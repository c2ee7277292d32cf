import type { ControlProps } from '@jsonforms/core';
import { useCallback } from 'react';
import { usePortalForm } from './context';
import { describedBy } from './FieldFrame';
import { inputIdOf } from './formPath';

/** What every control derives from its JSON Forms props: ids, options, modes, and a blur handler that marks it touched. */
export function useControl(props: ControlProps) {
  const { path, uischema, errors, enabled } = props;
  const form = usePortalForm();
  const options: Record<string, unknown> = uischema.options ?? {};
  const id = inputIdOf(path);
  const { touch } = form;
  const onBlur = useCallback(() => touch(path), [touch, path]);
  return {
    id,
    options,
    form,
    preview: form.mode === 'preview',
    disabled: !enabled || form.readOnly,
    sensitive: options.sensitive === true,
    placeholder: typeof options.placeholder === 'string' ? options.placeholder : undefined,
    hasError: errors !== '',
    onBlur,
    ariaDescribedBy: (hasHint: boolean) => describedBy(id, { hasHint, hasError: errors !== '' }),
  };
}
