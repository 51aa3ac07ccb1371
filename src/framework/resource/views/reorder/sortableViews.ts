/**
 * The draggable parts of drag ordering, the ones that run dnd-kit (~30 KB gzipped): loaded
 * together by `useSortableParts` once a list with drag ordering is shown or a list's column chooser
 * opens, so other lists never download them.
 */
export { SortableIds } from './SortableIds';
export { SortableBody } from './SortableRows';
export { SortablePhoneCard } from '../phone/SortablePhoneCard';
export { SortableColumnChoices } from '../../../internals/redrawn/columns/SortableColumnChoices';
