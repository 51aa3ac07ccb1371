import { useContext } from 'react';
import { BulkToolbarSlotsContext } from './bulkToolbarSlot';

/** The places in a bulk toolbar where the kept bulk actions show their buttons (`KeptBulkActions`). */
export function BulkToolbarSlot() {
  const kept = useContext(BulkToolbarSlotsContext);
  // `contents`: the buttons line up in the toolbar as its own children would.
  return (
    <>
      {kept?.refs.map((ref, index) => (
        <span key={index} ref={ref} style={{ display: 'contents' }} />
      ))}
    </>
  );
}
