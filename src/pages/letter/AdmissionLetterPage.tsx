import { Box, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LETTER_TOKEN_PATTERN } from '../../../protocol/letter';
import { isApiFailure } from '../../api';
import { admissionLetter } from '../../api/letter';
import { ErrorView } from '../../app/pages/ErrorView';
import { failureText } from '../../components/failureText';
import { LoadingStatus } from '../../components/LoadingStatus';
import { RetryAlert } from '../../components/RetryAlert';
import { useRemote } from '../../components/useRemote';
import { useProjectStore } from '../../store';
import { LetterActions } from './LetterActions';
import { LetterPrintStyles } from './LetterPrintStyles';
import { LetterView } from './LetterView';

/** A link that cannot open a letter: never asks the server. */
const unknownLetter = () => Promise.reject(new Error('unknown letter'));

/**
 * `/letter/admissionLetter?token=…`: the admission letter, open without login (spec section 6). The link's token is
 * the key; a wrong one shows not found with the way home.
 */
export default function AdmissionLetterPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const wellFormed = LETTER_TOKEN_PATTERN.test(token);
  const locale = useProjectStore((state) => state.locale);
  const load = useCallback(() => (wellFormed ? admissionLetter(token, locale) : unknownLetter()), [token, wellFormed, locale]);
  const { remote, retry } = useRemote(load);
  const missing = !wellFormed || (remote.state === 'error' && isApiFailure(remote.error) && remote.error.status === 404);
  useEffect(() => {
    if (remote.state === 'error' && !missing && !isApiFailure(remote.error)) console.error(remote.error);
  }, [remote, missing]);

  if (missing) return <ErrorView status={404} message={t('portal.letter.notFound')} />;
  if (remote.state === 'loading') {
    return <LoadingStatus text={t('portal.letter.loading')} />;
  }
  if (remote.state === 'error') {
    return (
      <Box sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          {t('portal.letter.title')}
        </Typography>
        <RetryAlert retryLabel={t('portal.letter.retry')} onRetry={retry}>
          {t('portal.letter.loadFailed', { message: failureText(remote.error, t) })}
        </RetryAlert>
      </Box>
    );
  }
  return (
    <>
      <LetterPrintStyles />
      <LetterActions token={token} locale={locale} />
      <LetterView letter={remote.data} locale={locale} />
    </>
  );
}
