import { ICON_PATHS, Notice, PlainButton, PlainChip, PlainIcon, Spinner } from '../../renderers/ui/index';
import { KitSection, type KitText, Sample } from './kitParts';
import classes from './KitSheet.module.css';

/** The kit's buttons, notices, spinners and chips in their main states. */
export function KitActions({ t }: { t: KitText }) {
  return (
    <>
      <KitSection id="button" t={t}>
        <Sample caption={t('button.contained')}>
          <PlainButton variant="contained">{t('button.save')}</PlainButton>
        </Sample>
        <Sample caption={t('button.outlined')}>
          <PlainButton variant="outlined">{t('button.save')}</PlainButton>
        </Sample>
        <Sample caption={t('button.text')}>
          <PlainButton>{t('button.save')}</PlainButton>
        </Sample>
        <Sample caption={t('button.disabled')}>
          <PlainButton variant="contained" disabled>
            {t('button.save')}
          </PlainButton>
        </Sample>
        <Sample caption={t('button.error')}>
          <PlainButton variant="outlined" color="error">
            {t('button.delete')}
          </PlainButton>
        </Sample>
        <Sample caption={t('button.icon')}>
          <PlainButton color="inherit" startIcon={<PlainIcon path={ICON_PATHS.translate} />}>
            {t('button.language')}
          </PlainButton>
        </Sample>
      </KitSection>
      <KitSection id="notice" t={t} wide>
        <Sample caption={t('notice.error')}>
          <Notice severity="error" className={classes.fill}>{t('notice.errorText')}</Notice>
        </Sample>
        <Sample caption={t('notice.warning')}>
          <Notice severity="warning" className={classes.fill}>{t('notice.warningText')}</Notice>
        </Sample>
        <Sample caption={t('notice.info')}>
          <Notice severity="info" role="status" className={classes.fill} onClose={() => undefined} closeLabel={t('notice.close')}>
            {t('notice.infoText')}
          </Notice>
        </Sample>
        <Sample caption={t('notice.success')}>
          <Notice severity="success" role="status" className={classes.fill} title={t('notice.successTitle')}>
            {t('notice.successText')}
          </Notice>
        </Sample>
      </KitSection>
      <KitSection id="spinner" t={t}>
        <Sample caption={t('spinner.primary')}>
          <Spinner />
        </Sample>
        <Sample caption={t('spinner.inherit')}>
          <span role="status" className={classes.loading}>
            <Spinner size={20} color="inherit" />
            {t('spinner.loading')}
          </span>
        </Sample>
      </KitSection>
      <KitSection id="chip" t={t}>
        <Sample caption={t('chip.default')}>
          <PlainChip label={t('chip.closed')} />
        </Sample>
        <Sample caption={t('chip.primary')}>
          <PlainChip color="primary" label={t('chip.open')} />
        </Sample>
        <Sample caption={t('chip.success')}>
          <PlainChip color="success" size="small" label={t('chip.signedUp')} />
        </Sample>
        <Sample caption={t('chip.warning')}>
          <PlainChip color="warning" size="small" label={t('chip.waiting')} />
        </Sample>
        <Sample caption={t('chip.outlined')}>
          <PlainChip color="primary" variant="outlined" label={t('chip.draft')} />
        </Sample>
      </KitSection>
    </>
  );
}
