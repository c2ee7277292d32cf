import { Component, type ReactNode, Suspense } from 'react';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { Spinner } from '../../../renderers/ui/Spinner';
import classes from './slots.module.css';

import type { RecommendersPanelProps } from '../recommend/RecommendersPanel';

const SubmitPanel = deferredComponent('SubmitPanel', () => import('../submit/SubmitPanel').then((module) => module.default));
const RecommendersPanel = deferredComponent('RecommendersPanel', () => import('../recommend/RecommendersPanel').then((module) => module.default));
const ReviewMaterials = deferredComponent('ReviewMaterials', () => import('./ReviewMaterials').then((module) => module.ReviewMaterials));

class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Slot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SlotBoundary fallback={<Notice severity="warning">{t('portal.apply.slot.unavailable')}</Notice>}>
      <Suspense
        fallback={
          <div className={classes.loading}>
            <span role="progressbar" aria-label={t('portal.apply.slot.loading')}>
              <Spinner size={24} />
            </span>
          </div>
        }
      >
        {children}
      </Suspense>
    </SlotBoundary>
  );
}

/** The submit step (`#/applyform?step=submit`), loaded lazily. */
export function SubmitSlot() {
  return (
    <Slot>
      <SubmitPanel />
    </Slot>
  );
}

/** The recommenders panel under a referee-info module (referee 1), loaded lazily. */
export function RecommendersSlot(props: RecommendersPanelProps) {
  return (
    <Slot>
      <RecommendersPanel {...props} />
    </Slot>
  );
}

/** The tech-review step (`#/applyform?step=review`), loaded lazily. */
export function ReviewSlot() {
  return (
    <Slot>
      <ReviewMaterials />
    </Slot>
  );
}
