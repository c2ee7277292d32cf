import { useTranslation } from 'react-i18next';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { Notice } from '../../../renderers/ui/Notice';
import typography from '../../../renderers/ui/typography.module.css';
import { formatAppointment, formatTime } from '../apply/windows';

/** Where the supplementary materials stand: submitted (when), open (until when), or closed by the deadline. */
export function SupplementStatus({ data }: { data: SupplementaryData }) {
  const { t, i18n } = useTranslation();
  const time = (seconds: number) => formatAppointment(seconds, i18n.language);
  if (data.submitted_at !== null) {
    return <Notice severity="success" data-testid="supplement-status" data-state="submitted">{t('portal.supplement.submitted', { time: time(data.submitted_at) })}</Notice>;
  }
  if (!data.open) {
    return <Notice severity="warning" data-testid="supplement-status" data-state="closed">{t('portal.supplement.closed', { deadline: data.deadline === null ? '--' : time(data.deadline) })}</Notice>;
  }
  return (
    <Notice severity="info" data-testid="supplement-status" data-state="open">
      {data.deadline === null ? t('portal.supplement.openNoDeadline') : t('portal.supplement.open', { deadline: time(data.deadline) })}
    </Notice>
  );
}

/** How far the draft is: nothing saved, partly filled or complete, with the time of the last save. */
export function DraftState({ data }: { data: SupplementaryData }) {
  const { t, i18n } = useTranslation();
  const at = data.saved_at === null ? '' : formatTime(data.saved_at, i18n.language);
  const text = data.state === 0 || data.saved_at === null ? t('portal.supplement.stateNone') : data.state === 2 ? t('portal.supplement.stateComplete', { time: at }) : t('portal.supplement.statePartial', { time: at });
  return (
    <p className={typography.body1} data-testid="supplement-draft-state">
      {text}
    </p>
  );
}
