import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefereeApplicantInfoData } from '../../../protocol/recommend';
import text from '../../../renderers/ui/typography.module.css';
import classes from './referee.module.css';

/** Who the letter is for (name, programme, batch and track) and the referee's own details. */
export function ApplicantInfoCard({ info, heading }: { info: RefereeApplicantInfoData; heading: string }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = [
    [t('portal.referee.applicantName'), info.applicant.name],
    [t('portal.referee.project'), info.project.title],
    [t('portal.referee.batch'), info.batch],
    [t('portal.referee.track'), info.track],
    [t('portal.referee.recommender'), `${info.recommender.name} (${info.recommender.email})`],
  ];
  return (
    <section aria-labelledby="referee-applicant" className={classes.applicant}>
      <h2 id="referee-applicant" className={`${text.h6} ${classes.heading}`}>
        {heading}
      </h2>
      <dl className={classes.facts}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt className={`${text.body1} ${classes.term}`}>{label}</dt>
              <dd className={text.body1} data-testid={`referee-info-${label}`}>
                {value}
              </dd>
            </Fragment>
          ))}
      </dl>
    </section>
  );
}
