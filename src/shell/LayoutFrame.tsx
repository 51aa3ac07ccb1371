import { memo } from 'react';
import { Layout } from 'react-admin';
import { PageErrorScreen } from '../framework/layout/PageErrorScreen';
import { raClasses } from '../framework/internals/raClasses';
import { LazyDemoNotice } from '../pages/demo/LazyDemoNotice';
import { ImportWatcher } from '../pages/import/ImportWatcher';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { LayoutPage } from './LayoutPage';

/**
 * The frame without the page: react-admin hands the layout new children on every navigation,
 * which would re-render the whole frame (app bar, menu, and react-admin's Inspector, whose render
 * reads `document.body.clientWidth` and so forces a layout of the page being left). Memoised, with
 * the page passed through a context, only the page re-renders.
 */
export const LayoutFrame = memo(function LayoutFrame() {
  return (
    // min-width 0 (react-admin's frame uses fit-content): the page never grows past a narrow window;
    // wide tables scroll inside their own (focusable, labelled) containers.
    <Layout
      appBar={AppTopBar}
      menu={AppMenu}
      error={PageErrorScreen}
      sx={{ minWidth: 0, [`& .${raClasses.layoutContent}`]: { minWidth: 0 } }}
    >
      <ImportWatcher />
      {/* Demo mode: every signed-in screen says the data is shared and when it resets. */}
      <LazyDemoNotice />
      <LayoutPage />
    </Layout>
  );
});
