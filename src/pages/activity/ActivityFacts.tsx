import { useTranslation } from 'react-i18next';
import type { ActivitySummary } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { isoMoment, rangeText } from './activityTime';
import { Fact, FactList } from './FactList';
import { placesLeft } from './places';
import { StateChip } from './StateChip';

/** Props of {@link ActivityFacts}. */
export interface ActivityFactsProps {
  activity: ActivitySummary;
  /** The place in the reader's language. */
  place: string;
}

/** Time, sign-up period, place, places left and state of an activity. */
export function ActivityFacts({ activity, place }: ActivityFactsProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const left = placesLeft(activity);
  return (
    <FactList>
      <Fact term={t('portal.activity.facts.time')}>
        <time dateTime={isoMoment(activity.start_time)}>{rangeText(activity.start_time, activity.end_time, locale)}</time>
      </Fact>
      <Fact term={t('portal.activity.facts.signup')}>
        <time dateTime={isoMoment(activity.signup_start)}>{rangeText(activity.signup_start, activity.signup_end, locale)}</time>
      </Fact>
      {place && <Fact term={t('portal.activity.facts.place')}>{place}</Fact>}
      <Fact term={t('portal.activity.facts.places')}>{left === null ? t('portal.activity.facts.unlimited') : left}</Fact>
      <Fact term={t('portal.activity.facts.state')}>
        <StateChip state={activity.state} />
      </Fact>
    </FactList>
  );
}
