import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { itemIdOf } from '../../components/paging';
import { ActivityDetailView } from './ActivityDetailView';
import { ActivityLoader } from './ActivityLoader';

/** `/activity/details?id=N`: one activity whole, with what its state lets the participant do. */
export default function ActivityDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = itemIdOf(search.get('id'));
  return (
    <ActivityLoader key={id ?? 'none'} id={id} title={t('portal.activity.heading')}>
      {(activity, reload) => <ActivityDetailView activity={activity} reload={reload} />}
    </ActivityLoader>
  );
}
