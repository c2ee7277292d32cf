import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/LoadState';
import { EmailChangeNotice } from './EmailChangeNotice';
import { RecommenderTable } from './RecommenderTable';
import { useColumns } from './useColumns';
import { useRecommenderChecks } from './useRecommenderChecks';
import { useRecommenders } from './useRecommenders';
import { useRecommendersReload } from './useRecommendersReload';

/** Props of the panel (route contract with the application form). */
export interface RecommendersPanelProps {
  /** The referee-information module (referee 1). */
  menuId: number;
  /** The form's current values (unsaved edits included), to see a changed or repeated e-mail. */
  values: Record<string, unknown>;
  readOnly: boolean;
  /** The module's saved version: the list reloads after each save of the module. */
  savedVersion?: number;
  /** In the form: saves the module with the confirmation of invited recommenders' e-mail changes. */
  onConfirmSave?: () => void;
}

/** Rendered under a referee-information module: the recommenders, their statuses, invitations and reminders. */
export default function RecommendersPanel({ menuId, values, readOnly, savedVersion, onConfirmSave }: RecommendersPanelProps) {
  const { t } = useTranslation();
  const state = useRecommenders();
  const definition = useColumns(menuId);
  const columns = definition?.columns ?? null;
  const { data, reload, loadedAt: now } = state;
  useRecommendersReload(reload, savedVersion);
  const { changes, repeated, blocked, unsaved } = useRecommenderChecks(columns, values, data?.list);

  return (
    <Box component="section" aria-labelledby={`recommenders-${menuId}`} sx={{ mt: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography component="h2" variant="h6" id={`recommenders-${menuId}`}>
          {t('portal.recommend.title')}
        </Typography>
        <Button size="small" onClick={reload}>
          {t('portal.recommend.refresh')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('portal.recommend.intro')}
      </Typography>
      <Box aria-live="polite" sx={{ mb: state.notice ? 2 : 0 }}>
        {state.notice && <Alert severity={state.notice.severity}>{state.notice.text}</Alert>}
      </Box>
      {state.loadError !== null && !data && <LoadState area="info" state="error" error={state.loadError} onRetry={reload} />}
      {state.loadError === null && !data && <LoadState area="info" state="loading" />}
      {data && (
        <Stack spacing={2}>
          {readOnly && <Alert severity="info">{t('portal.recommend.readOnly')}</Alert>}
          {!data.showReferee && !readOnly && <Alert severity="info">{t('portal.recommend.disabled')}</Alert>}
          {repeated.size > 0 && <Alert severity="error">{t('portal.recommend.repeated')}</Alert>}
          {definition !== null && definition.minimum > 0 && (
            <Typography variant="body2" data-testid="recommenders-minimum">
              {t('portal.recommend.minimum', { count: definition.minimum, saved: data.list.length })}
            </Typography>
          )}
          {!readOnly && (
            <EmailChangeNotice
              changes={changes}
              busy={state.busy !== null}
              onConfirm={async (change) => {
                if (!onConfirmSave) return state.changeEmail(change.record.id, change.email);
                onConfirmSave();
                return true;
              }}
            />
          )}
          {unsaved && !readOnly && <Alert severity="info">{t('portal.recommend.unsaved')}</Alert>}
          {data.list.length === 0 ? (
            <Typography>{t('portal.recommend.empty')}</Typography>
          ) : (
            <RecommenderTable data={data} readOnly={readOnly} blocked={blocked} busy={state.busy} now={now} onSend={state.send} onRemind={state.remind} />
          )}
        </Stack>
      )}
    </Box>
  );
}
