import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useT } from '../core/context';
import { type LightOption, LightSelect } from './LightSelect';

/** One entry of a select; `search` is what typing matches when it is not just the label. */
export interface SelectOption {
  value: string;
  label: string;
  search?: string;
}

/** Props of `ChoiceSelect`. */
export interface ChoiceSelectProps {
  id: string;
  /** Id of the element that names the select (the field's label); or give `ariaLabel`. */
  labelId?: string;
  ariaLabel?: string;
  options: SelectOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  disabled: boolean;
  /** No empty choice. */
  required: boolean;
  error: boolean;
  describedBy?: string | undefined;
  placeholder?: string | undefined;
  width?: string | number | undefined;
  /** Type to search; by default when there are more than 10 options. */
  searchable?: boolean;
}

const SEARCH_ABOVE = 10;
const MENU_MAX_HEIGHT = 280;
// Pixel strings: MUI reads a bare `width: 1` as 100 %, which widens the page.
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const filter = createFilterOptions<SelectOption>({ stringify: (option) => `${option.label} ${option.search ?? ''}` });

/** A labelled single select: a light select (MUI Select's look, its menu mounted only while open), or a searchable Autocomplete for long lists. */
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
  if (props.searchable ?? options.length > SEARCH_ABOVE) {
    return (
      <>
        {name}
        <Autocomplete
          id={id}
          options={options}
          value={selected ?? null}
          onChange={(_event, option) => onChange(option?.value)}
          onBlur={onBlur}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, current) => option.value === current.value}
          filterOptions={filter}
          renderOption={({ key: _key, ...rest }, option) => (
            <li key={option.value} {...rest}>
              {option.label}
            </li>
          )}
          disableClearable={required}
          disabled={disabled}
          noOptionsText={t('choice.noOptions')}
          clearText={t('choice.clear')}
          openText={t('choice.open')}
          closeText={t('choice.close')}
          size="small"
          sx={sx}
          slotProps={{ listbox: { style: { maxHeight: MENU_MAX_HEIGHT } } }}
          renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
            <TextField
              {...params}
              placeholder={placeholder}
              error={error}
              slotProps={{
                input: InputProps,
                inputLabel: InputLabelProps,
                htmlInput: { ...inputProps, 'aria-labelledby': nameId, 'aria-describedby': describedBy, 'aria-invalid': error || undefined },
              }}
            />
          )}
        />
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
