import { Link, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../home/batchWindow';
import type { StepLink } from './stepLinks';
import { currentIndex, type TimelineItem } from './timeline';

const OUTCOME_COLOURS = { positive: 'success.dark', negative: 'error.dark', awaiting: 'text.primary' } as const;

/**
 * The status timeline as an ordered list of steps (done, current, to do), each with its status, its time when known
 * and a link to its screen. Each step is named as a milestone ("Application submitted"), not by the server's status
 * word ("Not submitted"), so that its state reads sensibly beside it.
 */
export function ProgressTimeline({ items, linkOf = () => null }: { items: TimelineItem[]; linkOf?: (item: TimelineItem) => StepLink | null }) {
  const { t } = useTranslation();
  return (
    <Stepper component="ol" orientation="vertical" activeStep={currentIndex(items)} connector={null} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item) => {
        const link = linkOf(item);
        return (
          <Step component="li" key={item.step} completed={item.state === 'done'} aria-current={item.state === 'current' ? 'step' : undefined} data-step={item.step}>
            <StepLabel
              optional={
                <>
                  {item.statusText && (
                    <Typography variant="body2" sx={{ color: item.outcome ? OUTCOME_COLOURS[item.outcome] : 'text.primary', fontWeight: item.outcome === 'negative' ? 700 : 400, overflowWrap: 'anywhere' }}>
                      {item.statusText}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {item.state === 'current' ? t('portal.progress.current') : item.state === 'done' ? t('portal.progress.done') : t('portal.progress.todo')}
                    {item.time ? ` · ${t('portal.progress.stepAt', { time: formatTime(item.time) })}` : ''}
                  </Typography>
                  {link && (
                    <Link component={RouterLink} to={link.to} variant="body2" underline="always" sx={{ color: 'primary.dark', fontWeight: 500 }}>
                      {t(`portal.progress.open.${link.step}`)}
                    </Link>
                  )}
                </>
              }
            >
              <Typography component="span" sx={{ fontWeight: item.state === 'current' ? 700 : 400 }}>
                {t(`portal.progress.step.${item.step}`)}
              </Typography>
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
