const credentialName = /auth|token|secret|key|passw|cookie|signature|session|credential/i;
const credentialValue = /^(bearer|basic|token|digest)\s+\S/i;

/** Whether a hook header carries a credential (by its name or the shape of its value): never exported. */
export const isCredentialHeader = (name: string, value: string): boolean =>
  credentialName.test(name) || credentialValue.test(value);
