import { browserFingerprint } from '../../../src/browser/browserFingerprint';

/** The real FingerprintJS in jsdom: canvas and font measurements are blank there, the rest is real. */
describe('browserFingerprint (SPEC §3 sources)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a stable hash of the browser that changes with its language and time zone', async () => {
    const first = await browserFingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    await expect(browserFingerprint()).resolves.toBe(first);

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ro-RO', 'ro']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ro-RO');
    const otherLanguage = await browserFingerprint();
    expect(otherLanguage).not.toBe(first);
    vi.restoreAllMocks();

    const zone = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...zone.call(this), timeZone: 'Pacific/Auckland' };
    });
    expect(await browserFingerprint()).not.toBe(first);
  });

  it('reads the canvas but never opens a WebGL or audio context (not among the spec sources)', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const audio = vi.fn();
    vi.stubGlobal('OfflineAudioContext', audio);
    try {
      await browserFingerprint();
    } finally {
      vi.unstubAllGlobals();
    }
    const kinds = getContext.mock.calls.map(([kind]) => kind);
    expect(kinds).toContain('2d');
    expect(kinds.filter((kind) => /webgl/i.test(String(kind)))).toEqual([]);
    expect(audio).not.toHaveBeenCalled();
  });
});
