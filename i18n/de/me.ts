import type { Messages } from '../Messages';

export const me = {} satisfies Messages['me'];
