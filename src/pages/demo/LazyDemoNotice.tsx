import { lazyComponent } from '../../framework/lazyComponent';
import { useServices } from '../../framework/ServicesContext';

const DemoNoticeAlert = lazyComponent(() => import('./DemoNotice').then((module) => module.DemoNotice), {
  fallback: null,
});

/**
 * The demo mode notice (`DemoNotice`), whose code loads only in demo mode: an organization's own
 * console never downloads it.
 */
export function LazyDemoNotice() {
  const { isDemo } = useServices();
  return isDemo ? <DemoNoticeAlert /> : null;
}
