import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledPaper } from '../../components/TitledPaper';
import { useProjectStore } from '../../store';
import { AllActivities } from './AllActivities';
import { RegisteredList } from './RegisteredList';
import { useParticipant } from './useParticipant';

type View = 'all' | 'mine';

/** `/activity`: the project's activities; on ssm projects a signed-in applicant also has "My activities". */
export default function ActivityListPage() {
  const { t } = useTranslation();
  const { seesRegistered } = useParticipant();
  const locale = useProjectStore((state) => state.locale);
  const [view, setView] = useState<View>('all');
  const shown = seesRegistered ? view : 'all';
  return (
    <TitledPaper id="activity-title" level={1} title={t('portal.activity.title')}>
      {seesRegistered && (
        <Tabs value={shown} onChange={(_, next: View) => setView(next)} aria-label={t('portal.activity.lists')} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="all" label={t('portal.activity.tabs.all')} id="activity-tab-all" aria-controls="activity-panel" />
          <Tab value="mine" label={t('portal.activity.tabs.mine')} id="activity-tab-mine" aria-controls="activity-panel" />
        </Tabs>
      )}
      <Box id="activity-panel" role={seesRegistered ? 'tabpanel' : undefined} aria-labelledby={seesRegistered ? `activity-tab-${shown}` : undefined}>
        {shown === 'all' ? <AllActivities /> : <RegisteredList key={locale} />}
      </Box>
    </TitledPaper>
  );
}
