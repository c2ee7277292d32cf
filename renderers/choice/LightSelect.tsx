import { useState } from 'react';
import { useT } from '../core/context';
import { FRAME_CLASS } from '../core/frameStyles';
import { InputBox } from '../core/InputBox';
import { type SelectDisplayProps, SelectDisplay, failedIdOf } from './SelectDisplay';

export type { LightOption } from './selectOption';

/** Props of `LightSelect`. */
export interface LightSelectProps extends SelectDisplayProps {
  width?: string | number | undefined;
}

/**
 * A single select that looks and behaves as MUI's outlined Select (opens on click, Space, Enter and the arrow keys;
 * names itself by its label and its value), but mounts its menu only while it is open.
 */
export function LightSelect({ width, ...display }: LightSelectProps) {
  const t = useT();
  const [loadFailed, setLoadFailed] = useState(false);
  return (
    <>
      <InputBox error={display.error} disabled={display.disabled} style={{ width: width ?? '100%', maxWidth: '100%' }}>
        <SelectDisplay {...display} loadFailed={loadFailed} setLoadFailed={setLoadFailed} />
      </InputBox>
      {loadFailed && (
        <p id={failedIdOf(display.id)} role="alert" className={`${FRAME_CLASS.helper} ${FRAME_CLASS.error} MuiFormHelperText-root Mui-error`}>
          {t('choice.menuFailed')}
        </p>
      )}
    </>
  );
}
