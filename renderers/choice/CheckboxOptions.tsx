import { ChoiceMark } from './ChoiceMark';
import { choiceGroupClass } from './ChoiceOption';
import { ChoiceOptionList } from './ChoiceOptionList';
import type { ControlState } from './controlState';
import type { ChoiceItem } from './items';

/** Props of `CheckboxOptions`. */
export interface CheckboxOptionsProps {
  control: ControlState;
  items: ChoiceItem[];
  /** The checked values. */
  values: string[];
  /** As many are checked as may be: the others are disabled. */
  full: boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/** MUI's `FormGroup` of checkboxes: one per option. */
export function CheckboxOptions({ control, items, values, full, onToggle }: CheckboxOptionsProps) {
  const isChecked = (item: ChoiceItem) => values.includes(item.value);
  return (
    <div className={choiceGroupClass(control.options.layout === 'horizontal')}>
      <ChoiceOptionList
        groupId={control.id}
        items={items}
        isDisabled={(item) => control.disabled || (full && !isChecked(item))}
        markOf={(item, place) => (
          <ChoiceMark
            type="checkbox"
            id={place.id}
            checked={isChecked(item)}
            disabled={place.disabled}
            onChange={(event) => onToggle(item.value, event.target.checked)}
            onBlur={control.onBlur}
            aria-describedby={place.describedBy}
          />
        )}
      />
    </div>
  );
}
