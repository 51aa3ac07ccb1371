import * as z from 'zod/mini';
import { zodDef } from '../../../src/framework/internals/zodDef';

describe('zodDef', () => {
  it("reads the installed zod's definition of a schema: its type and inner schema", () => {
    const inner = z.string();
    const def = zodDef<{ type: string; innerType: unknown }>(z.optional(inner));
    expect(def.type).toBe('optional');
    expect(def.innerType).toBe(inner);
  });

  it("reads an object's shape and a check's format", () => {
    const name = z.string();
    expect(zodDef<{ type: string; shape: object }>(z.object({ name })).shape).toEqual({ name });
    const [check] = zodDef<{ checks: object[] }>(z.string().check(z.email())).checks;
    expect(zodDef<{ format?: string }>(check!).format).toBe('email');
  });
});
