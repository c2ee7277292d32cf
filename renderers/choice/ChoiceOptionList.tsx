import type { ReactNode } from 'react';
import { ChoiceOption } from './ChoiceOption';
import type { ChoiceItem } from './items';

/** What an option's place in its group decides for its mark. */
export interface OptionPlace {
  /** The mark's input id. */
  id: string;
  disabled: boolean;
  /** The id of the option's tips, when it has any. */
  describedBy: string | undefined;
}

/** Ids of the option at `index` of the group `groupId`: its input's (the first takes the group's own id) and its tips'. */
const optionIdsOf = (groupId: string, index: number): { inputId: string; tipsId: string } => ({
  inputId: index === 0 ? groupId : `${groupId}-${index}`,
  tipsId: `${groupId}-${index}-tips`,
});

/** Props of `ChoiceOptionList`. */
export interface ChoiceOptionListProps {
  /** The group's id: the first option's input takes it, the others' ids derive from it. */
  groupId: string;
  items: ChoiceItem[];
  isDisabled: (item: ChoiceItem) => boolean;
  /** The option's mark (`ChoiceMark`). */
  markOf: (item: ChoiceItem, place: OptionPlace) => ReactNode;
}

/** The options of a radio or checkbox group, each with its mark and its tips. */
export function ChoiceOptionList({ groupId, items, isDisabled, markOf }: ChoiceOptionListProps) {
  return (
    <>
      {items.map((item, index) => {
        const { inputId, tipsId } = optionIdsOf(groupId, index);
        const disabled = isDisabled(item);
        const mark = markOf(item, { id: inputId, disabled, describedBy: item.tips ? tipsId : undefined });
        return <ChoiceOption key={item.value} label={item.label} disabled={disabled} tips={item.tips} tipsId={tipsId} mark={mark} />;
      })}
    </>
  );
}
