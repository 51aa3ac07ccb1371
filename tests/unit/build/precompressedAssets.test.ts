import { describe, expect, it } from 'vitest';
import { PRECOMPRESSED, precompressedAssets } from '../../../build/precompressedAssets';

describe('precompressedAssets (build plugin)', () => {
  it('compresses the hashed scripts, styles and images of assets/, never config.json or index.html', () => {
    expect(
      ['assets/index-Ab12.js', 'assets/index-Ab12.css', 'assets/logo-Ab12.svg'].filter((f) => PRECOMPRESSED.test(f)),
    ).toHaveLength(3);
    expect(
      ['config.json', 'index.html', 'mockServiceWorker.js', 'assets/font.woff2'].some((f) => PRECOMPRESSED.test(f)),
    ).toBe(false);
  });

  it('is a plugin of the build', () => {
    const plugins = [precompressedAssets()].flat();
    expect(plugins.length).toBeGreaterThan(0);
  });
});
