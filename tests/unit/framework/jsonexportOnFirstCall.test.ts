// @ts-expect-error jsonexport ships no types; the build resolves this import to its on-first-call replacement (build/nativeBuiltIns.ts).
import jsonexport from 'jsonexport/dist/index.js';

type Callback = (error: Error | null, csv: string) => void;

describe("react-admin's default CSV exporter's jsonexport, downloaded when first called", () => {
  it('answers the callback with the CSV, as ra-core calls it', async () => {
    const csv = await new Promise<string>((resolve, reject) =>
      (jsonexport as (data: object[], callback: Callback) => unknown)(
        [
          { name: 'Ada', email: 'ada@acme.test' },
          { name: 'Bob, Jr.', email: 'bob@acme.test' },
        ],
        (error, text) => (error ? reject(error) : resolve(text)),
      ),
    );
    expect(csv.split('\n')).toEqual(['name,email', 'Ada,ada@acme.test', '"Bob, Jr.",bob@acme.test']);
  });
});
