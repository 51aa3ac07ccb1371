import type { Messages } from '../Messages';

export const adminPages = {} satisfies Messages['adminPages'];
