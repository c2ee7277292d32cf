import { Outlet, useNavigation } from 'react-router-dom';
import { TopProgress } from './TopProgress';

/** The root of every screen: the top progress bar during data loads, then the layout. */
export function RootFrame() {
  const navigation = useNavigation();
  return (
    <>
      <TopProgress loading={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}

/** Shown while the first boot (project configuration, session) loads. */
export function BootFallback() {
  return <TopProgress loading />;
}
