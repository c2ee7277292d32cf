import { List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RetestArrangement } from '../../../protocol/retest';
import { formatAppointment } from '../apply/windows';

/** The re-examination arrangements: title, time in the reader's language and place (and a notice when given). */
export function Arrangements({ list }: { list: RetestArrangement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <List aria-labelledby="retest-arrangements" disablePadding data-testid="retest-arrangements">
      {list.map((item) => (
        <ListItem key={item.id} divider disableGutters data-testid="retest-arrangement">
          <Stack spacing={0.5}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {item.title || t('portal.retest.untitled')}
            </Typography>
            <Typography variant="body2">{t('portal.retest.time', { time: item.time ? formatAppointment(item.time, i18n.language) : '--' })}</Typography>
            <Typography variant="body2">{t('portal.retest.place', { place: item.place || '--' })}</Typography>
            {item.notice && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>{item.notice}</Typography>}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
