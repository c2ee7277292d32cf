import { ICON_PATHS, PlainIcon, PlainLink, PlainPaper, PlainStack, iconButtonClasses, typographyClasses as text } from '../../renderers/ui/index';
import { KitSection, type KitText, Sample } from './kitParts';
import classes from './KitSheet.module.css';

const TEXT_STYLES = ['h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption'] as const;

/** Three numbered boxes to lay out. */
function StackItems({ t }: { t: KitText }) {
  return (
    <>
      <span className={classes.item}>{t('stack.one')}</span>
      <span className={classes.item}>{t('stack.two')}</span>
      <span className={classes.item}>{t('stack.three')}</span>
    </>
  );
}

/** The kit's surfaces, links, layout, icons and text styles. */
export function KitSurfaces({ t, fixturesHref }: { t: KitText; fixturesHref: string }) {
  return (
    <>
      <KitSection id="paper" t={t}>
        <Sample caption={t('paper.elevation')}>
          <PlainPaper className={classes.paper}>{t('paper.content')}</PlainPaper>
        </Sample>
        <Sample caption={t('paper.outlined')}>
          <PlainPaper variant="outlined" className={classes.paper}>
            {t('paper.content')}
          </PlainPaper>
        </Sample>
      </KitSection>
      <KitSection id="link" t={t}>
        <Sample caption={t('link.standalone')}>
          <PlainLink href={fixturesHref}>{t('fixtures')}</PlainLink>
        </Sample>
      </KitSection>
      <KitSection id="stack" t={t} wide>
        <Sample caption={t('stack.column')}>
          <PlainStack spacing={1}>
            <StackItems t={t} />
          </PlainStack>
        </Sample>
        <Sample caption={t('stack.row')}>
          <PlainStack direction="row" spacing={1}>
            <StackItems t={t} />
          </PlainStack>
        </Sample>
        <Sample caption={t('stack.rowFromSm')}>
          <PlainStack direction="row-from-sm" spacing={2}>
            <StackItems t={t} />
          </PlainStack>
        </Sample>
      </KitSection>
      <KitSection id="icon" t={t}>
        <Sample caption={t('icon.set')}>
          {Object.values(ICON_PATHS).map((path) => (
            <PlainIcon key={path} path={path} />
          ))}
        </Sample>
        <Sample caption={t('icon.sizes')}>
          <PlainIcon path={ICON_PATHS.person} size="small" />
          <PlainIcon path={ICON_PATHS.person} />
        </Sample>
        <Sample caption={t('icon.colours')}>
          <PlainIcon path={ICON_PATHS.successOutlined} color="success" />
          <PlainIcon path={ICON_PATHS.reportProblemOutlined} color="warning" />
          <PlainIcon path={ICON_PATHS.infoOutlined} color="disabled" />
        </Sample>
      </KitSection>
      <KitSection id="iconButton" t={t}>
        <Sample caption={t('iconButton.title')}>
          <button type="button" className={iconButtonClasses.iconButton} aria-label={t('iconButton.menu')}>
            <PlainIcon path={ICON_PATHS.menu} />
          </button>
          <button type="button" className={iconButtonClasses.iconButton} aria-label={t('iconButton.mail')}>
            <PlainIcon path={ICON_PATHS.mailOutline} />
          </button>
        </Sample>
      </KitSection>
      <KitSection id="typography" t={t} wide>
        <Sample caption={t('typography.styles')}>
          <div>
            {TEXT_STYLES.map((style) => (
              <p key={style} className={text[style]}>
                {t(`typography.${style}`)}
              </p>
            ))}
            <p className={`${text.body2} ${text.secondary}`}>{t('typography.secondary')}</p>
          </div>
        </Sample>
      </KitSection>
    </>
  );
}
