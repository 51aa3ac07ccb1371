import type { Messages } from '../Messages';

export const history = {} satisfies Messages['history'];
