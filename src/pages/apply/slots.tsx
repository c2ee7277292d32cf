import { Alert, Box, CircularProgress } from '@mui/material';
import { Component, type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the recommenders panel (src/pages/recommend/RecommendersPanel.tsx, another helper's file). */
export interface RecommendersPanelProps {
  menuId: number;
  values: Record<string, unknown>;
  readOnly: boolean;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Globs, not plain imports: the files belong to other helpers and may not exist yet; then only this part fails.
const submitModules = import.meta.glob<{ default: ComponentType }>('../submit/SubmitPanel.tsx');
const recommendModules = import.meta.glob<{ default: ComponentType<RecommendersPanelProps> }>('../recommend/RecommendersPanel.tsx');

function lazyOr<P>(loader: Loader<P> | undefined): ComponentType<P> {
  return lazy(loader ?? (() => Promise.reject(new Error('missing module'))));
}

const SubmitPanel = lazyOr(submitModules['../submit/SubmitPanel.tsx']);
const RecommendersPanel = lazyOr<RecommendersPanelProps>(recommendModules['../recommend/RecommendersPanel.tsx']);

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
    <SlotBoundary fallback={<Alert severity="warning">{t('portal.apply.slot.unavailable')}</Alert>}>
      <Suspense fallback={<Box sx={{ p: 2 }}><CircularProgress size={24} aria-label={t('portal.apply.slot.loading')} /></Box>}>{children}</Suspense>
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
