import { type FormMode, useT } from '../core/context';
import { deferredComponent } from '../deferred/deferredComponent';
import type { DeferredPart } from '../deferred/deferredPart';
import { type LightOption, LightSelect } from './LightSelect';
import { MENU_MAX_HEIGHT, type SelectFieldProps, type SelectOption } from './selectOption';

export type { SelectOption };

/** Props of `ChoiceSelect`. */
export interface ChoiceSelectProps extends SelectFieldProps {
  id: string;
  /** Id of the element that names the select (the field's label); or give `ariaLabel`. */
  labelId?: string;
  ariaLabel?: string;
  options: SelectOption[];
  value: string | undefined;
  width?: string | number | undefined;
  /** Type to search; by default when there are more than 10 options. */
  searchable?: boolean;
}

const SEARCH_ABOVE = 10;
// Pixel strings: MUI reads a bare `width: 1` as 100 %, which widens the page.
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Whether a list of `count` options is drawn as a searchable select (when `searchable` is not given). */
const isSearchable = (count: number): boolean => count > SEARCH_ABOVE;

/** The searchable select (MUI Autocomplete, with Popper): its own chunk, loaded for forms with a long list. */
const SearchSelect = deferredComponent('SearchSelect', () => import('./SearchSelect').then((module) => module.SearchSelect));

/** What a control drawing selects of these list lengths needs loaded in `mode` (preview draws no select). */
export function selectParts(listLengths: readonly number[], mode: FormMode): DeferredPart[] {
  return mode === 'edit' && listLengths.some(isSearchable) ? [SearchSelect.part] : [];
}

/** A labelled single select: a light select (MUI Select's look, its menu mounted only while open), or a searchable select for long lists. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, ariaLabel, options, value, onChange, onBlur, disabled, required, error, describedBy, placeholder, width } = props;
  const t = useT();
  const nameId = ariaLabel ? `${id}-name` : props.labelId;
  const selected = options.find((option) => option.value === value);
  const sx = { width: width ?? '100%', maxWidth: '100%' };
  const name = ariaLabel && (
    <span id={nameId} style={HIDDEN}>
      {ariaLabel}
    </span>
  );
  if (props.searchable ?? isSearchable(options.length)) {
    return (
      <>
        {name}
        <SearchSelect id={id} nameId={nameId} options={options} selected={selected} onChange={onChange} onBlur={onBlur} disabled={disabled} required={required} error={error} describedBy={describedBy} placeholder={placeholder} sx={sx} />
      </>
    );
  }
  const choices: LightOption[] = required ? options : [{ value: '', label: <em>{t('choice.none')}</em> }, ...options];
  return (
    <>
      {name}
      <LightSelect
        id={id}
        labelId={nameId}
        options={choices}
        value={selected ? selected.value : ''}
        onPick={(next) => onChange(next === '' ? undefined : next)}
        onBlur={onBlur}
        placeholder={placeholder}
        menuMaxHeight={MENU_MAX_HEIGHT}
        disabled={disabled}
        required={required}
        error={error}
        describedBy={describedBy}
        width={width}
      />
    </>
  );
}
