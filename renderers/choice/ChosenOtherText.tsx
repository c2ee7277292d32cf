import type { ControlState } from './controlState';
import type { ChoiceItem } from './items';
import { ConnectedOtherText } from './OtherText';

/** Props of `ChosenOtherText`. */
export interface ChosenOtherTextProps {
  /** The chosen option that may ask for other text. */
  option: ChoiceItem | undefined;
  control: ControlState;
  path: string;
  handleChange: (path: string, value: unknown) => void;
}

/** The other-text input of `option` while it is chosen and asks for text; nothing otherwise. */
export function ChosenOtherText({ option, control, path, handleChange }: ChosenOtherTextProps) {
  if (!option?.text) return null;
  return (
    <ConnectedOtherText
      path={path}
      handleChange={handleChange}
      id={`${control.id}-other`}
      optionLabel={option.label}
      disabled={control.disabled}
      onBlur={control.onBlur}
    />
  );
}
