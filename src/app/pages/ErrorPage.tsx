import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reloadForChunkError } from '../chunkReload';
import { errorMessage, errorStatus } from '../errorInfo';
import { ErrorView } from './ErrorView';

/** The route flow's error page: a failed chunk reloads (once per minute); others show their status and message. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => reloadForChunkError(error, sessionStorage, () => location.reload()));
  useEffect(() => {
    if (!reloading && !isRouteErrorResponse(error)) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  const status = errorStatus(error);
  const message = status === 404 && isRouteErrorResponse(error) ? t('portal.errors.notFound') : errorMessage(error);
  return <ErrorView status={status} message={message} />;
}
