import { Alert } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useT } from './context';

/** Shows `fallback` instead of children that threw while rendering. */
export class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Keeps one broken control (a browser without canvas, say) from taking the whole form down with it. */
export function ControlBoundary({ children }: { children: ReactNode }) {
  const t = useT();
  return <Boundary fallback={<Alert severity="warning">{t('form.controlFailed')}</Alert>}>{children}</Boundary>;
}
