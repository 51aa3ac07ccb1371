import type { Messages } from '../Messages';

export const dashboard = {} satisfies Messages['dashboard'];
