import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_STATES, type ActivityState } from '../../../protocol/content';
import type { StateFilterValue } from './useActivityFeed';

/** Props of {@link StateFilter}. */
export interface StateFilterProps {
  value: StateFilterValue;
  onChange: (value: StateFilterValue) => void;
}

const isState = (value: string): value is ActivityState => ACTIVITY_STATES.some((state) => state === value);

/** Chooses which activities the list shows: all, or those in one state. */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      id="activity-state-filter"
      label={t('portal.activity.filter.label')}
      value={value}
      onChange={(event) => onChange(isState(event.target.value) ? event.target.value : 'all')}
      sx={{ minWidth: 200, maxWidth: '100%', alignSelf: 'flex-start' }}
    >
      <MenuItem value="all">{t('portal.activity.filter.all')}</MenuItem>
      {ACTIVITY_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`portal.activity.states.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
