import type { ControlProps } from '@jsonforms/core';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceSelect } from './ChoiceSelect';
import { type ChoiceItem, asValues, itemsOf, selectWidthOf } from './items';
import { withControlProps } from '../core/withControlProps';
import { CHOICE_CLASS } from './choiceStyles';

interface Level {
  options: ChoiceItem[];
  value: string | undefined;
  chosen: ChoiceItem | undefined;
}

/** The selects to show for `path`: the first level, then one more below each chosen option that has children. */
function levelsOf(tree: ChoiceItem[], path: string[]): Level[] {
  const levels: Level[] = [];
  let options = tree;
  for (let index = 0; options.length > 0; index += 1) {
    const value = path[index];
    const chosen = options.find((option) => option.value === value);
    levels.push({ options, value: chosen?.value, chosen });
    if (!chosen) break;
    options = chosen.children;
  }
  return levels;
}

/** Type 15: cascading selects over a tree of options; the value is the chosen values along the path. */
export function LevelsControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const levels = levelsOf(itemsOf(control.options), asValues(data));
  const chosenPath = levels.flatMap((level) => (level.chosen ? [level.chosen] : []));
  if (control.preview) {
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>
          {chosenPath.map((item) => item.label).join(t('choice.pathSeparator'))}
        </PreviewValue>
      </FieldFrame>
    );
  }
  const choose = (index: number, value: string | undefined) => {
    const next = [...chosenPath.slice(0, index).map((item) => item.value), ...(value === undefined ? [] : [value])];
    handleChange(path, next.length > 0 ? next : undefined);
  };
  const hasHint = Boolean(control.options.remark || control.options.tips);
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      <div className={`${CHOICE_CLASS.stack} ${CHOICE_CLASS.stackWrap} MuiStack-root`}>
        {levels.map((level, index) => (
          <ChoiceSelect
            key={index}
            id={index === 0 ? control.id : `${control.id}-level-${index + 1}`}
            ariaLabel={t('choice.level', { label, level: index + 1 })}
            options={level.options}
            value={level.value}
            onChange={(value) => choose(index, value)}
            onBlur={control.onBlur}
            disabled={control.disabled}
            required={required ?? false}
            error={control.hasError}
            describedBy={control.ariaDescribedBy(hasHint)}
            placeholder={index === 0 ? control.placeholder : undefined}
            width={selectWidthOf(control.options) ?? 240}
          />
        ))}
      </div>
    </FieldFrame>
  );
}

/** The levels control wired to JSON Forms. */
export default withControlProps(memo(LevelsControl));
