import type { ControlProps } from '@jsonforms/core';
import { useControl } from '../core/useControl';
import { asValue, itemsOf } from './items';

/** A radio's or dropdown's state: `useControl`'s, its options, its value and the option it names (none for a stale value). */
export function useSingleChoice(props: ControlProps) {
  const control = useControl(props);
  const items = itemsOf(control.options);
  const value = asValue(props.data);
  return { control, items, value, chosen: items.find((item) => item.value === value) };
}
