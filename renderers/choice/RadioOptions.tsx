import { ChoiceMark } from './ChoiceMark';
import { choiceGroupClass } from './ChoiceOption';
import { ChoiceOptionList } from './ChoiceOptionList';
import type { ControlState } from './controlState';
import type { ChoiceItem } from './items';

/** Props of `RadioOptions`. */
export interface RadioOptionsProps {
  control: ControlState;
  items: ChoiceItem[];
  /** The chosen value, if any. */
  value: string | undefined;
  required: boolean | undefined;
  onChoose: (value: string) => void;
}

/** MUI's `RadioGroup`: one radio per option, named by the field's label, left (blurred) as a whole. */
export function RadioOptions({ control, items, value, required, onChoose }: RadioOptionsProps) {
  return (
    <div
      role="radiogroup"
      className={`${choiceGroupClass(control.options.layout === 'horizontal')} MuiRadioGroup-root`}
      onBlur={control.onBlur}
      aria-labelledby={`${control.id}-label`}
      aria-required={required || undefined}
    >
      <ChoiceOptionList
        groupId={control.id}
        items={items}
        isDisabled={() => control.disabled}
        markOf={(item, place) => (
          <ChoiceMark
            type="radio"
            id={place.id}
            name={control.id}
            value={item.value}
            checked={item.value === value}
            disabled={place.disabled}
            onChange={() => onChoose(item.value)}
            aria-describedby={place.describedBy}
          />
        )}
      />
    </div>
  );
}
