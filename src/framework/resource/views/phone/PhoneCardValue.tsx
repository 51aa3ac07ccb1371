import type { ReactNode } from 'react';

/** A value of a phone card with its small label before it (the column's name in the table). */
export function PhoneCardValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <span className="fw-card-value">
      <span className="fw-card-label">{label}</span>
      {children}
    </span>
  );
}
