import { serverMessages } from '../../src/api/contract/errors';

/**
 * Translations of the server's messages (`server.*`, SPEC §8): in English they are the server's
 * own texts, so the keys and words cannot drift from the contract.
 */
export const server = serverMessages;
