import type { Messages } from '../Messages';

export const guest = {} satisfies Messages['guest'];
