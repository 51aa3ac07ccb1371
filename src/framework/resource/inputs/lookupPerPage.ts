import { pageSizes } from '../../../api/contract/common';

/**
 * The reference inputs of forms and filters are simple lookups (SPEC §7): the choices are searched
 * a page of `pageSizes.lookup` (10) at a time (react-admin's default is 25); the chosen records are
 * read by ids (getMany, page_size 100).
 */
export const lookupPerPage = pageSizes.lookup;
