import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import type { ControlState } from './controlState';
import type { ChoiceItem } from './items';
import { WithOtherText } from './OtherText';

/** Props of `ChoicePreview`. */
export interface ChoicePreviewProps {
  control: ControlState;
  path: string;
  label: string;
  required: boolean;
  errors: string;
  /** The chosen options, in option order. */
  chosen: ChoiceItem[];
}

/** A choice control in preview: the chosen options' labels, each with its other text when it asks for one. */
export function ChoicePreview({ control, path, label, required, errors, chosen }: ChoicePreviewProps) {
  const t = useT();
  const shown = (otherText: string) =>
    chosen.map((item) => (item.text && otherText ? t('choice.withOther', { label: item.label, other: otherText }) : item.label)).join(t('choice.listSeparator'));
  return (
    <FieldFrame id={control.id} label={label} required={required} errors={errors} options={control.options}>
      <WithOtherText path={path} render={(otherText) => <PreviewValue id={control.id} sensitive={control.sensitive}>{shown(otherText)}</PreviewValue>} />
    </FieldFrame>
  );
}
