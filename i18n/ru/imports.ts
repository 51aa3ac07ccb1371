import type { Messages } from '../Messages';

export const imports = {} satisfies Messages['imports'];
