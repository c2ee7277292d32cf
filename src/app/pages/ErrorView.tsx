import { useTranslation } from 'react-i18next';
import { RouteButton } from '../../components/route/RouteButton';
import classes from './ErrorView.module.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** The status shown as the heading (omitted: the generic "Error"). */
  status?: number;
  /** The message, or '' for the generic text. */
  message: string;
}

/** A status, a message and a link home: the not-found and error pages (drawn without MUI: any route may show it). */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.view}>
      <h1 className={classes.title}>{status ? t('portal.errors.status', { status }) : t('portal.errors.generic')}</h1>
      <p className={classes.message}>{message || t('portal.errors.generic')}</p>
      <RouteButton variant="contained" to="/">
        {t('portal.errors.backHome')}
      </RouteButton>
    </div>
  );
}
