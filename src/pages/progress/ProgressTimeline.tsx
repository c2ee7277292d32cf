import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../home/batchWindow';
import { currentIndex, type TimelineItem } from './timeline';

/**
 * The status timeline as an ordered list of steps (done, current, to do), with the time of each when known. Each step
 * is named as a milestone ("Application submitted"), not by the server's status word ("Not submitted"), so that its
 * state reads sensibly beside it.
 */
export function ProgressTimeline({ items }: { items: TimelineItem[] }) {
  const { t } = useTranslation();
  return (
    <Stepper component="ol" orientation="vertical" activeStep={currentIndex(items)} connector={null} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Step component="li" key={item.step} completed={item.state === 'done'} aria-current={item.state === 'current' ? 'step' : undefined}>
          <StepLabel
            optional={
              <Typography variant="body2" color="text.secondary">
                {item.state === 'current' ? t('portal.progress.current') : item.state === 'done' ? t('portal.progress.done') : t('portal.progress.todo')}
                {item.time ? ` · ${t('portal.progress.stepAt', { time: formatTime(item.time) })}` : ''}
              </Typography>
            }
          >
            <Typography component="span" sx={{ fontWeight: item.state === 'current' ? 700 : 400 }}>
              {t(`portal.progress.step.${item.step}`)}
            </Typography>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
