import { createTheme } from '@mui/material/styles';
import { lightTheme, darkTheme } from '../../../src/framework/layout/themes';
import { preloadGenericView } from '../../../src/framework/resource/views/genericViews';
import { LazyPhoneList } from '../../../src/framework/resource/views/phone/LazyPhoneList';
import { phoneMediaQuery, phoneWidth } from '../../../src/framework/layout/phoneWidth';

/** A window as wide as `width`: matchMedia answers the phone query as a browser of that width would. */
function windowOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === phoneMediaQuery && width < 600,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('preloadGenericView (what a signed-in deep link downloads with the shell)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("the phone query is the themes' own phone width", () => {
    for (const options of [lightTheme, darkTheme])
      expect(phoneWidth(createTheme(options))).toBe(`@media ${phoneMediaQuery}`);
  });

  it("a list at a phone's width brings the cards along; a desktop list or a form does not", async () => {
    const preload = vi.spyOn(LazyPhoneList, 'preload');
    windowOf(390);
    await preloadGenericView('/user');
    expect(preload).toHaveBeenCalledTimes(1);
    await preloadGenericView('/user/create');
    await preloadGenericView('/user/update/3');
    expect(preload).toHaveBeenCalledTimes(1);
    windowOf(1280);
    await preloadGenericView('/user');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
