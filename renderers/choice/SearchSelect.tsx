import { Autocomplete, type SxProps, TextField, type Theme, createFilterOptions } from '@mui/material';
import { useT } from '../core/context';
import { MENU_MAX_HEIGHT, type SelectFieldProps, type SelectOption } from './selectOption';

/** Props of `SearchSelect`: what `ChoiceSelect` passes on for a long list. */
export interface SearchSelectProps extends SelectFieldProps {
  id: string;
  /** Id of the element that names the select. */
  nameId: string | undefined;
  options: SelectOption[];
  selected: SelectOption | undefined;
  sx: SxProps<Theme>;
}

const filter = createFilterOptions<SelectOption>({ stringify: (option) => `${option.label} ${option.search ?? ''}` });

/** A select to type into: MUI Autocomplete over the options, matching the label and `search`. */
export function SearchSelect({ id, nameId, options, selected, onChange, onBlur, disabled, required, error, describedBy, placeholder, sx }: SearchSelectProps) {
  const t = useT();
  return (
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
  );
}
