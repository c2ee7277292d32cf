import { useTranslation } from 'react-i18next';
import type { ActivityState } from '../../../protocol/content';
import { PlainChip } from '../../../renderers/ui/PlainChip';

const COLOURS: Record<ActivityState, 'default' | 'primary' | 'success' | 'warning'> = {
  not_started: 'default',
  signing_up: 'primary',
  signed: 'success',
  not_signed: 'warning',
  full: 'default',
  overdue: 'default',
  closed: 'default',
};

/** An activity's state in words, as a chip. */
export function StateChip({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return <PlainChip size="small" variant={COLOURS[state] === 'default' ? 'outlined' : 'filled'} color={COLOURS[state]} label={t(`portal.activity.states.${state}`)} data-state={state} />;
}
