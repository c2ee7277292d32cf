import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ActivityDetail } from '../../../protocol/content';
import { itemIdOf } from '../../components/paging';
import { ActivityDetailView } from './ActivityDetailView';
import { ActivityLoader } from './ActivityLoader';
import { prepareSanitizer } from './sanitizer';

/** DOMPurify comes with the activity, only when its description (in any language) is HTML. */
const prepareDescription = (activity: ActivityDetail) => prepareSanitizer([activity.body, ...Object.values(activity.body_i18n)]);

/** `/activity/details?id=N`: one activity whole, with what its state lets the participant do. */
export default function ActivityDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = itemIdOf(search.get('id'));
  return (
    <ActivityLoader key={id ?? 'none'} id={id} title={t('portal.activity.heading')} prepare={prepareDescription}>
      {(activity, reload) => <ActivityDetailView activity={activity} reload={reload} />}
    </ActivityLoader>
  );
}
